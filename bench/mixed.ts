import fs from "node:fs";
import { loadConfig } from "../src/server/platform/config";
import { startReceiver } from "../src/server/test/smtp-receiver";
import { cpuSeconds, rssMb } from "./support/cpu";
import { formatParts, memoryParts } from "./support/memory";
import { campaignMails, quietHoursNote, startCampaignAfter } from "./support/mixed-campaign";
import { chosenDatabases, createBenchDatabase, type DatabaseKind } from "./support/mixed-db";
import { caller, mixedOps, picker } from "./support/mixed-ops";
import { prepareStudio } from "./support/mixed-setup";
import { median, Tally } from "./support/mixed-stats";
import { startKinisi } from "./support/servers";

const USERS = Number(process.env.BENCH_USERS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 15);
/** When the admin starts the campaign, into the load. */
const CAMPAIGN_AFTER_MS = Math.min(2000, SECONDS * 100);
/** The server's pause between two campaign mails (its default, 200 ms: the bench does not set it). */
const PACE_MS = loadConfig({}).MASS_MAIL_PACE_MS;
/** BENCH_MAIL=off: no SMTP server and no campaign (the mails are only logged), to see what they cost. */
const MAIL = process.env.BENCH_MAIL !== "off";

/**
 * npm run bench -- mixed: a studio's busy hour against the real server (production, the built
 * client) over a socket, on the embedded database, then on PostgreSQL (a fresh database dropped
 * after; BENCH_DB=embedded|postgres|both, by default both when PostgreSQL answers on
 * 127.0.0.1:5432, support/mixed-db.ts). Virtual users, each a member, loop over weighted operations
 * (support/mixed-ops.ts); early in the load the admin starts a campaign to all members, which the
 * server sends to a local SMTP receiver while the load runs (support/mixed-campaign.ts). Prints
 * each operation's median and p95 and throughput ratio, the search-after-edit ratio, the worst
 * p95/median, the errors, the campaign's mails received, and the server's resident memory under
 * load (median of the second half's samples) and idle afterwards; the PostgreSQL pass's lines say
 * `mixed postgres`. BENCH_MAIL=off, BENCH_USERS, BENCH_SECONDS, BENCH_IDLE_SECONDS,
 * BENCH_NODE_ARGS (the server's Node flags), BENCH_MALLOC=default (glibc's own malloc settings, not
 * npm start's) and BENCH_SERVER_LOG=<file> (the server's log) vary it. Then the server's CPU time a
 * request and the resident memory's parts (support/memory.ts, decision 040).
 */
export async function run() {
  for (const kind of await chosenDatabases()) await pass(kind);
}

async function pass(kind: DatabaseKind) {
  const label = kind === "postgres" ? "mixed postgres" : "mixed";
  const pgDatabase = kind === "postgres" ? await createBenchDatabase() : null;
  const receiver = MAIL ? await startReceiver() : null;
  let stopServer = async () => {};
  let dataDir: string | undefined;
  try {
    const studio = await prepareStudio(USERS, 400, { databaseUrl: pgDatabase?.url });
    dataDir = studio.dataDir;
    const app = await startKinisi(
      {
        NODE_ENV: "production",
        PUBLIC_URL: studio.base,
        AUTH_SECRET: studio.secret,
        ...(receiver ? { SMTP_URL: receiver.url } : {}),
        ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
      },
      {
        port: studio.port,
        dataDir: studio.dataDir,
        // The flags `npm start` runs with, unless BENCH_NODE_ARGS says otherwise ('' for none).
        nodeArgs: process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean),
        // glibc's settings `npm start` sets, unless BENCH_MALLOC=default (glibc's own).
        serverEnv: process.env.BENCH_MALLOC === "default" ? {} : undefined,
      },
    );
    stopServer = app.stop;
    const tally = new Tally();
    const call = caller(studio.base, tally);
    const ops = await mixedOps(studio, call);
    const pick = picker(ops);
    const quiet = await quietHoursNote(call);
    // Warm every operation once (the first read of each query), then start counting.
    for (const o of ops) await o.run(0);
    tally.ms.clear();
    tally.errors.length = 0;

    const rss: number[] = [];
    const cpuBefore = cpuSeconds(app.pid) ?? Number.NaN;
    const until = Date.now() + SECONDS * 1000;
    const sampler = setInterval(() => rss.push(rssMb(app.pid) ?? Number.NaN), 250);
    const campaign = receiver ? startCampaignAfter(call, studio.admin.cookie, CAMPAIGN_AFTER_MS) : null;
    await Promise.all(
      Array.from({ length: USERS }, async (_, vu) => {
        while (Date.now() < until) {
          try {
            await pick().run(vu);
          } catch (err) {
            tally.fail("request", (err as Error).message);
          }
        }
      }),
    );
    clearInterval(sampler);
    const mails = receiver ? campaignMails(receiver) : null;
    const recipients = await campaign;
    // The server's own CPU time a request: what a setting costs, less swayed by a busy machine
    // than the latencies (which wait for the CPU the other processes take).
    const cpuMs = ((cpuSeconds(app.pid) ?? Number.NaN) - cpuBefore) * 1000;
    const requests = [...tally.ms.values()].reduce((n, ms) => n + ms.length, 0);
    const loadParts = memoryParts(app.pid);
    const underLoad = median(rss.slice(Math.floor(rss.length / 2)));
    const peak = Math.max(...rss);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idle = rssMb(app.pid) ?? Number.NaN;
    const idleParts = memoryParts(app.pid);

    console.log(
      kind === "postgres"
        ? `${USERS} virtual users for ${SECONDS} s on PostgreSQL (memory: the server process's own; PostgreSQL's processes are not counted):`
        : `${USERS} virtual users for ${SECONDS} s on the embedded database:`,
    );
    const worst = tally.print("liveness", label);
    for (const e of [...new Set(tally.errors)].slice(0, 10)) console.log(`  error: ${e}`);
    const after = median(tally.ms.get("search after edit") ?? [Number.NaN]);
    const plain = median(tally.ms.get("desk search") ?? [Number.NaN]);
    if (mails) {
      console.log(`${label} campaign: ${quiet}`);
      console.log(`${label} campaign mails sent: ${mails.count} of ${recipients}`);
      const allowed = Math.floor((SECONDS * 1000 - CAMPAIGN_AFTER_MS) / PACE_MS);
      console.log(
        `${label} campaign: the ${PACE_MS} ms pace allows ${allowed} in the load; median ${mails.medianGapMs.toFixed(0)} ms between two`,
      );
    } else console.log(`${label} campaign: none (BENCH_MAIL=off: no SMTP server, the mails are only logged)`);
    console.log(`${label} rss peak MB: ${peak.toFixed(0)}`);
    console.log(`${label} search-after-edit ratio: ${(after / plain).toFixed(2)}`);
    console.log(`${label} worst p95/median: ${worst.toFixed(2)}`);
    console.log(`${label} errors: ${tally.errors.length}`);
    console.log(`${label} server CPU ms per request: ${(cpuMs / requests).toFixed(2)}`);
    console.log(`${label} rss under load MB: ${underLoad.toFixed(0)}`);
    console.log(`${label} rss idle MB: ${idle.toFixed(0)}`);
    console.log(`${label} memory at the end of the load (MB): ${formatParts(loadParts)}`);
    console.log(`${label} memory idle (MB): ${formatParts(idleParts)}`);
  } finally {
    await stopServer();
    await receiver?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase?.drop();
  }
}
