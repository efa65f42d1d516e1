import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDER_DEFAULTS } from "../../../shared/domain/reminders";
import { type Database, openPostgres } from "../../db/client";
import { emailOutbox, memberAccounts, remindersSent, user } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import { fixedClock } from "../../platform/clock";
import { testDatabaseKind } from "../../test/db";
import { createTestApp, type TestApp } from "../../test/factories";
import { type QuickMember, quickMembers } from "../../test/members";
import { call } from "../../test/requests";
import { type DriftReminderDeps, runDriftReminders } from "./job";

/**
 * Two instances of the server on one PostgreSQL database (each its own pool and mailer) run the
 * reminders' round at the same moment, several times: each member gets each reminder once
 * (decision 030). PGlite has one connection, so nothing runs side by side there: skipped.
 */
const onPostgres = testDatabaseKind() === "postgres";
const EVENING = new Date("2025-09-10T17:30:00Z"); // 20:30 Athens
const clock = fixedClock(EVENING);
let t: TestApp;
let second: Database;
let members: QuickMember[];

describe.skipIf(!onPostgres)("two instances", () => {
  let one: DriftReminderDeps;
  let two: DriftReminderDeps;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    second = openPostgres(t.database.url!, 5);
    const [admin] = await quickMembers(t.deps, 1, { sessions: 0, expiresAt: null, prefix: "owner" });
    await t.database.db.update(user).set({ role: "owner" }).where(eq(user.id, admin!.id));
    const rules = Object.values(REMINDER_DEFAULTS).map((r) => ({ ...r, enabled: true }));
    expect((await call(t, "PUT", "/api/admin/reminders", admin!.cookie, { rules })).status).toBe(200);
    // One session left on a valid package: each is due the 'last session' reminder.
    members = await quickMembers(t.deps, 20, {
      sessions: 1,
      expiresAt: new Date("2025-10-10T20:00:00Z"),
      prefix: "pair",
    });
    // Bought today: not yet 'dormant'.
    await t.database.db
      .update(memberAccounts)
      .set({ packagePurchasedAt: EVENING })
      .where(
        inArray(
          memberAccounts.userId,
          members.map((x) => x.id),
        ),
      );
    const base = {
      config: t.deps.config,
      zone: t.deps.zone,
      logger: t.deps.logger,
      unsubscribeKey: t.deps.unsubscribeKey,
    };
    one = { ...base, db: t.database.db, mailer: t.deps.mailer };
    const mailer = createMailer({ db: second.db, logger: t.deps.logger, from: t.deps.config.MAIL_FROM });
    two = { ...base, db: second.db, mailer };
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it("sends each member's reminder once", async () => {
    const counts = await Promise.all([
      runDriftReminders(one, EVENING),
      runDriftReminders(two, EVENING),
      runDriftReminders(one, EVENING),
      runDriftReminders(two, EVENING),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(members.length);
    // A restart, and the next evening: nothing more.
    expect(await runDriftReminders(two, EVENING)).toBe(0);
    expect(await runDriftReminders(one, new Date(EVENING.getTime() + 86_400_000))).toBe(0);
    const ids = members.map((x) => x.id);
    const sent = await t.database.db.select().from(remindersSent).where(inArray(remindersSent.userId, ids));
    expect(sent).toHaveLength(members.length);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.toAddress,
          members.map((x) => x.email),
        ),
      );
    expect(mails.filter((x) => x.template === "reminder")).toHaveLength(members.length);
  });
});
