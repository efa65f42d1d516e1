import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { ageStanding } from "../../shared/domain/age";
import { studioToday } from "../../shared/domain/schedule";
import type { AppEnv } from "../context";
import { user } from "../db/schema";
import { askGuardian } from "../domain/guardian-consent";
import { readRules } from "../domain/studio-rules";
import { inTransaction } from "../platform/after-commit";
import { refusal } from "./answers";

type Body = Record<string, unknown>;

/**
 * The terms' ages on sign-up and on the profile (decision 050): a date of birth under the studio's
 * minimum age, on the studio's date, is refused with the age; a date once given is the desk's to
 * change, so a member under the consent age cannot make themselves older. The guardian's address
 * of a sign-up is taken out of the library's body (`guardianEmail`) and asked after it answers.
 */
export async function ageRefusal(c: Context<AppEnv>, path: string, body: Body): Promise<Response | null> {
  const deps = c.get("deps");
  if (path === "/update-user" && typeof body.birthDate === "string") {
    const me = await c.get("loadUser")();
    const [row] = me
      ? await deps.database.db.select({ birthDate: user.birthDate }).from(user).where(eq(user.id, me.id))
      : [];
    if (row?.birthDate && row.birthDate !== body.birthDate) return refusal(403, "BIRTH_DATE_LOCKED");
  }
  if (typeof body.birthDate !== "string") return null;
  const rules = await readRules(deps.database.db);
  const today = studioToday(deps.clock.now(), deps.zone());
  if (ageStanding(body.birthDate, today, rules) === "under_minimum")
    return refusal(403, "UNDER_MINIMUM_AGE", { minimumAge: rules.minimumAge });
  if (path === "/sign-up/email" && body.guardianEmail === body.email) return refusal(400, "GUARDIAN_SELF");
  return null;
}

/** The asks still running beside their answers, so a test can wait for them before reading the outbox. */
const running = new Set<Promise<void>>();
export const guardianAsksSettled = () => Promise.all([...running]).then(() => undefined);

/** Starts `askGuardianAfterSignUp` beside the answer (decision 042), kept until it ends. */
export function askGuardianBeside(c: Context<AppEnv>, answer: Response, guardianEmail: unknown): void {
  const task = askGuardianAfterSignUp(c, answer, guardianEmail).finally(() => running.delete(task));
  running.add(task);
}

/**
 * After a sign-up the library accepted: the link to the guardian the new member named. An address
 * that already had an account answers with a user that was never written (no enumeration), so
 * nothing is asked for it; a failure here leaves the member to ask again from their account page.
 */
export async function askGuardianAfterSignUp(c: Context<AppEnv>, answer: Response, guardianEmail: unknown) {
  if (!answer.ok || typeof guardianEmail !== "string") return;
  const deps = c.get("deps");
  try {
    const { user: created } = (await answer.json()) as { user?: { id?: string } };
    if (!created?.id) return;
    const [row] = await deps.database.db
      .select({ birthDate: user.birthDate })
      .from(user)
      .where(eq(user.id, created.id));
    const rules = await readRules(deps.database.db);
    const today = studioToday(deps.clock.now(), deps.zone());
    if (!row || ageStanding(row.birthDate, today, rules) !== "needs_consent") return;
    await inTransaction(deps, (tx) => askGuardian(tx, deps, created.id!, guardianEmail));
  } catch (err) {
    deps.logger.error({ err }, "sign-up: the guardian's link could not be asked");
  }
}
