import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnerReport } from "../../../shared/schemas/owner-report";
import { reservations, user } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/factories";
import { openKifisiaWithYoga } from "../../test/locations";
import { type QuickMember, quickMembers } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";
import { statementCounter } from "../../test/statements";

/**
 * The owner's report of a studio with two locations, counted in statements (decision 046, "The
 * owner's report, profiled"): the active members of the period, of the period before and of each
 * location come from one statement, so the breakdown costs no statement of its own. The budget
 * (the session, its user and role, the revenue, the members, the studio's rules, the occupancy, the
 * waitlists, whether and which locations the studio has) fails a change that sends one more.
 */
const clock = fixedClock("2025-11-20T09:00:00Z");
const counter = statementCounter();
let t: TestApp;
let owner: QuickMember;
let p: QuickMember[];

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock, sqlLogger: counter.sqlLogger });
  [owner, ...p] = await quickMembers(t.deps, 4, { sessions: 0, expiresAt: null, prefix: "statements" });
  const db = t.database.db;
  await db.update(user).set({ role: "owner" }).where(eq(user.id, owner!.id));
  await openKifisiaWithYoga(t, owner.cookie);
  const book = (i: number, date: string, time: string, schedule: string) => ({
    kind: "member" as const,
    userId: p[i]!.id,
    date,
    time,
    schedule,
  });
  await db.insert(reservations).values([
    book(0, "2025-11-03", "10:00", "gym"),
    book(0, "2025-11-04", "19:00", "yoga"), // p[0] trains at both
    book(1, "2025-11-04", "19:00", "yoga"),
    book(2, "2025-10-28", "10:00", "gym"), // the week before only
  ]);
});
afterAll(() => t.close());

describe("the owner's report, counted in statements", () => {
  it("breaks the active members down by location within its budget", async () => {
    const { result: res, statements } = await counter.during(() =>
      call<OwnerReport & ErrorBody>(
        t,
        "GET",
        "/api/admin/report?from=2025-11-03&to=2025-11-09",
        owner.cookie,
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.activeMembers).toEqual({ current: 2, previous: 1 });
    expect(res.body.byLocation?.map((l) => [l.location, l.activeMembers])).toEqual([
      ["main", 1],
      ["kifisia", 2],
    ]);
    expect(
      statements.length,
      `${statements.length} statements:\n${statements.join("\n")}`,
    ).toBeLessThanOrEqual(10);
  });
});
