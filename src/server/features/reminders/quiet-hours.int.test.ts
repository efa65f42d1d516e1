import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDER_DEFAULTS } from "../../../shared/domain/reminders";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import { emailOutbox, remindersSent, user } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import type { MailTransport } from "../../mail/outbox";
import { fixedClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/factories";
import { type QuickMember, quickMembers } from "../../test/members";
import { call } from "../../test/requests";
import { setRules } from "../../test/studio-rules";
import { type DriftReminderDeps, runDriftReminders } from "./job";

/**
 * The reminders' job keeps the studio's quiet hours (StudioRules.quietHours, 21:00 to 09:00 by
 * default; the owner may move them) on a controlled clock in Athens, and each reminder's marker and
 * e-mail commit together, the e-mail leaving right after that commit (decision 030).
 */
const athens = (isoLocal: string) => new Date(`${isoLocal}+03:00`);
const clock = fixedClock(athens("2025-09-10T12:00:00"));
const EXPIRES = athens("2025-10-30T12:00:00");
let t: TestApp;
let admin: QuickMember;
let runner: DriftReminderDeps;
/** What the SMTP server received, and whether each one's marker was committed when it did. */
const smtp = { down: false, delivered: [] as { to: string; markerCommitted: boolean }[] };

const lastSessionOnly = {
  rules: [{ ...REMINDER_DEFAULTS.lastSession, enabled: true }],
};
const run = (isoLocal: string) => {
  clock.set(athens(isoLocal));
  return runDriftReminders(runner, clock.now());
};
/** Members with one session left on a valid package: each is due the 'last session' reminder. */
const lastOne = (n: number, prefix: string) =>
  quickMembers(t.deps, n, { sessions: 1, expiresAt: EXPIRES, prefix });
const markersOf = async (members: QuickMember[]) =>
  t.database.db
    .select()
    .from(remindersSent)
    .where(
      inArray(
        remindersSent.userId,
        members.map((m) => m.id),
      ),
    );

beforeAll(async () => {
  t = await createTestApp({ clock, seed: true });
  [admin] = await quickMembers(t.deps, 1, { sessions: 0, expiresAt: null, prefix: "owner" });
  const db = t.database.db;
  await db.update(user).set({ role: "owner" }).where(eq(user.id, admin!.id));
  expect((await call(t, "PUT", "/api/admin/reminders", admin!.cookie, lastSessionOnly)).status).toBe(200);
  // A mailer that talks to an SMTP server, which looks, as each mail arrives, whether its marker is committed.
  const transport = {
    sendMail: async (msg: { to?: unknown }) => {
      if (smtp.down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      const to = String(msg.to);
      const [marker] = await db
        .select({ mailId: remindersSent.mailId })
        .from(remindersSent)
        .innerJoin(user, eq(user.id, remindersSent.userId))
        .where(eq(user.email, to));
      smtp.delivered.push({ to, markerCommitted: Boolean(marker?.mailId) });
      return {} as never;
    },
  } as MailTransport;
  runner = {
    db,
    mailer: createMailer({ db, logger: t.deps.logger, transport, from: "desk@kinisi.test" }),
    config: t.deps.config,
    zone: t.deps.zone,
    logger: t.deps.logger,
    unsubscribeKey: t.deps.unsubscribeKey,
  };
});
afterAll(() => t.close());

describe("the quiet hours", () => {
  it("are 21:00 to 09:00 unless the owner changes them", async () => {
    const rules = await call<typeof SPEC_RULES>(t, "GET", "/api/studio-rules");
    expect(rules.body.quietHours).toEqual({ from: "21:00", to: "09:00" });
  });

  it("send nothing from 21:00 to 09:00; the morning round sends what the night kept", async () => {
    const members = await lastOne(2, "night");
    expect(await run("2025-09-10T21:00:00")).toBe(0);
    expect(await run("2025-09-10T23:45:00")).toBe(0);
    expect(await run("2025-09-11T03:00:00")).toBe(0);
    expect(await run("2025-09-11T08:59:00")).toBe(0);
    expect(await markersOf(members)).toHaveLength(0);
    expect(await run("2025-09-11T09:00:00")).toBe(2);
    expect(await markersOf(members)).toHaveLength(2);
    expect(await run("2025-09-11T09:15:00")).toBe(0);
  });

  it("follow the owner's settings: quiet at lunch, the afternoon round sends", async () => {
    const saved = await setRules(t, admin.cookie, { quietHours: { from: "12:00", to: "14:00" } });
    expect(saved.status).toBe(200);
    const members = await lastOne(1, "lunch");
    expect(await run("2025-09-12T12:00:00")).toBe(0);
    expect(await run("2025-09-12T13:59:00")).toBe(0);
    expect(await run("2025-09-12T22:00:00")).toBe(1); // the night is no longer quiet
    expect(await markersOf(members)).toHaveLength(1);
    expect((await setRules(t, admin.cookie, { quietHours: SPEC_RULES.quietHours })).status).toBe(200);
  });

  it("are refused when they start and end at the same time, or at a time that is none", async () => {
    const same = await setRules(t, admin.cookie, { quietHours: { from: "22:00", to: "22:00" } });
    expect(same.status).toBe(400);
    const issues = (same.body as { error: { params: { issues: { message: string; path: string }[] } } }).error
      .params.issues;
    expect(issues[0]).toEqual({ message: "SETTINGS_QUIET_HOURS_SAME", path: "rules.quietHours.to" });
    const none = await setRules(t, admin.cookie, { quietHours: { from: "25:00", to: "09:00" } });
    expect(none.status).toBe(400);
    const [member] = await quickMembers(t.deps, 1, { sessions: 0, expiresAt: null, prefix: "refused" });
    expect((await setRules(t, member!.cookie, { quietHours: { from: "20:00", to: "08:00" } })).status).toBe(
      403,
    );
  });
});

describe("each reminder's marker and e-mail", () => {
  it("commit together, and the e-mail leaves right after the commit", async () => {
    smtp.delivered = [];
    const members = await lastOne(3, "commit");
    expect(await run("2025-09-13T10:00:00")).toBe(3);
    // Delivered right after the round, each after its own marker (with the mail's id) committed.
    const mineNow = () => smtp.delivered.filter((d) => members.some((m) => m.email === d.to));
    await expect.poll(() => mineNow().length).toBe(3);
    const mine = mineNow();
    expect(mine.every((d) => d.markerCommitted)).toBe(true);
    for (const marker of await markersOf(members)) {
      const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, marker.mailId!));
      expect(mail).toMatchObject({ status: "sent", template: "reminder" });
    }
  });

  it("stay committed when the send fails: the outbox tries again, the job never sends twice", async () => {
    smtp.down = true;
    try {
      const [member] = await lastOne(1, "retry");
      expect(await run("2025-09-13T11:00:00")).toBe(1);
      const [marker] = await markersOf([member!]);
      const mailRow = async () =>
        (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, marker!.mailId!)))[0];
      // Tried once, right after the round's commit.
      await expect.poll(async () => (await mailRow())?.status).toBe("failed");
      const mail = await mailRow();
      expect(mail).toMatchObject({ status: "failed", attempts: 1 });
      expect(mail!.nextAttemptAt).not.toBeNull();
      expect(await run("2025-09-13T11:15:00")).toBe(0);
    } finally {
      smtp.down = false;
    }
  });
});
