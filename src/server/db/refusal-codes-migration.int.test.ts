import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorCode } from "../../shared/errors";
import { databaseAt } from "../test/migrations";
import { migrateDatabase } from "./migrate";

/**
 * Decision 035, one refusal code per rule: a waitlist place skipped or expired before the PILATES_*
 * codes went keeps its reason as the rule's one code, in its row and in the member's history, so
 * the history page and 'download my data' still say why. A database written by the schema before
 * (migration 0033) holds the old codes; after the migration every reason is a code the API knows.
 */

const BEFORE = "0033_numbered-places";
const OLD_TO_NEW = [
  ["NO_PILATES_CREDITS", "NO_SESSIONS_LEFT", "skipped"],
  ["NO_PILATES_PACKAGE", "NO_ACTIVE_PACKAGE", "skipped"],
  ["PILATES_PACKAGE_EXPIRED", "PACKAGE_EXPIRED", "skipped"],
  ["PILATES_ALREADY_BOOKED_THIS_DAY", "ALREADY_BOOKED_THIS_DAY", "skipped"],
  ["PILATES_ACTIVE_RESERVATION_EXISTS", "ACTIVE_RESERVATION_EXISTS", "skipped"],
  ["PILATES_CLASS_CANCELLED", "CLASS_CANCELLED", "expired"],
  // A gym place's reason was already the rule's code.
  ["WAITLIST_CLOSED", "WAITLIST_CLOSED", "expired"],
] as const;

let database: Awaited<ReturnType<typeof databaseAt>>["database"];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await databaseAt(BEFORE));
});

afterAll(() => close());

describe("migration 0034: one refusal code per rule", () => {
  it("rewrites the waitlist's stored PILATES_* reasons to the rule's code, in places and history", async () => {
    const db = database.db;
    await db.execute(sql`insert into "user" (id, email, name, email_verified)
      values ('waiting', 'waiting@old.test', 'Waiting', true)`);
    for (const [i, [old, , state]] of OLD_TO_NEW.entries()) {
      const date = `2026-10-${String(i + 1).padStart(2, "0")}`;
      const [entry] = (
        await db.execute<{ id: string }>(sql`insert into waitlist_entries
            (schedule, user_id, date, time, state, reason, closes_at, resolved_at)
          values ('pilates', 'waiting', ${date}, '18:00', ${state}, ${old}, now(), now()) returning id`)
      ).rows;
      await db.execute(sql`insert into waitlist_events (entry_id, user_id, schedule, date, time, kind, reason, at)
        values (${entry!.id}, 'waiting', 'pilates', ${date}, '18:00', ${state}, ${old}, now())`);
    }

    await migrateDatabase(database);

    const expected = OLD_TO_NEW.map(([, now]) => now);
    const places = await db.execute<{ reason: string }>(
      sql`select reason from waitlist_entries order by date`,
    );
    const history = await db.execute<{ reason: string }>(
      sql`select reason from waitlist_events order by date`,
    );
    expect(places.rows.map((r) => r.reason)).toEqual(expected);
    expect(history.rows.map((r) => r.reason)).toEqual(expected);
    expect(expected.every(isErrorCode)).toBe(true);
  });
});
