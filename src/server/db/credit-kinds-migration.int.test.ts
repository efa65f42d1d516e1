import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerMismatches } from "../domain/credits";
import { databaseAt } from "../test/migrations";
import { migrateDatabase } from "./migrate";

/**
 * Decision 038: the balances move from two columns of member_accounts to a row per kind. A database
 * written by the schema before (migration 0029, as main had it) is filled with members holding gym
 * and Pilates credits, expiries and ledger rows; after the migration every balance, expiry and
 * ledger row is there, and every balance still equals its ledger.
 */

const BEFORE = "0029_standing-bookings";

let database: Awaited<ReturnType<typeof databaseAt>>["database"];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await databaseAt(BEFORE));
});

afterAll(() => close());

type Member = {
  id: string;
  gym: number;
  gymUntil: string | null;
  pilates: number;
  pilatesUntil: string | null;
};

const MEMBERS: Member[] = [
  {
    id: "both",
    gym: 7,
    gymUntil: "2026-12-31T21:59:59.999Z",
    pilates: 3,
    pilatesUntil: "2027-01-31T21:59:59.999Z",
  },
  { id: "gym-only", gym: 12, gymUntil: "2026-12-15T21:59:59.999Z", pilates: 0, pilatesUntil: null },
  { id: "spent", gym: 0, gymUntil: "2026-10-01T20:59:59.999Z", pilates: 0, pilatesUntil: null },
  { id: "pilates-only", gym: 0, gymUntil: null, pilates: 5, pilatesUntil: "2027-02-28T21:59:59.999Z" },
  { id: "nothing", gym: 0, gymUntil: null, pilates: 0, pilatesUntil: null },
];

describe("migration 0030: credit kinds as rows", () => {
  it("keeps every balance, expiry and ledger row of a database written by the schema before", async () => {
    const db = database.db;
    for (const m of MEMBERS) {
      await db.execute(sql`insert into "user" (id, email, name, email_verified)
        values (${m.id}, ${`${m.id}@old.test`}, ${m.id}, true)`);
      await db.execute(sql`insert into member_accounts (user_id, gym_sessions, gym_expires_at, pilates_sessions,
          pilates_expires_at, active_package_name)
        values (${m.id}, ${m.gym}, ${m.gymUntil}, ${m.pilates}, ${m.pilatesUntil}, ${m.gym ? "Pro 16" : ""})`);
      // The ledger as the old code wrote it: a grant, then one spent, per kind held.
      for (const [kind, now] of [
        ["gym", m.gym],
        ["pilates", m.pilates],
      ] as const) {
        if (now === 0 && !(kind === "gym" ? m.gymUntil : m.pilatesUntil)) continue;
        await db.execute(sql`insert into credit_ledger (user_id, kind, delta, balance_after, reason)
          values (${m.id}, ${kind}, ${now + 1}, ${now + 1}, 'package_approved'),
                 (${m.id}, ${kind}, -1, ${now}, 'booking')`);
      }
    }
    const ledgerBefore = await db.execute(sql`select id, user_id, kind, delta, balance_after, reason
      from credit_ledger order by id`);

    await migrateDatabase(database);

    const credits = await db.execute<{
      user_id: string;
      kind: string;
      sessions: number;
      expires_at: string | null;
    }>(
      sql`select user_id, kind, sessions, to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at
        from member_credits order by user_id, kind`,
    );
    const expected = MEMBERS.flatMap((m) => [
      ...(m.gym > 0 || m.gymUntil
        ? [{ user_id: m.id, kind: "gym", sessions: m.gym, expires_at: m.gymUntil }]
        : []),
      ...(m.pilates > 0 || m.pilatesUntil
        ? [{ user_id: m.id, kind: "pilates", sessions: m.pilates, expires_at: m.pilatesUntil }]
        : []),
    ]).sort((a, b) => (a.user_id + a.kind).localeCompare(b.user_id + b.kind));
    expect(credits.rows).toEqual(expected);
    const ledgerAfter = await db.execute(sql`select id, user_id, kind, delta, balance_after, reason
      from credit_ledger order by id`);
    expect(ledgerAfter.rows).toEqual(ledgerBefore.rows);
    expect(await ledgerMismatches(db)).toEqual([]);
    const kinds = await db.execute(sql`select key, name_en from credit_kinds order by position`);
    expect(kinds.rows).toEqual([
      { key: "gym", name_en: "Gym" },
      { key: "pilates", name_en: "Reformer Pilates" },
    ]);
    const account = await db.execute(
      sql`select active_package_name from member_accounts where user_id = 'both'`,
    );
    expect(account.rows).toEqual([{ active_package_name: "Pro 16" }]);
  });
});
