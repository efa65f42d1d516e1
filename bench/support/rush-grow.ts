import { sql } from "drizzle-orm";
import { median } from "./mixed-stats";
import type { Calls } from "./rush-calls";
import { reportPath } from "./rush-load";
import { DESK, LONG_MEMBER, MEMBERS, MORE_MEMBERS, NEW_MEMBER } from "./rush-plan";
import { addMembers, withoutIndexes, writeActivity } from "./rush-studio";
import type { Target } from "./rush-target";

/**
 * How reads grow with the studio (decision 046), each timed one request after another on a quiet
 * server (the first instance), the two sides alternating round by round where both exist at once:
 * the owner's report of a year against a month, the desk's day table of a day with 400 bookings
 * against one with 40, one member's data export with three years of history against a new
 * member's. The activity log's first page is timed with 2,000 entries before the rush and with
 * 200,000 after (the rest written in between), the members search over the 3,000 members and then
 * over 30,000 (27,000 added at the end). Each line: the ratio of the medians, and both medians.
 */

export const GROW_OPS = [
  "GET /api/admin/report",
  "GET /api/admin/reservations",
  "GET /api/me/data",
  "GET /api/admin/activity",
  "GET /api/admin/members",
];
const ACTIVITY = "/api/admin/activity?page=1";
const SEARCH = `/api/admin/members?${new URLSearchParams({ filter: "active", field: "name", q: "μαρια", page: "1" })}`;
/** The activity log's size before the rush, and at full size. */
export const SMALL_LOG = 2000;
export const FULL_LOG = 200_000;

type Read = { label: string; key: string; path: string; cookie: string };

export type Growth = { name: string; ratio: number; detail: string };

/** `n` requests one after another (after one not counted); their times in ms. */
async function times(calls: Calls, base: string, r: Read, n: number): Promise<number[]> {
  await calls.call(`${r.label} (warm-up)`, r.key, base, r.path, { cookie: r.cookie });
  const ms: number[] = [];
  for (let i = 0; i < n; i++)
    ms.push((await calls.call(r.label, r.key, base, r.path, { cookie: r.cookie })).ms);
  return ms;
}

/** Both reads in `rounds` rounds, alternating which goes first; each side's times. */
async function alternating(calls: Calls, base: string, a: Read, b: Read, rounds: number) {
  const ms: [number[], number[]] = [[], []];
  for (const r of [a, b]) await calls.call(`${r.label} (warm-up)`, r.key, base, r.path, { cookie: r.cookie });
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 ? [1, 0] : [0, 1];
    for (const k of order) {
      const r = k ? b : a;
      ms[k]!.push((await calls.call(r.label, r.key, base, r.path, { cookie: r.cookie })).ms);
    }
  }
  return ms;
}

const growth = (name: string, big: number[], small: number[], names: [string, string]): Growth => {
  const [b, s] = [median(big), median(small)];
  return {
    name,
    ratio: b / s,
    detail: `${names[0]} ${b.toFixed(1)} ms, ${names[1]} ${s.toFixed(1)} ms, medians of ${big.length} and ${small.length}`,
  };
};

/** The activity log's first page, timed before the rush with 2,000 entries; then the log is filled to 200,000. */
export async function smallLogThenFill(calls: Calls, t: Target, owner: string): Promise<number[]> {
  const read: Read = {
    label: "activity page",
    key: "GET /api/admin/activity",
    path: ACTIVITY,
    cookie: owner,
  };
  const small = await times(calls, t.instances[0]!.url, read, 30);
  await t.withDb((db) =>
    withoutIndexes(db, ["activity_log"], async () => {
      await writeActivity(db, {
        from: SMALL_LOG,
        count: FULL_LOG - SMALL_LOG,
        now: new Date(),
        ownerId: t.people.ownerId,
      });
      await db.execute(sql`analyze activity_log`);
    }),
  );
  return small;
}

/** Every growth figure but the activity log's small side (given), on the running servers; adds the members last. */
export async function measureGrowth(
  calls: Calls,
  t: Target,
  owner: string,
  smallLog: number[],
): Promise<Growth[]> {
  const base = () => t.instances[0]!.url;
  const c = t.people.cookies;
  const d = t.dates;
  const report = (label: string, days: number): Read => ({
    label,
    key: "GET /api/admin/report",
    path: reportPath(d, days),
    cookie: owner,
  });
  const [year, month] = await alternating(
    calls,
    base(),
    report("report year", 365),
    report("report month", 30),
    7,
  );
  const table = (label: string, date: string): Read => ({
    label,
    key: "GET /api/admin/reservations",
    path: `/api/admin/reservations?date=${date}`,
    cookie: c.get(DESK)!,
  });
  const [busy, quiet] = await alternating(
    calls,
    base(),
    table("day table 400", d.busy),
    table("day table 40", d.quiet),
    25,
  );
  const data = (label: string, id: string): Read => ({
    label,
    key: "GET /api/me/data",
    path: "/api/me/data",
    cookie: c.get(id)!,
  });
  const [long, fresh] = await alternating(
    calls,
    base(),
    data("export 3y", LONG_MEMBER),
    data("export new", NEW_MEMBER),
    10,
  );
  const log: Read = { label: "activity page", key: "GET /api/admin/activity", path: ACTIVITY, cookie: owner };
  const fullLog = await times(calls, base(), log, 30);
  const search: Read = {
    label: "members search",
    key: "GET /api/admin/members",
    path: SEARCH,
    cookie: owner,
  };
  const few = await times(calls, base(), search, 30);
  await t.withDb((db) => addMembers(db, MEMBERS, MORE_MEMBERS, new Date()));
  const many = await times(calls, base(), search, 30);
  return [
    growth("grow report year/month", year, month, ["year", "month"]),
    growth("grow day table 400/40", busy, quiet, ["400 bookings", "40"]),
    growth("grow members search 30000/3000", many, few, ["30,000 members", "3,000"]),
    growth("grow export 3y/new", long, fresh, ["three years", "new member"]),
    growth("grow activity page 200k/2k", fullLog, smallLog, ["200,000 entries", "2,000"]),
  ];
}
