import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppType, createApp } from "../../../app";
import { buildDeps } from "../../../bootstrap";
import { type Database, openPostgres } from "../../../db/client";
import { classes, reservations, schedules } from "../../../db/schema";
import { ledgerMismatches } from "../../../domain/credits";
import { fixedClock } from "../../../platform/clock";
import { TEST_POOL_WAIT_MS } from "../../../test/db";
import { createTestApp, type TestApp } from "../../../test/factories";
import { creditMember, creditsOf, type QuickMember } from "../../../test/members";
import { send } from "../../../test/requests";
import { lockSlot } from "../day-reads";

/**
 * Members racing for the last places of one class through the one booking route, on two server
 * instances over one PostgreSQL database: the class's lock keeps its places, its numbered places
 * stay one booking each, and every credit spent has its ledger row. PGlite runs one transaction
 * at a time, so nothing can race there: these run in the PostgreSQL pass only.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = fixedClock("2025-09-01T06:00:00Z"); // Monday 09:00 in Athens
const VALID_UNTIL = new Date("2025-12-31T21:59:59.999Z");
// A Tuesday 18:00 class of the seeded class schedule, with six places.
const CLASS = { schedule: "pilates", date: "2025-09-02", time: "18:00" };
const PLACES = 6;

let t: TestApp;
let second: Database;
/** Two instances of the server over one database, each with its own connection pool. */
let instances: AppType[];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ clock });
  second = openPostgres(t.database.url!, 10, undefined, TEST_POOL_WAIT_MS);
  const secret = (await t.deps.auth.$context).secret;
  const deps = buildDeps({ config: t.deps.config, database: second, logger: t.deps.logger, secret, clock });
  instances = [t.app, createApp(deps)];
  await t.database.db.delete(classes);
  await t.database.db
    .insert(classes)
    .values({ schedule: CLASS.schedule, weekday: 2, startTime: CLASS.time, minutes: 50, capacity: PLACES });
  await t.database.db
    .update(schedules)
    .set({ numberedPlaces: true })
    .where(eq(schedules.key, CLASS.schedule));
});
afterAll(async () => {
  if (!onPostgres) return;
  await second.close();
  await t.close();
});

const book = (i: number, m: QuickMember, place?: number) =>
  send(
    instances[i % 2]!,
    "/api/bookings",
    { ...CLASS, ...(place ? { place } : {}) },
    {
      headers: { cookie: m.cookie },
    },
  );

async function codesOf(responses: Response[]): Promise<Record<string, number>> {
  const codes: Record<string, number> = {};
  for (const res of responses) {
    const code =
      res.status === 201 ? "BOOKED" : ((await res.json()) as { error: { code: string } }).error.code;
    codes[code] = (codes[code] ?? 0) + 1;
  }
  return codes;
}

describe("members racing for the last places of a class", () => {
  it.skipIf(!onPostgres)(
    "60 members for the last 2 of 6 numbered places: exactly 2 booked, each place once, the balances and the ledger right (PostgreSQL only)",
    async () => {
      const credited = () => creditMember(t.deps, { credits: 2, until: VALID_UNTIL, kind: "pilates" });
      const early: QuickMember[] = [];
      for (let i = 0; i < PLACES - 2; i++) early.push(await credited());
      for (const [i, m] of early.entries()) {
        const res = await book(i, m);
        expect(res.status, await res.clone().text()).toBe(201);
      }
      const racers: QuickMember[] = [];
      for (let i = 0; i < 60; i++) racers.push(await credited());

      // A third ask for place 5, a third for place 6, a third for whichever is free.
      const responses = await Promise.all(racers.map((m, i) => book(i, m, [5, 6, undefined][i % 3])));
      const codes = await codesOf(responses);
      expect(codes.BOOKED).toBe(2);
      for (const code of Object.keys(codes)) expect(["BOOKED", "SLOT_FULL", "PLACE_TAKEN"]).toContain(code);

      const held = await t.database.db
        .select({ userId: reservations.userId, place: reservations.place })
        .from(reservations)
        .where(
          and(
            eq(reservations.schedule, CLASS.schedule),
            eq(reservations.date, CLASS.date),
            eq(reservations.time, CLASS.time),
          ),
        );
      expect(held).toHaveLength(PLACES);
      expect(held.map((r) => r.place).sort()).toEqual([1, 2, 3, 4, 5, 6]);

      const booked = new Set(held.map((r) => r.userId));
      const balances = await Promise.all(
        racers.map(async (m) => ({
          booked: booked.has(m.id),
          credits: await creditsOf(t.database.db, m.id, "pilates"),
        })),
      );
      expect(balances.filter((b) => b.booked).map((b) => b.credits)).toEqual([1, 1]);
      expect(balances.filter((b) => !b.booked).every((b) => b.credits === 2)).toBe(true);
      expect(await ledgerMismatches(t.database.db)).toEqual([]);
    },
  );

  it.skipIf(!onPostgres)(
    "a booking of a full class answers SLOT_FULL while another booking holds the class's line, without waiting for it (PostgreSQL only)",
    async () => {
      // The class filled (by the race above, or here), a member with credits asks for it while
      // another transaction holds the class's lock, released only once the answer came or after 20 s.
      const credited = () => creditMember(t.deps, { credits: 2, until: VALID_UNTIL, kind: "pilates" });
      let last = 201;
      while (last === 201) last = (await book(0, await credited())).status;
      expect(last).toBe(409);
      const m = await credited();
      let order = "";
      let release: () => void = () => {};
      const released = new Promise<void>((r) => {
        release = r;
        setTimeout(r, 20_000);
      });
      let held: () => void = () => {};
      const holding = new Promise<void>((r) => {
        held = r;
      });
      const holder = second.db.transaction(async (tx) => {
        await lockSlot(tx, CLASS.date, CLASS.time, CLASS.schedule);
        held();
        await released;
        order += "released;";
      });
      await holding;
      const answer = await book(0, m);
      order += "answered;";
      release();
      await holder;
      expect(order).toBe("answered;released;");
      expect(answer.status).toBe(409);
      expect(await codesOf([answer])).toEqual({ SLOT_FULL: 1 });
      expect(await creditsOf(t.database.db, m.id, "pilates")).toBe(2);
    },
    30_000,
  );
});
