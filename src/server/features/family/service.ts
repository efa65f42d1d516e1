import { randomBytes } from "node:crypto";
import { and, count, eq, gte, inArray, ne } from "drizzle-orm";
import { ageOn, ageStanding } from "../../../shared/domain/age";
import { DEPENDANTS_MAX, placeholderAddress } from "../../../shared/domain/family";
import { studioToday } from "../../../shared/domain/schedule";
import type { AddDependant } from "../../../shared/schemas/family";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { familyLinks, memberAccounts, reservations, user, verification } from "../../db/schema";
import { ageNow, dependantsOf, guardianOf } from "../../domain/family";
import { studioName } from "../../domain/studio-identity";
import { readRules } from "../../domain/studio-rules";
import { inTransaction } from "../../platform/after-commit";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors";

type Reader = Pick<Tx, "select">;
type FamilyDeps = Pick<Deps, "clock" | "zone">;

/** Days the link to a dependant's first password is valid. */
export const SIGN_IN_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

/** Whether a member may hold dependants: an adult by their date of birth, and nobody's dependant. */
async function mayHoldDependants(db: Reader, deps: FamilyDeps, memberId: string) {
  const [rules, [me]] = await Promise.all([
    readRules(db),
    db.select({ birthDate: user.birthDate }).from(user).where(eq(user.id, memberId)),
  ]);
  const today = studioToday(deps.clock.now(), deps.zone());
  const adult = ageStanding(me?.birthDate, today, rules) === "adult";
  return { rules, today, ok: adult && (await guardianOf(db, memberId)) === null };
}

/** The adult's family: each dependant with their age and sign-in, and the ages that bound it. */
export async function familyOf(db: Reader, deps: FamilyDeps, guardianId: string) {
  const [{ rules, ok }, rows, guardian] = await Promise.all([
    mayHoldDependants(db, deps, guardianId),
    dependantsOf(db, guardianId),
    guardianOf(db, guardianId),
  ]);
  return {
    dependants: rows.map((d) => ({
      id: d.id,
      firstName: d.firstName,
      lastName: d.lastName,
      name: d.name,
      age: ageNow(d.birthDate, deps),
      hasSignIn: d.hasSignIn,
      email: d.email,
      signInInvitedAt: d.signInInvitedAt?.toISOString() ?? null,
    })),
    minimumAge: rules.minimumAge,
    consentAge: rules.consentAge,
    max: DEPENDANTS_MAX,
    mayAdd: ok,
    guardian: guardian && { name: guardian.name, email: guardian.email },
  };
}

/**
 * An adult adds a dependant: a member row of its own (credits, bookings and questionnaires work as
 * anyone's) with a placeholder address and no sign-in, linked to the adult. Refused to a member
 * under the consent age or without a date of birth (403 FAMILY_GUARDIAN_NOT_ADULT), for a child at
 * or over the consent age (400 FAMILY_DEPENDANT_ADULT: they sign up themselves), and past
 * DEPENDANTS_MAX (409).
 */
export async function addDependant(deps: Deps, guardianId: string, input: AddDependant) {
  return inTransaction(deps, async (tx) => {
    const [guardian] = await tx
      .select({ language: user.language })
      .from(user)
      .where(eq(user.id, guardianId))
      .for("update");
    const { rules, today, ok } = await mayHoldDependants(tx, deps, guardianId);
    if (!guardian || !ok)
      throw new AppError(403, "FAMILY_GUARDIAN_NOT_ADULT", { consentAge: rules.consentAge });
    if (input.birthDate > today) throw badRequest("BIRTH_DATE_INVALID");
    if (ageOn(input.birthDate, today) >= rules.consentAge)
      throw badRequest("FAMILY_DEPENDANT_ADULT", { consentAge: rules.consentAge });
    const [held] = await tx
      .select({ n: count() })
      .from(familyLinks)
      .where(eq(familyLinks.guardianId, guardianId));
    if ((held?.n ?? 0) >= DEPENDANTS_MAX) throw conflict("FAMILY_DEPENDANTS_MAX", { max: DEPENDANTS_MAX });
    const id = crypto.randomUUID();
    await tx.insert(user).values({
      id,
      email: placeholderAddress(id),
      name: `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
      birthDate: input.birthDate,
      language: guardian.language,
      emailVerified: false,
    });
    await tx.insert(memberAccounts).values({ userId: id }).onConflictDoNothing();
    await tx.insert(familyLinks).values({ dependantId: id, guardianId });
    return { id };
  });
}

/**
 * The guardian gives a dependant at or over the minimum age a sign-in of their own: the address they
 * name becomes the dependant's, and a link to choose a first password (the auth library's reset,
 * which writes the credential and confirms the address) is mailed there. Refused under the minimum
 * age (409 FAMILY_SIGN_IN_TOO_YOUNG), once a password exists (409 FAMILY_SIGN_IN_EXISTS), and for
 * an address another account uses (409 FAMILY_EMAIL_TAKEN).
 */
export async function giveSignIn(deps: Deps, guardianId: string, dependantId: string, email: string) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(deps.clock.now().getTime() + SIGN_IN_LINK_DAYS * DAY_MS);
  // The auth library's own reset token, written in this transaction so a refusal leaves none behind.
  const identifier = `reset-password:${token}`;
  await inTransaction(deps, async (tx) => {
    const [link] = await tx
      .select({ id: familyLinks.dependantId })
      .from(familyLinks)
      .where(and(eq(familyLinks.dependantId, dependantId), eq(familyLinks.guardianId, guardianId)))
      .for("update");
    // Someone else's dependant, or no one: not found from where the caller stands.
    if (!link) throw notFound("USER_NOT_FOUND");
    const [child] = (await dependantsOf(tx, guardianId)).filter((d) => d.id === dependantId);
    const rules = await readRules(tx);
    const age = ageNow(child?.birthDate ?? null, deps);
    if (!child || age === null || age < rules.minimumAge)
      throw conflict("FAMILY_SIGN_IN_TOO_YOUNG", { minimumAge: rules.minimumAge });
    if (child.hasSignIn) throw conflict("FAMILY_SIGN_IN_EXISTS");
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, email), ne(user.id, dependantId)));
    if (taken) throw conflict("FAMILY_EMAIL_TAKEN");
    const [guardian] = await tx.select({ name: user.name }).from(user).where(eq(user.id, guardianId));
    await tx.update(user).set({ email, emailVerified: false }).where(eq(user.id, dependantId));
    await tx
      .update(familyLinks)
      .set({ signInInvitedAt: deps.clock.now() })
      .where(eq(familyLinks.dependantId, dependantId));
    await tx
      .insert(verification)
      .values({ id: crypto.randomUUID(), identifier, value: dependantId, expiresAt });
    const [lang] = await tx.select({ language: user.language }).from(user).where(eq(user.id, dependantId));
    await deps.mailer.queue(tx, {
      to: email,
      lang: lang?.language === "en" ? "en" : "gr",
      template: "familySignIn",
      data: {
        name: child.firstName,
        guardianName: guardian?.name ?? "",
        studio: await studioName(tx, deps.config),
        url: `${deps.config.publicUrl}/reset-password?token=${token}`,
        days: SIGN_IN_LINK_DAYS,
      },
    });
  });
}

/** The dependants' bookings to come, shown beside the adult's own. */
export async function familyBookings(db: Reader, deps: FamilyDeps, guardianId: string) {
  const ids = (await dependantsOf(db, guardianId)).map((d) => d.id);
  if (ids.length === 0) return { bookings: [] };
  const today = studioToday(deps.clock.now(), deps.zone());
  const rows = await db
    .select({
      id: reservations.id,
      memberId: reservations.userId,
      name: user.name,
      schedule: reservations.schedule,
      date: reservations.date,
      time: reservations.time,
    })
    .from(reservations)
    .innerJoin(user, eq(user.id, reservations.userId))
    .where(
      and(inArray(reservations.userId, ids), gte(reservations.date, today), eq(reservations.kind, "member")),
    )
    .orderBy(reservations.date, reservations.time);
  return { bookings: rows.map((r) => ({ ...r, memberId: r.memberId ?? "" })) };
}

/** The desk's view of a member's family: their guardian, or their dependants with ages. */
export async function deskFamily(db: Reader, deps: FamilyDeps, memberId: string) {
  const [guardian, dependants] = await Promise.all([guardianOf(db, memberId), dependantsOf(db, memberId)]);
  return {
    guardian: guardian && { id: guardian.id, name: guardian.name, email: guardian.email },
    dependants: dependants.map((d) => ({ id: d.id, name: d.name, age: ageNow(d.birthDate, deps) })),
  };
}
