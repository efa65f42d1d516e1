import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../../db/client";
import { memberAccounts, memberCredits } from "../../db/schema";
import { changeCredits } from "../../domain/credits";
import { testDatabaseKind } from "../../test/db";
import { createAdmin, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { type QuickMember, quickMembers } from "../../test/members";
import { call } from "../../test/requests";

/**
 * The desk changes a member's balance while the member's own booking spends a session (the mixed
 * benchmark's PostgreSQL pass met this as `deadlock detected`, a 500). The booking locks the
 * account row, then its ledger row's key points at the user row; the desk's change locks the user
 * row (so an erasure cannot slip in), then the account row: each must wait for the other to end,
 * not for a deadlock. PGlite has one connection, so nothing runs side by side there: skipped.
 */
const onPostgres = testDatabaseKind() === "postgres";
let t: TestApp;
let second: Database;
let admin: TestUser;
let member: QuickMember;

describe.skipIf(!onPostgres)("a balance change beside a booking's spend", () => {
  beforeAll(async () => {
    t = await createTestApp();
    second = openPostgres(t.database.url!, 2);
    admin = await createAdmin(t);
    [member] = await quickMembers(t.deps, 1, { sessions: 5, expiresAt: new Date(Date.now() + 86_400_000) });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const waitingOnLocks = async () =>
    Number(
      (
        (await t.database.db.execute(
          sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: string }[] }
      ).rows[0]!.n,
    );

  it("both commit: no deadlock", async () => {
    let desk: Promise<{ status: number }> | undefined;
    await second.db.transaction(async (tx) => {
      // The booking's first lock (changeCredits' own), held while the desk's change starts.
      await tx.select().from(memberAccounts).where(eq(memberAccounts.userId, member.id)).for("update");
      desk = call(t, "POST", `/api/admin/members/${member.id}/sessions`, admin.cookie, {
        delta: 1,
        reason: "Paid at the desk",
      });
      for (let i = 0; i < 100 && (await waitingOnLocks()) === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await waitingOnLocks()).toBe(1);
      await changeCredits(tx, { userId: member.id, kind: "gym", delta: -1, reason: "booking" });
    });
    expect((await desk!).status).toBe(200);
    const [gym] = await t.database.db.select().from(memberCredits).where(eq(memberCredits.userId, member.id));
    expect(gym!.sessions).toBe(5);
  });
});
