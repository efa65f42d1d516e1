import type { OpenApiDoc } from "../src/server/test/openapi";
import { cpuSeconds } from "./support/cpu";
import { formatParts } from "./support/memory";
import { chosenDatabases, type DatabaseKind } from "./support/mixed-db";
import { median, quantile } from "./support/mixed-stats";
import { printProfile, profileWhile } from "./support/profile";
import { Calls, signIn } from "./support/rush-calls";
import { rushProblems } from "./support/rush-checks";
import { embeddedFloor, postgresFloor } from "./support/rush-floor";
import {
  FULL_LOG,
  GROW_OPS,
  type Growth,
  measureGrowth,
  SMALL_LOG,
  smallLogThenFill,
} from "./support/rush-grow";
import { quietDay, RUSH_OPS, type RushOutcome, runRush, rushAttempts, warmUp } from "./support/rush-load";
import { OWNER } from "./support/rush-plan";
import { prepareTarget, type Target } from "./support/rush-target";
import { printWaits, sampleWaits } from "./support/rush-waits";

/**
 * npm run bench -- rush: what members, the desk and the owner wait on when a studio at full size
 * (three years, 3,000 members, two locations; support/rush-studio.ts, support/rush-locations.ts)
 * opens its most popular classes, at both locations (decision 046, 057). On PostgreSQL with two instances sharing the load, then on the embedded database with one
 * (BENCH_DB=postgres|embedded|both; by default both when PostgreSQL answers at BENCH_POSTGRES_URL,
 * POSTGRES_URL or postgres://postgres@127.0.0.1:5432/postgres, else the embedded one, said so):
 * the rush through the real HTTP API over sockets with signed-in sessions (support/rush-load.ts),
 * the floor under a booking on the same database at the same moments (support/rush-floor.ts),
 * whether the rush came out exact (support/rush-checks.ts), how reads grow with the studio
 * (support/rush-grow.ts, on the first database) and each instance's resident memory under the
 * rush. Stops its servers and drops its databases. The last lines are the figures, one a line.
 * BENCH_PROFILE_DIR=<dir>: the servers are profiled during the rush (the profiles kept there) and
 * where their CPU went is printed, by file or library, with what their PostgreSQL connections
 * waited on (support/rush-waits.ts).
 */
export async function run() {
  const kinds = (await chosenDatabases()).sort((a, b) => Number(b === "postgres") - Number(a === "postgres"));
  const started = performance.now();
  const figures: string[] = [];
  for (const [i, kind] of kinds.entries()) figures.push(...(await pass(kind, i === 0)));
  console.log(
    `\nrush benchmark on ${kinds.join(" and ")} in ${((performance.now() - started) / 1000).toFixed(0)} s:`,
  );
  for (const line of figures.sort(byName)) console.log(line);
}

const ORDER = ["rush book", "rush exact", "rush errors", "rush day", "grow", "rush rss"];
const byName = (a: string, b: string) =>
  ORDER.findIndex((p) => a.startsWith(p)) - ORDER.findIndex((p) => b.startsWith(p));

async function pass(kind: DatabaseKind, grow: boolean): Promise<string[]> {
  const target = await prepareTarget(kind, { activity: grow ? SMALL_LOG : FULL_LOG });
  try {
    const { cpu, ...parts } = target.people.took;
    const took = Object.entries(parts).map(([k, s]) => `${k} ${s.toFixed(1)}`);
    console.log(
      `${kind}: the studio generated in ${target.generatedIn.toFixed(1)} s (${took.join(", ")} s; ${cpu!.toFixed(1)} s of CPU)`,
    );
    await target.start();
    const bases = () => target.instances.map((i) => i.url);
    const doc = (await (await fetch(`${bases()[0]}/api/openapi.json`)).json()) as OpenApiDoc;
    const calls = new Calls(doc);
    calls.expect([...RUSH_OPS, ...GROW_OPS]);
    const owner = await signIn(bases()[0]!, OWNER);
    const { cookies } = target.people;
    await warmUp(calls, bases(), cookies, target.dates);
    calls.reset();
    await quietDay(calls, bases(), cookies, target.dates);
    const smallLog = grow ? await smallLogThenFill(calls, target, owner) : [];
    const quietMs = calls.tally.ms.get("day (quiet)") ?? [];
    const attempts = rushAttempts();
    const floor =
      kind === "postgres"
        ? await postgresFloor(target.url!, attempts)
        : await embeddedFloor(target.floorCopy!, attempts);
    const pids = target.instances.map((i) => i.pid);
    const rushAndFloor = () =>
      Promise.all([
        runRush(calls, { bases: bases(), pids, cookies, owner, dates: target.dates }),
        floor.run(attempts),
      ]);
    const answered = () => [...calls.tally.ms.values()].reduce((n, ms) => n + ms.length, 0);
    const answeredBefore = answered();
    const cpuBefore = pids.map((pid) => cpuSeconds(pid) ?? Number.NaN);
    const waits = target.profileOf(0) && target.url ? sampleWaits(target.url) : null;
    const profiled = target.profileOf(0)
      ? await profileWhile(
          pids.map((pid, i) => ({ pid, out: target.profileOf(i)! })),
          rushAndFloor,
        )
      : null;
    const [outcome, floorMs] = profiled?.result ?? (await rushAndFloor());
    const cpuMs = pids.map((pid, i) => ((cpuSeconds(pid) ?? Number.NaN) - cpuBefore[i]!) * 1000);
    const waited = await waits?.stop();
    await floor.close();
    const requests = answered() - answeredBefore;
    printOps(kind, calls, outcome);
    console.log(
      `  the servers' CPU in the rush: ${cpuMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(" and ")}, ${(cpuMs.reduce((a, b) => a + b, 0) / requests).toFixed(1)} ms a request`,
    );
    for (const [i, p] of outcome.parts.entries())
      console.log(
        `  ${kind} instance ${i + 1} memory (MB) as the rush began: ${formatParts(p.before)}; at its peak: ${formatParts(p.peak)}`,
      );
    if (waited) printWaits(kind, waited);
    for (const [i, s] of (profiled?.cpuSeconds ?? []).entries())
      printProfile({
        label: `${kind} instance ${i + 1}`,
        file: target.profileOf(i)!,
        requests: requests / pids.length,
        cpuSeconds: s,
      });
    const problems = kind === "postgres" ? await check(target, outcome) : null;
    const growth = grow ? await measureGrowth(calls, target, owner, smallLog) : [];
    // The embedded database is read once its server has stopped (PGlite is one process's): last.
    const embeddedProblems = kind === "embedded" ? await check(target, outcome) : null;
    return figures(kind, {
      calls,
      outcome,
      quietMs,
      floorMs,
      problems: problems ?? embeddedProblems!,
      growth,
    });
  } finally {
    await target.dispose();
  }
}

function check(target: Target, outcome: RushOutcome) {
  const o = { outcome, dates: target.dates, balancesBefore: target.people.balancesBefore };
  return target.withDb((db) => rushProblems(db, o), { restart: false });
}

function printOps(kind: DatabaseKind, calls: Calls, outcome: RushOutcome) {
  const by = new Map<string, number>();
  for (const a of outcome.answers.values())
    by.set(`${a.status} ${a.code ?? ""}`.trim(), (by.get(`${a.status} ${a.code ?? ""}`.trim()) ?? 0) + 1);
  console.log(
    `${kind}: the rush took ${outcome.seconds.toFixed(1)} s; bookings answered ${[...by].map(([k, n]) => `${k} × ${n}`).join(", ")}`,
  );
  for (const [op, ms] of [...calls.tally.ms].sort((a, b) => a[0].localeCompare(b[0])))
    console.log(
      `  ${op}: median ${median(ms).toFixed(1)} ms, p95 ${quantile(ms, 0.95).toFixed(1)} ms, n ${ms.length}`,
    );
  for (const e of [...new Set(calls.tally.errors)].slice(0, 5)) console.log(`  error: ${e}`);
}

function figures(
  kind: DatabaseKind,
  r: {
    calls: Calls;
    outcome: RushOutcome;
    quietMs: number[];
    floorMs: number[];
    problems: string[];
    growth: Growth[];
  },
): string[] {
  const book = quantile(r.calls.tally.ms.get("book") ?? [], 0.95);
  const floor = quantile(r.floorMs, 0.95);
  const day = quantile(r.calls.tally.ms.get("day") ?? [], 0.95);
  const quiet = quantile(r.quietMs, 0.95);
  for (const p of r.problems.slice(0, 10)) console.log(`  ${kind} not exact: ${p}`);
  return [
    `rush book p95 ratio: ${(book / floor).toFixed(2)} (${kind}: kinisi ${book.toFixed(1)} ms, floor ${floor.toFixed(1)} ms)`,
    `rush exact: ${r.problems.length ? "no" : "yes"} (${kind})`,
    `rush errors: ${r.calls.tally.errors.length} (${kind})`,
    `rush day view p95 ratio: ${(day / quiet).toFixed(2)} (${kind}: under the rush ${day.toFixed(1)} ms, quiet ${quiet.toFixed(1)} ms)`,
    ...r.growth.map((g) => `${g.name}: ${g.ratio.toFixed(2)} (${kind}: ${g.detail})`),
    ...r.outcome.rss.map((samples, i) => {
      const name = r.outcome.rss.length > 1 ? `${kind} instance ${i + 1}` : kind;
      return `rush rss MB: ${Math.max(...samples).toFixed(0)} (${name}: peak under the rush; median ${median(samples).toFixed(0)})`;
    }),
  ];
}
