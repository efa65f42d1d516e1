/** The server could not reach its PostgreSQL: the message names DATABASE_URL, without the password. */
export class DatabaseUnavailableError extends Error {}

/** DATABASE_URL as it may be printed: the password replaced. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "****";
    return u.toString();
  } catch {
    return "(not a valid URL)";
  }
}

/** Errors of a server that is not up (yet): worth waiting for. Anything else (a wrong password) is not. */
const TRANSIENT = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
  "57P03", // the database system is starting up
  "53300", // too many connections
]);

type DbError = { code?: string; message?: string; errors?: { code?: string }[]; cause?: unknown };

function describe(err: unknown): { transient: boolean; reason: string } {
  let e = err as DbError;
  // The query builder wraps the driver's error ("Failed query: …"); the cause says why.
  while (e.cause && typeof e.cause === "object" && !e.code) e = e.cause as DbError;
  const code = e.code ?? e.errors?.[0]?.code;
  const reason = [code, e.message].filter(Boolean).join(": ") || String(err);
  const timedOut = /timeout/i.test(e.message ?? "");
  return { transient: timedOut || (code !== undefined && TRANSIENT.has(code)), reason };
}

/**
 * Waits for PostgreSQL to answer `ping` (the caller's `select 1`), up to `waitMs`, telling the operator what it waits
 * for. A refusal that waiting cannot cure (authentication, unknown database) ends at once.
 */
export async function waitForPostgres(
  ping: () => Promise<unknown>,
  url: string,
  waitMs: number,
  onWait: (message: string) => void,
): Promise<void> {
  const started = Date.now();
  const shown = redactUrl(url);
  let lastSaid = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      await ping();
      if (attempt > 1) onWait(`PostgreSQL at ${shown} answers now.`);
      return;
    } catch (err) {
      const { transient, reason } = describe(err);
      const waited = Date.now() - started;
      if (!transient)
        throw new DatabaseUnavailableError(
          `Cannot use the PostgreSQL database at ${shown} (DATABASE_URL): ${reason}`,
        );
      if (waited >= waitMs)
        throw new DatabaseUnavailableError(
          `PostgreSQL at ${shown} (DATABASE_URL) did not answer within ${Math.round(waitMs / 1000)} s (${reason}). Start it, or check DATABASE_URL; DATABASE_WAIT_SECONDS sets how long to wait.`,
        );
      if (attempt === 1 || Date.now() - lastSaid >= 10_000) {
        lastSaid = Date.now();
        onWait(
          `Waiting for PostgreSQL at ${shown} (DATABASE_URL): ${reason}. Trying again for up to ${Math.round((waitMs - waited) / 1000)} s.`,
        );
      }
      await new Promise((r) => setTimeout(r, Math.min(1000, Math.max(0, waitMs - waited))));
    }
  }
}
