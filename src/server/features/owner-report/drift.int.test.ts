import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Campaign } from "../../../shared/schemas/mass-mail";
import type { DriftListAnswer, DriftSettings } from "../../../shared/schemas/owner-report";
import {
  massMailRecipients,
  massMailUnsubscribes,
  memberAccounts,
  packageRequests,
  reservations,
  user,
} from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/factories";
import { type QuickMember, quickMembers } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";

/**
 * The drifting members' lists at 12:00 Athens time on Wednesday 10 September 2025, with
 * the default thresholds and then the owner's own; a list's message goes out as a mass e-mail
 * campaign (its recipients are the list, less whoever unsubscribed).
 */
const NOW = new Date("2025-09-10T09:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const clock = fixedClock(NOW);
let t: TestApp;
let admin: QuickMember;
const m: Record<string, QuickMember> = {};

const list = async (name: string) => {
  const res = await call<DriftListAnswer>(t, "GET", `/api/admin/report/drift/${name}`, admin.cookie);
  expect(res.status).toBe(200);
  return res.body.members.map((x) => x.email.split(".")[0]).sort();
};

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  [admin] = await quickMembers(t.deps, 1, { sessions: 0, expiresAt: null, prefix: "owner" });
  await t.database.db.update(user).set({ role: "owner" }).where(eq(user.id, admin!.id));
  const db = t.database.db;
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
  await make("regular", 10, at(60)); // came on 5 September
  await make("newcomer", 10, at(60), 3); // bought 3 days ago, not come yet: not dormant
  await make("lapsed", 0, at(-10)); // ended 10 days ago
  await make("rebought", 0, at(-10)); // ended 10 days ago and asked for a package since
  await make("longgone", 0, at(-40)); // ended 40 days ago
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
      visit("regular", "2025-09-05"),
      visit("ending", "2025-09-08"),
      visit("lastone", "2025-09-08"),
    ]);
  await db.insert(packageRequests).values({
    userId: m.rebought!.id,
    packageName: "Basic 12",
    kind: "gym",
    priceCents: 5000,
    sessions: 12,
    months: 1,
    createdAt: at(-2),
  });
});
afterAll(() => t.close());

describe("members drifting away", () => {
  it("lists packages ending soon, members with a package who stopped coming, and packages ended with nothing bought since", async () => {
    expect(await list("expiring")).toEqual(["ending", "lastone"]);
    expect(await list("dormant")).toEqual(["quiet"]);
    expect(await list("lapsed")).toEqual(["lapsed"]);
    const quiet = await call<DriftListAnswer>(t, "GET", "/api/admin/report/drift/dormant", admin.cookie);
    expect(quiet.body.members[0]).toMatchObject({
      lastVisit: "2025-08-20",
      credits: [{ kind: "gym", sessions: 10, expiresAt: expect.any(String) }],
      unsubscribed: false,
    });
  });

  it("follows the owner's thresholds", async () => {
    const wider: DriftSettings = { expiringDays: 90, sessionsLeft: 0, dormantDays: 30, lapsedDays: 45 };
    const saved = await call<DriftSettings>(
      t,
      "PUT",
      "/api/admin/report/drift-settings",
      admin.cookie,
      wider,
    );
    expect(saved).toEqual({ status: 200, body: wider });
    expect(await list("expiring")).toEqual(["ending", "lastone", "newcomer", "quiet", "regular"]);
    expect(await list("dormant")).toEqual([]);
    expect(await list("lapsed")).toEqual(["lapsed", "longgone"]);
    const bad = await call<ErrorBody>(t, "PUT", "/api/admin/report/drift-settings", admin.cookie, {
      ...wider,
      dormantDays: 0,
    });
    expect(bad.status).toBe(400);
    const unknown = await call<ErrorBody>(t, "GET", "/api/admin/report/drift/everyone", admin.cookie);
    expect(unknown.status).toBe(400);
  });

  it("sends a list a message through the mass e-mail job, skipping who unsubscribed", async () => {
    await t.database.db.insert(massMailUnsubscribes).values({ userId: m.longgone!.id });
    const res = await call<Campaign & ErrorBody>(t, "POST", "/api/admin/mass-mail", admin.cookie, {
      subject: "Σας περιμένουμε",
      message: "Ένα νέο πακέτο σας περιμένει.",
      audience: "lapsed",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ audience: "lapsed", total: 1, status: "running" });
    const to = await t.database.db
      .select({ userId: massMailRecipients.userId })
      .from(massMailRecipients)
      .where(eq(massMailRecipients.campaignId, res.body.id));
    expect(to).toEqual([{ userId: m.lapsed!.id }]);
    // The list itself still shows both, the unsubscribed one marked.
    const lapsed = await call<DriftListAnswer>(t, "GET", "/api/admin/report/drift/lapsed", admin.cookie);
    const marked = lapsed.body.members.map((x) => [x.email.split(".")[0], x.unsubscribed]);
    expect(Object.fromEntries(marked)).toEqual({ lapsed: false, longgone: true });
  });
});
