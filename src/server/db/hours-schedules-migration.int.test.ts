import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseAt } from "../test/migrations";
import { migrateDatabase } from "./migrate";

/**
 * Decision 035, "A second hours schedule": capacity overrides become per schedule and date. A
 * database written by the schema before (migration 0034) keeps every override as the gym floor's,
 * the gym keeps reading the studio's default capacity, and a second hours schedule may then hold
 * an override of the same date without touching the gym's.
 */

const BEFORE = "0034_refusal-codes";

let database: Awaited<ReturnType<typeof databaseAt>>["database"];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await databaseAt(BEFORE));
});

afterAll(() => close());

describe("migration 0036: capacity overrides per hours schedule", () => {
  it("keeps every override as the gym floor's, and lets a second room hold its own", async () => {
    const db = database.db;
    await db.execute(sql`insert into slot_capacity (date, capacity)
      values ('2026-12-01', 4), ('2026-12-24', 0), ('2027-01-02', 12)`);

    await migrateDatabase(database);

    const overrides = await db.execute(
      sql`select schedule, date::text as date, capacity from slot_capacity order by date`,
    );
    expect(overrides.rows).toEqual([
      { schedule: "gym", date: "2026-12-01", capacity: 4 },
      { schedule: "gym", date: "2026-12-24", capacity: 0 },
      { schedule: "gym", date: "2027-01-02", capacity: 12 },
    ]);
    const gym = await db.execute(sql`select timetable, default_capacity from schedules where key = 'gym'`);
    expect(gym.rows).toEqual([{ timetable: "hours", default_capacity: null }]);

    await db.execute(sql`insert into schedules (key, name_gr, name_en, timetable, credit_kind, default_capacity)
      values ('room-2', 'Δεύτερη αίθουσα', 'Second room', 'hours', 'gym', 3)`);
    await db.execute(
      sql`insert into slot_capacity (schedule, date, capacity) values ('room-2', '2026-12-01', 1)`,
    );
    const first = await db.execute(
      sql`select schedule, capacity from slot_capacity where date = '2026-12-01' order by schedule`,
    );
    expect(first.rows).toEqual([
      { schedule: "gym", capacity: 4 },
      { schedule: "room-2", capacity: 1 },
    ]);
    await expect(
      db.execute(sql`insert into slot_capacity (schedule, date, capacity) values ('gym', '2026-12-01', 5)`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update schedules set default_capacity = 0 where key = 'room-2'`),
    ).rejects.toThrow();
  });
});
