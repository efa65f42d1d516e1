import { createHash, randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import {
  type AgeStanding,
  ageOn,
  ageStanding,
  GUARDIAN_LINK_DAYS,
  type GuardianConsentStatus,
  maskEmail,
} from "../../shared/domain/age";
import { studioToday } from "../../shared/domain/schedule";
import { isLang } from "../../shared/i18n";
import { CONSENT_VERSION } from "../../shared/schemas/questionnaires";
import type { Deps } from "../context";
import type { Tx } from "../db/client";
import { guardianConsents, user } from "../db/schema";
import { AppError, badRequest, conflict, type ErrorCode } from "../platform/errors";
import { isDependant } from "./family";
import { readRules } from "./studio-rules";

type Reader = Pick<Tx, "select">;

/** Where a consent stands for the member now: a pending link past its 14 days reads as expired. */
export type ConsentStatus = GuardianConsentStatus | "expired";

export type ConsentState = {
  standing: AgeStanding;
  age: number | null;
  minimumAge: number;
  consentAge: number;
  /** The member's latest request, if any. */
  consent: {
    status: ConsentStatus;
    guardianEmail: string;
    requestedAt: Date;
    expiresAt: Date;
    decidedAt: Date | null;
  } | null;
};

/**
 * Whose age and consent: the member as the caller already holds them (the session's user carries
 * the date of birth), so the check costs no read of the user row.
 */
export type ConsentSubject = { id: string; birthDate: string | null };

type AgeRules = { minimumAge: number; consentAge: number };

/** The member's standing on the studio's date, in the studio's zone, against the studio's two ages. */
function ageState(member: ConsentSubject, rules: AgeRules, deps: Pick<Deps, "clock" | "zone">) {
  const today = studioToday(deps.clock.now(), deps.zone());
  const { birthDate } = member;
  return {
    standing: ageStanding(birthDate, today, rules),
    age: birthDate ? ageOn(birthDate, today) : null,
    minimumAge: rules.minimumAge,
    consentAge: rules.consentAge,
  };
}

/** The member's latest request for consent, a pending link past its 14 days read as expired. */
async function latestConsent(db: Reader, userId: string, now: Date): Promise<ConsentState["consent"]> {
  const [latest] = await db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, userId))
    .orderBy(desc(guardianConsents.requestedAt))
    .limit(1);
  if (!latest) return null;
  return {
    status:
      latest.status === "pending" && latest.expiresAt <= now ? "expired" : (latest.status as ConsentStatus),
    guardianEmail: latest.guardianEmail,
    requestedAt: latest.requestedAt,
    expiresAt: latest.expiresAt,
    decidedAt: latest.decidedAt,
  };
}

/**
 * The member's age on the studio's date, in the studio's zone, against the studio's two ages, and
 * their latest guardian's consent (whatever the age: the account page and the guardian's page show
 * it). A member without a date of birth (an account from before it was asked) reads as "unknown"
 * and is let be.
 */
export async function consentState(
  db: Reader,
  deps: Pick<Deps, "clock" | "zone">,
  member: ConsentSubject,
): Promise<ConsentState> {
  const [rules, consent] = await Promise.all([readRules(db), latestConsent(db, member.id, deps.clock.now())]);
  return { ...ageState(member, rules, deps), consent };
}

/** Whether the member may book, ask for a package or answer a questionnaire as far as age goes. */
export function mayAct(state: ConsentState): boolean {
  if (state.standing === "unknown" || state.standing === "adult") return true;
  return state.standing === "needs_consent" && state.consent?.status === "confirmed";
}

/**
 * The one check of every member write the terms reserve for a consented minor (a booking of any
 * schedule, a waitlist place, a package request, a questionnaire): 403 GUARDIAN_CONSENT_PENDING with
 * the guardian's address masked while a link waits, else 403 GUARDIAN_CONSENT_REQUIRED (none asked,
 * declined, expired or withdrawn). An account under the minimum age (its date changed by the desk,
 * or the minimum raised) is refused the same way, unless they are a family's dependant. It reads only what the member's age makes matter:
 * nothing without a date of birth, the studio's ages with one, the latest consent under the consent
 * age (a booking runs it before its class's lock, where each statement is one more wait).
 */
export async function requireGuardianConsent(
  db: Reader,
  deps: Pick<Deps, "clock" | "zone">,
  member: ConsentSubject,
): Promise<void> {
  if (!member.birthDate) return;
  const age = ageState(member, await readRules(db), deps);
  if (age.standing === "adult") return;
  const state = { ...age, consent: await latestConsent(db, member.id, deps.clock.now()) };
  if (mayAct(state)) return;
  // A dependant's guardian consented by holding them in the family: they act, or gave the sign-in.
  if (await isDependant(db, member.id)) return;
  if (state.consent?.status === "pending")
    throw new AppError(403, "GUARDIAN_CONSENT_PENDING", { guardian: maskEmail(state.consent.guardianEmail) });
  throw new AppError(403, "GUARDIAN_CONSENT_REQUIRED", { consentAge: state.consentAge });
}

/** The codes `requireGuardianConsent` answers (403), for a route's declared refusals. */
export const CONSENT_REFUSALS: ErrorCode[] = ["GUARDIAN_CONSENT_PENDING", "GUARDIAN_CONSENT_REQUIRED"];

type ConsentDeps = Pick<Deps, "clock" | "zone" | "config" | "mailer">;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored form of a link's token: its SHA-256, so the table alone opens nothing. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A member under the consent age names a parent's or guardian's address: a new link (valid 14
 * days) is mailed there, and any earlier link of theirs stops working (only the latest row counts).
 * Refused when no consent is needed, or one is already given.
 */
export async function askGuardian(tx: Tx, deps: ConsentDeps, userId: string, guardianEmail: string) {
  const [held] = await tx
    .select({ birthDate: user.birthDate })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  const state = await consentState(tx, deps, { id: userId, birthDate: held?.birthDate ?? null });
  if (state.standing !== "needs_consent" || state.consent?.status === "confirmed")
    throw conflict("GUARDIAN_CONSENT_NOT_NEEDED");
  const [member] = await tx
    .select({ email: user.email, firstName: user.firstName, name: user.name, language: user.language })
    .from(user)
    .where(eq(user.id, userId));
  if (!member) throw new AppError(404, "USER_NOT_FOUND");
  if (member.email.toLowerCase() === guardianEmail.toLowerCase()) throw badRequest("GUARDIAN_SELF");
  const now = deps.clock.now();
  const token = randomBytes(32).toString("base64url");
  await tx.insert(guardianConsents).values({
    userId,
    guardianEmail,
    tokenHash: hashToken(token),
    requestedAt: now,
    expiresAt: new Date(now.getTime() + GUARDIAN_LINK_DAYS * DAY_MS),
    termsVersion: CONSENT_VERSION,
  });
  await deps.mailer.queue(tx, {
    to: guardianEmail,
    lang: isLang(member.language) ? member.language : "gr",
    template: "guardianConsent",
    data: {
      memberName: member.name,
      studio: deps.config.STUDIO_NAME,
      url: `${deps.config.publicUrl}/guardian/${token}`,
      days: GUARDIAN_LINK_DAYS,
    },
  });
}
