import fs from "node:fs";
import { cpuSeconds, rssMb } from "./support/cpu";
import { formatParts, memoryParts } from "./support/memory";
import { prepareStudio } from "./support/mixed-setup";
import { Tally } from "./support/mixed-stats";
import { median } from "./support/ratio";
import { startKinisi } from "./support/servers";

/** Public pages (the built client, each with its own title) and the public reads they make. */
const PUBLIC = ["/", "/about", "/terms", "/questionnaire", "/fitness-questionnaire", "/unsubscribe"];
const PUBLIC_API = ["/api/site", "/api/packages", "/api/photos", "/api/announcements/current"];
const USERS = Number(process.env.BENCH_USERS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 15);

type Op = { name: string; weight: number; run: (vu: number) => Promise<void> };

/**
 * npm run bench -- mixed: a studio's busy hour against the real server (production, the built
 * client, the embedded database) over a socket. Virtual users, each a member, loop over weighted
 * operations: public pages and reads, the member's day, account and a booking then its
 * cancellation, the desk's members search, day view and attendance, a balance edit followed at once
 * by the search (`search after edit`), and liveness. Prints each operation's median and p95 and
 * throughput ratio, the search-after-edit ratio, the worst p95/median, the errors, and the server's
 * resident memory under load (median of the second half's samples) and idle afterwards.
 * BENCH_USERS, BENCH_SECONDS, BENCH_IDLE_SECONDS, BENCH_NODE_ARGS (the server's Node flags) and
 * BENCH_MALLOC=default (glibc's own malloc settings, not npm start's) vary it. Then the server's
 * CPU time a request and the resident memory's parts (support/memory.ts, decision 040).
 */
export async function run() {
  const studio = await prepareStudio(USERS, 400);
  const { base } = studio;
  const app = await startKinisi(
    { NODE_ENV: "production", PUBLIC_URL: base, AUTH_SECRET: studio.secret },
    {
      port: studio.port,
      dataDir: studio.dataDir,
      // The flags `npm start` runs with, unless BENCH_NODE_ARGS says otherwise ('' for none).
      nodeArgs: process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean),
      // glibc's settings `npm start` sets, unless BENCH_MALLOC=default (glibc's own).
      serverEnv: process.env.BENCH_MALLOC === "default" ? {} : undefined,
    },
  );
  const tally = new Tally();
  const member = (vu: number) => studio.members[vu % studio.members.length]!;
  const call = async (
    op: string,
    p: string,
    o: { cookie?: string; method?: string; body?: unknown; want?: number },
  ) => {
    const started = performance.now();
    const res = await fetch(`${base}${p}`, {
      method: o.method ?? "GET",
      headers: {
        ...(o.cookie ? { cookie: o.cookie } : {}),
        ...(o.body === undefined ? {} : { "content-type": "application/json", origin: base }),
        ...(o.method && o.method !== "GET" ? { origin: base } : {}),
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const text = await res.text();
    tally.add(op, performance.now() - started);
    if (res.status !== (o.want ?? 200)) {
      tally.fail(op, `${res.status} ${text.slice(0, 120)}`);
      return null;
    }
    return text ? (JSON.parse(text.startsWith("<") ? "null" : text) as Record<string, unknown>) : null;
  };
  try {
    const day = (await call("member day", "/api/booking/day", { cookie: member(0).cookie })) as {
      nextDay?: string;
      date: string;
    };
    const date = day.nextDay ?? day.date;
    const slots = (await call("member day", `/api/booking/day?date=${date}`, {
      cookie: member(0).cookie,
    })) as {
      slots: { time: string }[];
    };
    const times = slots.slots.map((s) => s.time);
    const search = "/api/admin/members?filter=active&field=name&q=member&page=1";
    const admin = studio.admin.cookie;
    let turn = 0;
    const ops: Op[] = [
      {
        name: "public page",
        weight: 6,
        run: () => call("public page", PUBLIC[turn++ % PUBLIC.length]!, {}).then(),
      },
      {
        name: "public read",
        weight: 6,
        run: () => call("public read", PUBLIC_API[turn++ % PUBLIC_API.length]!, {}).then(),
      },
      { name: "liveness", weight: 2, run: () => call("liveness", "/api/live", {}).then() },
      {
        name: "member me",
        weight: 4,
        run: (vu) => call("member me", "/api/me", { cookie: member(vu).cookie }).then(),
      },
      {
        name: "member day",
        weight: 8,
        run: (vu) =>
          call("member day", `/api/booking/day?date=${date}`, { cookie: member(vu).cookie }).then(),
      },
      {
        name: "member account",
        weight: 3,
        run: (vu) => call("member account", "/api/me/account", { cookie: member(vu).cookie }).then(),
      },
      {
        name: "book and cancel",
        weight: 3,
        run: async (vu) => {
          const { cookie } = member(vu);
          const time = times[vu % times.length]!;
          const booked = (await call("book", "/api/bookings", {
            cookie,
            method: "POST",
            body: { date, time },
            want: 201,
          })) as {
            reservation?: { id: string };
          } | null;
          if (booked?.reservation)
            await call("cancel", `/api/bookings/${booked.reservation.id}`, { cookie, method: "DELETE" });
        },
      },
      { name: "desk search", weight: 4, run: () => call("desk search", search, { cookie: admin }).then() },
      {
        name: "desk day",
        weight: 3,
        run: () => call("desk day", `/api/admin/booking/day?date=${date}`, { cookie: admin }).then(),
      },
      {
        name: "attendance",
        weight: 1,
        run: () => call("attendance", "/api/admin/attendance", { cookie: admin }).then(),
      },
      {
        name: "edit then search",
        weight: 2,
        run: async (vu) => {
          const delta = turn++ % 2 ? 1 : -1;
          await call("balance edit", `/api/admin/members/${member(vu + 1).id}/sessions`, {
            cookie: admin,
            method: "POST",
            body: { delta },
          });
          await call("search after edit", search, { cookie: admin });
        },
      },
    ];
    const total = ops.reduce((s, o) => s + o.weight, 0);
    const pick = () => {
      let r = Math.random() * total;
      for (const o of ops) {
        r -= o.weight;
        if (r < 0) return o;
      }
      return ops[0]!;
    };
    // Warm every operation once (the first read of each query), then start counting.
    for (const o of ops) await o.run(0);
    tally.ms.clear();
    tally.errors.length = 0;

    const rss: number[] = [];
    const cpuBefore = cpuSeconds(app.pid) ?? Number.NaN;
    const until = Date.now() + SECONDS * 1000;
    const sampler = setInterval(() => rss.push(rssMb(app.pid) ?? Number.NaN), 250);
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

    console.log(`${USERS} virtual users for ${SECONDS} s on the embedded database:`);
    const worst = tally.print("liveness");
    for (const e of [...new Set(tally.errors)].slice(0, 10)) console.log(`  error: ${e}`);
    const after = median(tally.ms.get("search after edit") ?? [Number.NaN]);
    const plain = median(tally.ms.get("desk search") ?? [Number.NaN]);
    console.log(`mixed rss peak MB: ${peak.toFixed(0)}`);
    console.log(`mixed search-after-edit ratio: ${(after / plain).toFixed(2)}`);
    console.log(`mixed worst p95/median: ${worst.toFixed(2)}`);
    console.log(`mixed errors: ${tally.errors.length}`);
    console.log(`mixed server CPU ms per request: ${(cpuMs / requests).toFixed(2)}`);
    console.log(`mixed rss under load MB: ${underLoad.toFixed(0)}`);
    console.log(`mixed rss idle MB: ${idle.toFixed(0)}`);
    console.log(`mixed memory at the end of the load (MB): ${formatParts(loadParts)}`);
    console.log(`mixed memory idle (MB): ${formatParts(idleParts)}`);
  } finally {
    await app.stop();
    fs.rmSync(studio.dataDir, { recursive: true, force: true });
  }
}
