import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { setRoleByEmail } from "../auth/admins";
import { reservations } from "../db/schema";
import { ledgerMismatches } from "../domain/credits";
import { fixedClock } from "../platform/clock";
import { createTestApp, type TestApp } from "./factories";
import { type QuickMember, quickMembers } from "./members";
import { call, type ErrorBody } from "./requests";

/** Monday 2025-09-01 09:00 in Athens (EEST, UTC+3). */
const MONDAY_MORNING = "2025-09-01T06:00:00Z";
/** 2025-10-01 23:59:59.999 in Athens: credits valid for the month the tests book in. */
export const LOCATION_TESTS_VALID_UNTIL = new Date("2025-10-01T20:59:59.999Z");

export type LocationTestbed = {
  t: TestApp;
  admin: QuickMember;
  /** A signed-in member holding `sessions` gym sessions until `expiresAt` (roaming: every location). */
  member: (sessions?: number, expiresAt?: Date | null) => Promise<QuickMember>;
  /** A call as the owner. */
  asOwner: <T>(
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: T & ErrorBody }>;
  /** The member's reservation of a date (any schedule), as stored. */
  bookingOf: (userId: string, date: string) => Promise<typeof reservations.$inferSelect | undefined>;
};

/**
 * The locations tests' studio (decision 057): the example studio on a database of its own at a fixed
 * clock, an owner, a member factory. Registers the file's beforeAll/afterAll; after the file, every
 * balance must still equal its ledger.
 */
export function locationTestbed(): LocationTestbed {
  const clock = fixedClock(MONDAY_MORNING);
  const tb = {} as LocationTestbed;
  beforeAll(async () => {
    tb.t = await createTestApp({ clock, seed: true });
    [tb.admin] = await quickMembers(tb.t.deps, 1, { sessions: 0, expiresAt: null, prefix: "owner" });
    await setRoleByEmail(tb.t.database.db, tb.admin.email, "owner");
    tb.member = async (sessions = 5, expiresAt = LOCATION_TESTS_VALID_UNTIL) =>
      (await quickMembers(tb.t.deps, 1, { sessions, expiresAt }))[0]!;
    tb.asOwner = (method, path, body) => call(tb.t, method, path, tb.admin.cookie, body);
    tb.bookingOf = async (userId, date) =>
      (
        await tb.t.database.db
          .select()
          .from(reservations)
          .where(and(eq(reservations.userId, userId), eq(reservations.date, date)))
      )[0];
  });
  afterAll(async () => {
    expect(await ledgerMismatches(tb.t.database.db)).toEqual([]);
    await tb.t.close();
  });
  return tb;
}
