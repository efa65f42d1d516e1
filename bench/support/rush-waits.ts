import pg from "pg";

/** The floor's connections name themselves so that the waits below leave them out. */
export const FLOOR_APPLICATION = "kinisi-rush-floor";

/**
 * What the servers' PostgreSQL connections are doing during the rush, sampled every 100 ms from
 * pg_stat_activity (BENCH_PROFILE_DIR set): each connection's state and what it waits on (a lock,
 * the client's next statement, nothing: running). A connection "idle in transaction" waiting for
 * its client holds its locks meanwhile; one idle outside a transaction is free in its pool.
 */
export function sampleWaits(url: string): { stop: () => Promise<Map<string, number>> } {
  const client = new pg.Client({ connectionString: url, application_name: "kinisi-rush-waits" });
  const counts = new Map<string, number>();
  let sampling = true;
  const loop = (async () => {
    await client.connect();
    while (sampling) {
      const { rows } = await client.query<{ what: string; n: number }>(`
        select state || ', ' || coalesce(wait_event_type || ' ' || wait_event, 'running') as what, count(*)::int as n
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
          and application_name not in ('${FLOOR_APPLICATION}', 'kinisi-rush-waits')
        group by 1`);
      for (const r of rows) counts.set(r.what, (counts.get(r.what) ?? 0) + r.n);
      await new Promise((r) => setTimeout(r, 100));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      sampling = false;
      await loop;
      return counts;
    },
  };
}

/** The samples as shares of all, largest first, one line each. */
export function printWaits(label: string, counts: Map<string, number>) {
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  console.log(`  ${label}: the servers' connections to PostgreSQL during the rush (${all} samples):`);
  for (const [what, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  ${((n / all) * 100).toFixed(1).padStart(5)} %  ${what}`);
}
