import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/db";
import { seedMember } from "../test/members";
import {
  announcements,
  closures,
  creditLedger,
  memberAccounts,
  memberCredits,
  schedules,
  user,
} from "./schema";

/** The rules the database itself keeps, whoever writes (features, CLI, the auth library, SQL). */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The PostgreSQL error code of a failed statement (Drizzle wraps the driver's error). */
async function sqlState(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}
const CHECK_VIOLATION = "23514";
const FOREIGN_KEY_VIOLATION = "23503";
/** ON DELETE RESTRICT: restrict_violation on PGlite, foreign_key_violation on PostgreSQL 15. */
const REFUSED_DELETE = ["23001", "23503"];

describe("CHECK constraints", () => {
  it("refuse an unknown role or language on a user", async () => {
    const m = await seedMember(database.db, { firstName: "Άννα", lastName: "Ρούσου" });
    const where = eq(user.id, m.id);
    expect(await sqlState(database.db.update(user).set({ role: "superuser" }).where(where))).toBe(
      CHECK_VIOLATION,
    );
    expect(await sqlState(database.db.update(user).set({ language: "de" }).where(where))).toBe(
      CHECK_VIOLATION,
    );
    await database.db.update(user).set({ role: "trainer", language: "en" }).where(where);
  });

  it("refuse a ledger row, a balance or a schedule of a kind of credit no row has (decision 038)", async () => {
    const kind = "boxing";
    const m = await seedMember(database.db, { firstName: "Νίκος", lastName: "Δήμου" });
    expect(
      await sqlState(
        database.db
          .insert(creditLedger)
          .values({ userId: m.id, kind, delta: 1, balanceAfter: 1, reason: "x" }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await sqlState(database.db.insert(memberCredits).values({ userId: m.id, kind, sessions: 1 })),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await sqlState(
        database.db.insert(schedules).values({
          key: "boxing",
          nameGr: "Πυγμαχία",
          nameEn: "Boxing",
          timetable: "classes",
          creditKind: kind,
        }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    // A balance never goes below 0, whatever its kind.
    expect(
      await sqlState(database.db.insert(memberCredits).values({ userId: m.id, kind: "gym", sessions: -1 })),
    ).toBe(CHECK_VIOLATION);
  });

  it("refuse a closure or an announcement that ends before it starts", async () => {
    expect(
      await sqlState(database.db.insert(closures).values({ startDate: "2025-08-20", endDate: "2025-08-10" })),
    ).toBe(CHECK_VIOLATION);
    await database.db.insert(closures).values({ startDate: "2025-08-10", endDate: "2025-08-10" });
    expect(
      await sqlState(
        database.db
          .insert(announcements)
          .values({ kind: "message", startsOn: "2025-08-20", endsOn: "2025-08-10" }),
      ),
    ).toBe(CHECK_VIOLATION);
  });
});

describe("a member's history", () => {
  it("cannot be deleted with the user: deleting a user with ledger rows fails", async () => {
    const m = await seedMember(database.db, { firstName: "Ελένη", lastName: "Ζερβού", gym: 5 });
    expect(REFUSED_DELETE).toContain(await sqlState(database.db.delete(user).where(eq(user.id, m.id))));
    const rows = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, m.id));
    expect(rows).toHaveLength(1);
  });

  it("a user without history can still be deleted", async () => {
    const m = await seedMember(database.db, { firstName: "Κενός", lastName: "Λογαριασμός" });
    await database.db.delete(user).where(eq(user.id, m.id));
    expect(await database.db.select().from(user).where(eq(user.id, m.id))).toHaveLength(0);
  });
});

describe("updated_at", () => {
  it("moves on every update without the writer setting it", async () => {
    const m = await seedMember(database.db, { firstName: "Ζωή", lastName: "Ρήγα" });
    const longAgo = new Date("2020-01-01T00:00:00Z");
    await database.db.execute(
      sql`update member_accounts set updated_at = ${longAgo} where user_id = ${m.id}`,
    );
    await database.db
      .update(memberAccounts)
      .set({ phone: "6900000000" })
      .where(eq(memberAccounts.userId, m.id));
    const [row] = await database.db.select().from(memberAccounts).where(eq(memberAccounts.userId, m.id));
    expect(row!.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    expect(Math.abs(row!.updatedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});
