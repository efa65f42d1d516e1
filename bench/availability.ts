import { quickMembers } from "../src/server/test/members";
import type { MemberDay } from "../src/shared/schemas/booking";
import { startBenchApp } from "./support/app";
import { breakdown } from "./support/breakdown";
import { alternatingRatio } from "./support/ratio";

/**
 * The day-availability endpoint for a signed-in member against /api/health (one `select 1`), on one
 * in-process server with PGlite in a temporary directory. The load generator runs in a worker
 * thread so it does not share the server's event loop.
 */
export async function run() {
  const app = await startBenchApp({ seed: true });
  try {
    const { base, deps } = app;
    // A realistic day: 40 members booked across its slots, then the member who asks.
    const until = new Date(Date.now() + 60 * 86_400_000);
    const [me, ...others] = await quickMembers(deps, 41, { sessions: 5, expiresAt: until, prefix: "bench" });
    const cookie = { cookie: me!.cookie };
    const first = await dayOf(app.fetch, "/api/booking/day", cookie);
    const date = first.nextDay!;
    const times = (await dayOf(app.fetch, `/api/booking/day?date=${date}`, cookie)).slots.map((x) => x.time);
    for (const [i, m] of others.entries()) {
      const res = await fetch(`${base}/api/bookings`, {
        method: "POST",
        headers: { cookie: m.cookie, "content-type": "application/json", origin: base },
        body: JSON.stringify({ date, time: times[i % times.length] }),
      });
      if (res.status !== 201) throw new Error(`seeding booking answered ${res.status}: ${await res.text()}`);
    }
    const dayPath = `/api/booking/day?date=${date}`;
    const sample = await dayOf(app.fetch, dayPath, cookie);
    console.log(
      `measured day ${date}: ${sample.slots.reduce((n, s) => n + s.count, 0)} bookings in ${sample.slots.length} slots`,
    );

    console.log("where a request's time goes (one after another, in process):");
    await breakdown("/api/health", app.probe, () => app.fetch("/api/health"));
    await breakdown("/api/me", app.probe, () => app.fetch("/api/me", cookie));
    await breakdown("/api/booking/day", app.probe, () => app.fetch(dayPath, cookie));

    const load = { connections: 20, workers: 1 };
    await alternatingRatio(
      "availability/health",
      { label: "/api/booking/day (signed-in member)", url: `${base}${dayPath}`, headers: cookie, ...load },
      { label: "/api/health", url: `${base}/api/health`, ...load },
    );
  } finally {
    await app.stop();
  }
}

async function dayOf(
  fetchIn: (p: string, h: Record<string, string>) => Promise<Response>,
  p: string,
  headers: Record<string, string>,
): Promise<MemberDay> {
  const res = await fetchIn(p, headers);
  if (!res.ok) throw new Error(`day answered ${res.status}`);
  return (await res.json()) as MemberDay;
}
