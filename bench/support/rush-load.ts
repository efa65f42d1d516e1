import { addDays } from "../../src/shared/domain/schedule";
import { rssMb } from "./cpu";
import { type MemoryParts, memoryParts } from "./memory";
import { type Answer, type Calls, seeded, sleep } from "./rush-calls";
import { bookersOf, DESK, memberId, RUSH_CLASSES, type RushDates, readerIds } from "./rush-plan";

/**
 * The rush (decision 046): 300 members each try to book one of five popular classes of 12 within
 * the same five seconds, spread over the instances; the refused join the class's waitlist, each
 * class's joins sent in the order its refusals came (so the line must come out in that order); 50
 * members read their day and the day's classes meanwhile; the desk refreshes the day's table every
 * three seconds; the owner opens the last month's report, then the last year's. Bounded: every
 * request gives up after a minute, the readers and the desk stop when the last join is answered.
 */

export const BOOK = "POST /api/bookings";
export const JOIN = "POST /api/waitlist";
export const DAY = "GET /api/booking/day";
export const CLASSES_DAY = "GET /api/classes/day";
export const DESK_DAY = "GET /api/admin/reservations";
export const REPORT = "GET /api/admin/report";
export const RUSH_OPS = [BOOK, JOIN, DAY, CLASSES_DAY, DESK_DAY, REPORT];

/** One booking attempt: who, which class (index in RUSH_CLASSES), when (ms after the start). */
export type Attempt = { member: string; cls: number; at: number };

/** The 300 attempts, at seeded random moments of the five seconds, in the order they start. */
export function rushAttempts(): Attempt[] {
  const rand = seeded(46);
  return RUSH_CLASSES.flatMap((_, cls) =>
    bookersOf(cls).map((i) => ({ member: memberId(i), cls, at: rand() * 5000 })),
  ).sort((a, b) => a.at - b.at);
}

export type RushOutcome = {
  attempts: Attempt[];
  /** Each member's booking answer. */
  answers: Map<string, Answer>;
  /** Per class: the refused members in the order their refusals came, and the positions their joins answered. */
  refused: string[][];
  positions: (number | null)[][];
  /** Resident memory samples (MB) per instance. */
  rss: number[][];
  /** Per instance: its memory by kind of mapping as the rush began, and at its highest sample. */
  parts: { before: MemoryParts | null; peak: MemoryParts | null }[];
  seconds: number;
  startedAt: Date;
};

const dayPath = (d: RushDates) => `/api/booking/day?date=${d.rush}`;
const SCHEDULES = [...new Set(RUSH_CLASSES.map((c) => c.schedule))];

/** A member's day read one after another by each reader, twice, on a quiet server: label `day (quiet)`. */
export async function quietDay(calls: Calls, bases: string[], cookies: Map<string, string>, d: RushDates) {
  for (let round = 0; round < 2; round++)
    for (const [k, id] of readerIds().entries())
      await calls.call("day (quiet)", DAY, bases[k % bases.length]!, dayPath(d), { cookie: cookies.get(id) });
}

/** Every operation once per instance, refusals only (a reader holds no class credit): not counted. */
export async function warmUp(calls: Calls, bases: string[], cookies: Map<string, string>, d: RushDates) {
  const reader = cookies.get(readerIds()[0]!);
  for (const base of bases) {
    for (const c of RUSH_CLASSES)
      await calls.call("warm-up", BOOK, base, "/api/bookings", {
        cookie: reader,
        body: { schedule: c.schedule, date: d.rush, time: c.time },
      });
    await calls.call("warm-up", DAY, base, dayPath(d), { cookie: reader });
    await calls.call("warm-up", CLASSES_DAY, base, `/api/classes/day?schedule=pilates&date=${d.rush}`, {
      cookie: reader,
    });
    await calls.call("warm-up", DESK_DAY, base, `/api/admin/reservations?date=${d.rush}`, {
      cookie: cookies.get(DESK),
    });
  }
}

export async function runRush(
  calls: Calls,
  o: { bases: string[]; pids: number[]; cookies: Map<string, string>; owner: string; dates: RushDates },
): Promise<RushOutcome> {
  const { bases, cookies, dates } = o;
  const attempts = rushAttempts();
  const answers = new Map<string, Answer>();
  const refused: string[][] = RUSH_CLASSES.map(() => []);
  const positions: (number | null)[][] = RUSH_CLASSES.map(() => []);
  const chains: Promise<void>[] = RUSH_CLASSES.map(() => Promise.resolve());
  const rss: number[][] = o.pids.map(() => []);
  const parts = o.pids.map((pid) => ({ before: memoryParts(pid), peak: null as MemoryParts | null }));
  const sampler = setInterval(() => {
    for (const [i, pid] of o.pids.entries()) {
      const mb = rssMb(pid) ?? Number.NaN;
      // Read from smaps only when a sample passes the highest so far by a MB: a few times a rush.
      if (!(mb <= Math.max(...rss[i]!) + 1)) parts[i]!.peak = memoryParts(pid) ?? parts[i]!.peak;
      rss[i]!.push(mb);
    }
  }, 200);
  const startedAt = new Date();
  const t0 = performance.now();
  let booking = true;

  const bookers = Promise.all(
    attempts.map(async (a, i) => {
      await sleep(t0 + a.at - performance.now());
      const cls = RUSH_CLASSES[a.cls]!;
      const base = bases[i % bases.length]!;
      const cookie = cookies.get(a.member);
      const slot = { schedule: cls.schedule, date: dates.rush, time: cls.time };
      const answer = await calls.call("book", BOOK, base, "/api/bookings", { cookie, body: slot });
      answers.set(a.member, answer);
      if (answer.status !== 409 || answer.code !== "SLOT_FULL") return;
      refused[a.cls]!.push(a.member);
      chains[a.cls] = chains[a.cls]!.then(async () => {
        const joined = await calls.call("join waitlist", JOIN, base, "/api/waitlist", { cookie, body: slot });
        const place = joined.body?.place as { position?: number } | undefined;
        positions[a.cls]!.push(joined.status === 201 ? (place?.position ?? null) : null);
      });
    }),
  );
  const rush = bookers
    .then(() => Promise.all(chains))
    .finally(() => {
      booking = false;
    });

  const readers = Promise.all(
    readerIds().map(async (id, k) => {
      const base = bases[k % bases.length]!;
      const cookie = cookies.get(id);
      await sleep(k * 20);
      for (let n = 0; booking && n < 20; n++) {
        await calls.call("day", DAY, base, dayPath(dates), { cookie });
        await sleep(1000);
        const schedule = SCHEDULES[(k + n) % SCHEDULES.length];
        const path = `/api/classes/day?schedule=${schedule}&date=${dates.rush}`;
        await calls.call("classes of the day", CLASSES_DAY, base, path, { cookie });
        await sleep(1000);
      }
    }),
  );
  const desk = (async () => {
    for (let n = 0; booking && n < 20; n++) {
      await calls.call("desk day table", DESK_DAY, bases[0]!, `/api/admin/reservations?date=${dates.rush}`, {
        cookie: cookies.get(DESK),
      });
      await sleep(3000);
    }
  })();
  const owner = (async () => {
    await sleep(1000);
    const base = bases.at(-1)!;
    for (const [label, days] of [
      ["owner report month", 30],
      ["owner report year", 365],
    ] as const)
      await calls.call(label, REPORT, base, reportPath(dates, days), { cookie: o.owner });
  })();

  await Promise.all([rush, readers, desk, owner]);
  clearInterval(sampler);
  return {
    attempts,
    answers,
    refused,
    positions,
    rss,
    parts,
    seconds: (performance.now() - t0) / 1000,
    startedAt,
  };
}

/** The owner's report of the `days` days before today. */
export function reportPath(d: RushDates, days: number): string {
  return `/api/admin/report?from=${addDays(d.today, -days)}&to=${addDays(d.today, -1)}`;
}
