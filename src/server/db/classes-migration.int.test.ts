import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseAt } from "../test/migrations";
import { migrateDatabase } from "./migrate";

/**
 * Decision 052: the class timetable's tables are renamed for what they serve (every class
 * schedule). A database written before keeps every weekly class and every date's change, and the
 * renamed constraints still hold; a class names its schedule.
 */

const BEFORE = "0044_ledger-note";

let database: Awaited<ReturnType<typeof databaseAt>>["database"];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await databaseAt(BEFORE));
});

afterAll(() => close());

describe("migration 0045: the class timetable's tables renamed", () => {
  it("keeps every class and date change, and its constraints under the new names", async () => {
    const db = database.db;
    await db.execute(sql`delete from pilates_classes`);
    await db.execute(sql`insert into pilates_classes (id, schedule, weekday, start_time, minutes, capacity)
      values ('00000000-0000-4000-8000-000000000001', 'pilates', 2, '07:30', 55, 4),
             ('00000000-0000-4000-8000-000000000002', 'pilates', 4, '19:00', 50, 6)`);
    await db.execute(sql`insert into pilates_class_changes (class_id, date, cancelled)
      values ('00000000-0000-4000-8000-000000000001', '2026-12-01', true)`);

    await migrateDatabase(database);

    const kept = await db.execute(
      sql`select weekday, start_time, minutes, capacity from classes order by weekday`,
    );
    expect(kept.rows).toEqual([
      { weekday: 2, start_time: "07:30", minutes: 55, capacity: 4 },
      { weekday: 4, start_time: "19:00", minutes: 50, capacity: 6 },
    ]);
    const changes = await db.execute(sql`select date::text as date, cancelled from class_changes`);
    expect(changes.rows).toEqual([{ date: "2026-12-01", cancelled: true }]);
    const old = await db.execute(
      sql`select count(*)::int as n from pg_class where relname like 'pilates_class%'`,
    );
    expect(old.rows).toEqual([{ n: 0 }]);
    const refused = await db
      .execute(sql`insert into classes (schedule, weekday, start_time, minutes, capacity)
        values ('pilates', 7, '08:00', 55, 4)`)
      .then(
        () => null,
        (err: Error) => err,
      );
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/"classes_weekday_range"/);
    // A class names its schedule: none is assumed any more.
    const unnamed = await db
      .execute(sql`insert into classes (weekday, start_time, minutes, capacity) values (3, '08:00', 55, 4)`)
      .then(
        () => null,
        (err: Error) => err,
      );
    expect(String((unnamed?.cause as Error | undefined)?.message)).toMatch(/"schedule"/);
    await db.execute(sql`delete from classes where weekday = 2`);
    expect((await db.execute(sql`select count(*)::int as n from class_changes`)).rows).toEqual([{ n: 0 }]);
  });
});
