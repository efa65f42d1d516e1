import type { PGlite } from "@electric-sql/pglite";
import type { Deps } from "../../src/server/context";

/** Counters the instrumented database, session read and JSON serialiser add to while `on`. */
export type Probe = {
  on: boolean;
  statements: number;
  statementMs: number;
  sessionReads: number;
  sessionMs: number;
  jsonMs: number;
};

/**
 * Wraps the app's own database client and Better Auth's session read with timers. Statements the
 * session read issues count as session time, not as the route's statements.
 */
export function instrument(deps: Deps): Probe {
  const probe: Probe = { on: false, statements: 0, statementMs: 0, sessionReads: 0, sessionMs: 0, jsonMs: 0 };
  let inSession = false;
  const client = (deps.database.db as unknown as { $client: PGlite }).$client;
  for (const method of ["query", "exec"] as const) {
    const original = client[method].bind(client) as (...a: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await original(...args);
      } finally {
        probe.statements++;
        if (probe.on && !inSession) probe.statementMs += performance.now() - started;
      }
    };
  }
  const api = deps.auth.api as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  const getSession = api.getSession!.bind(api);
  api.getSession = async (...args: unknown[]) => {
    const started = performance.now();
    inSession = true;
    try {
      return await getSession(...args);
    } finally {
      inSession = false;
      if (probe.on) {
        probe.sessionReads++;
        probe.sessionMs += performance.now() - started;
      }
    }
  };
  const stringify = JSON.stringify;
  JSON.stringify = ((...args: Parameters<typeof stringify>) => {
    if (!probe.on) return stringify(...args);
    const started = performance.now();
    try {
      return stringify(...args);
    } finally {
      probe.jsonMs += performance.now() - started;
    }
  }) as typeof JSON.stringify;
  return probe;
}

/**
 * Where one request's time goes, over `n` requests made one after another in this process (no
 * HTTP): the session read (Better Auth's, on a cache miss), the route's statements, JSON
 * serialisation, and the rest (routing, middleware, validation, query building).
 */
export async function breakdown(label: string, probe: Probe, request: () => Promise<Response>, n = 300) {
  for (let i = 0; i < 30; i++) await (await request()).arrayBuffer();
  Object.assign(probe, { statementMs: 0, sessionReads: 0, sessionMs: 0, jsonMs: 0 });
  const statementsBefore = probe.statements;
  probe.on = true;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label} answered ${res.status}`);
  }
  const total = (performance.now() - started) / n;
  probe.on = false;
  const per = (ms: number) => (ms / n).toFixed(3);
  const rest = total - (probe.sessionMs + probe.statementMs + probe.jsonMs) / n;
  console.log(
    `  ${label}: ${total.toFixed(3)} ms in process = session ${per(probe.sessionMs)} (${probe.sessionReads} library reads in ${n}) + statements ${per(probe.statementMs)} (${((probe.statements - statementsBefore) / n).toFixed(1)} a request, session's included) + JSON ${per(probe.jsonMs)} + rest ${rest.toFixed(3)}`,
  );
}
