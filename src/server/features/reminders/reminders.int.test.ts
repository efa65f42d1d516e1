import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDER_DEFAULTS } from "../../../shared/domain/reminders";
import type { MemberReminders, ReminderRules } from "../../../shared/schemas/reminders";
import {
  emailOutbox,
  massMailUnsubscribes,
  memberAccounts,
  packageRequests,
  remindersSent,
  reservations,
  user,
} from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/factories";
import { type QuickMember, quickMembers, setExpiry } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";
import { type DriftReminderDeps, runDriftReminders } from "./job";

/**
 * The automatic reminders (decision 030) on Wednesday 10 September 2025 in Athens: the
 * studio's quiet hours are 21:00 to 09:00 (the default), so nothing goes at 21:00 or 08:59 and each
 * due member gets each reminder once at 20:30; a second round, an unsubscribed member and a rule
 * left off get nothing (quiet-hours.int.test.ts: the hours the owner sets, and the e-mail after the commit).
 */
const EVENING = new Date("2025-09-10T17:30:00Z"); // 20:30 Athens
const DAY = 86_400_000;
const at = (days: number) => new Date(EVENING.getTime() + days * DAY);
const clock = fixedClock(EVENING);
let t: TestApp;
let admin: QuickMember;
let runner: DriftReminderDeps;
const m: Record<string, QuickMember> = {};

const allOn = () => ({
  rules: Object.values(REMINDER_DEFAULTS).map((r) => ({ ...r, enabled: true })),
});
const errorOf = (res: { body: unknown }) => (res.body as ErrorBody).error.code;
const run = (iso: Date | string = EVENING) => {
  clock.set(iso);
  return runDriftReminders(runner, clock.now());
};
const sentTo = async (who: string) =>
  (await t.database.db.select().from(remindersSent).where(eq(remindersSent.userId, m[who]!.id))).map(
    (r) => r.kind,
  );
const mailsTo = async (who: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, m[who]!.email))).filter(
    (r) => r.template === "reminder",
  );

beforeAll(async () => {
  t = await createTestApp({ clock, seed: true });
  [admin] = await quickMembers(t.deps, 1, { sessions: 0, expiresAt: null, prefix: "owner" });
  const db = t.database.db;
  await db.update(user).set({ role: "owner" }).where(eq(user.id, admin!.id));
  runner = {
    db,
    mailer: t.deps.mailer,
    config: t.deps.config,
    zone: t.deps.zone,
    logger: t.deps.logger,
    unsubscribeKey: t.deps.unsubscribeKey,
  };
  const make = async (name: string, sessions: number, expires: Date | null, boughtDaysAgo = 40) => {
    const [x] = await quickMembers(t.deps, 1, { sessions, expiresAt: expires, prefix: name });
    await db
      .update(memberAccounts)
      .set({ packagePurchasedAt: at(-boughtDaysAgo) })
      .where(eq(memberAccounts.userId, x!.id));
    m[name] = x!;
  };
  await make("ending", 5, at(5)); // ends in 5 days
  await make("lastone", 1, at(60)); // one session left
  await make("quiet", 10, at(60)); // last came on 20 August
  await make("regular", 10, at(60)); // came on 8 September: nothing due
  await make("lapsed", 0, at(-8)); // ended 8 days ago
  await make("longgone", 0, at(-40)); // ended 40 days ago: too long ago to remind
  await make("newcomer", 10, at(60), 0); // first package approved this morning
  await make("unsub", 5, at(5)); // ends in 5 days, but unsubscribed
  await db.update(user).set({ language: "en" }).where(eq(user.id, m.lastone!.id));
  await db.insert(massMailUnsubscribes).values({ userId: m.unsub!.id });
  const visit = (who: string, date: string) => ({
    kind: "member" as const,
    userId: m[who]!.id,
    date,
    time: "10:00",
    schedule: "gym" as const,
  });
  await db
    .insert(reservations)
    .values([
      visit("quiet", "2025-08-20"),
      visit("regular", "2025-09-08"),
      visit("ending", "2025-09-08"),
      visit("lastone", "2025-09-08"),
    ]);
  await db.insert(packageRequests).values({
    userId: m.newcomer!.id,
    packageName: "Basic 12",
    kind: "gym",
    priceCents: 5000,
    sessions: 12,
    months: 1,
    status: "approved",
    createdAt: at(-0.5),
    approvedAt: at(-0.4),
    expiresAt: at(60),
  });
});
afterAll(() => t.close());

describe("the reminders' rules", () => {
  it("reads the defaults, all off, and saves the owner's words", async () => {
    const res = await call<ReminderRules>(t, "GET", "/api/admin/reminders", admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body.rules.map((r) => [r.kind, r.enabled, r.days])).toEqual([
      ["expiring", false, 7],
      ["lastSession", false, 0],
      ["dormant", false, 14],
      ["lapsed", false, 7],
      ["welcome", false, 0],
    ]);
    const saved = await call<ReminderRules>(t, "PUT", "/api/admin/reminders", admin.cookie, {
      rules: [{ ...REMINDER_DEFAULTS.dormant, subjectEn: "  Come back  " }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.rules.find((r) => r.kind === "dormant")?.subjectEn).toBe("Come back");
  });

  it("refuses empty words, days out of range, a kind twice, and a member's call", async () => {
    const put = (body: unknown, cookie = admin.cookie) =>
      call(t, "PUT", "/api/admin/reminders", cookie, body);
    const d = REMINDER_DEFAULTS.expiring;
    expect(errorOf(await put({ rules: [{ ...d, textGr: " " }] }))).toBe("FILL_ALL_FIELDS");
    expect(errorOf(await put({ rules: [{ ...d, days: 0 }] }))).toBe("REMINDER_DAYS_RANGE");
    expect(errorOf(await put({ rules: [{ ...d, subjectGr: "x".repeat(151) }] }))).toBe(
      "REMINDER_WORDS_TOO_LONG",
    );
    expect(errorOf(await put({ rules: [d, d] }))).toBe("REMINDER_KIND_TWICE");
    expect((await put({ rules: [d] }, m.regular!.cookie)).status).toBe(403);
  });
});

describe("the daily job", () => {
  it("sends nothing while every rule is off", async () => {
    expect(await run()).toBe(0);
  });

  it("sends nothing in the studio's quiet hours (21:00 to 09:00 by default)", async () => {
    const res = await call(t, "PUT", "/api/admin/reminders", admin.cookie, allOn());
    expect(res.status).toBe(200);
    expect(await run("2025-09-10T18:00:00Z")).toBe(0); // 21:00 Athens
    expect(await run("2025-09-10T05:59:00Z")).toBe(0); // 08:59 Athens
  });

  it("sends each due member each reminder once, in their language, with a link", async () => {
    expect(await run()).toBe(5);
    expect(await sentTo("ending")).toEqual(["expiring"]);
    expect(await sentTo("lastone")).toEqual(["lastSession"]);
    expect(await sentTo("quiet")).toEqual(["dormant"]);
    expect(await sentTo("lapsed")).toEqual(["lapsed"]);
    expect(await sentTo("newcomer")).toEqual(["welcome"]);
    for (const who of ["regular", "longgone", "unsub"]) expect(await sentTo(who)).toEqual([]);
    const [greek] = await mailsTo("ending");
    expect(greek!.subject).toBe(REMINDER_DEFAULTS.expiring.subjectGr);
    expect(greek!.textBody).toContain(`Ζήτησε πακέτο: ${t.deps.config.publicUrl}/account`);
    expect(greek!.textBody).toContain("/unsubscribe?token=");
    const [english] = await mailsTo("lastone");
    expect(english!.subject).toBe(REMINDER_DEFAULTS.lastSession.subjectEn);
    const [dormant] = await mailsTo("quiet");
    expect(dormant!.textBody).toContain(`Κλείσε ραντεβού: ${t.deps.config.publicUrl}/`);
  });

  it("sends nothing again on a second round, nor the next evening", async () => {
    expect(await run()).toBe(0);
    expect(await run(at(1))).toBe(0);
    for (const who of ["ending", "lastone", "quiet", "lapsed", "newcomer"])
      expect(await mailsTo(who)).toHaveLength(1);
    expect(await mailsTo("unsub")).toHaveLength(0);
    clock.set(EVENING);
  });

  it("reminds again on a new occasion: a package renewed that ends again", async () => {
    await setExpiry(t.database.db, m.ending!.id, "gym", at(9));
    expect(await run(at(3))).toBe(1);
    expect(await mailsTo("ending")).toHaveLength(2);
    clock.set(EVENING);
  });

  it("runs side by side without sending twice", async () => {
    const [x] = await quickMembers(t.deps, 1, { sessions: 1, expiresAt: at(30), prefix: "twice" });
    m.twice = x!;
    await t.database.db
      .update(memberAccounts)
      .set({ packagePurchasedAt: EVENING })
      .where(eq(memberAccounts.userId, x!.id));
    const counts = await Promise.all([run(), run(), run()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo("twice")).toHaveLength(1);
  });

  it("shows the member's reminders on the members screen", async () => {
    const res = await call<MemberReminders>(
      t,
      "GET",
      `/api/admin/members/${m.ending!.id}/reminders`,
      admin.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body.reminders.map((r) => [r.kind, r.occasion])).toEqual([
      ["expiring", "2025-09-19"],
      ["expiring", "2025-09-15"],
    ]);
    const none = await call(t, "GET", "/api/admin/members/no-such-member/reminders", admin.cookie);
    expect(errorOf(none)).toBe("USER_NOT_FOUND");
  });
});
