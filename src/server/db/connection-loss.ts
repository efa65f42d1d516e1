import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import type { Logger } from "../platform/logger";
import { connectionLossOf, isConnectionLoss, lossReason, transactionConflictOf } from "./database-errors";

/**
 * A request's database connection dropped (PostgreSQL restarted, failed over, or terminated the
 * backend): decision 027. A transaction the database rolled back to end a deadlock or a
 * serialization failure is treated the same way: it changed nothing, so the request runs once more,
 * and a second failure answers 503 DATABASE_BUSY with Retry-After (never a 500). The pool's statements are watched per request, so that a request that
 * lost its connection before it changed anything is run once more on a new connection, and any
 * other answers 503 DATABASE_UNAVAILABLE with Retry-After. "Before it changed anything" means
 * every statement the request sent either only read, or belonged to a transaction the drop rolled
 * back (the error arrived before COMMIT was answered), or never reached the server. A write sent on
 * its own, or a COMMIT, whose answer the drop swallowed may have taken effect: no retry then.
 */
export type RequestScope = {
  /** The first connection error the request met, if any. */
  lost: unknown;
  /** The first deadlock or serialization failure the request met, if any. */
  conflict?: unknown;
  /** Something may have been written: a write or a COMMIT succeeded, or its outcome is unknown. */
  mayHaveChanged: boolean;
  /** The statement that made it so (its first words), for the log. */
  changedBy?: string;
};

const scopes = new AsyncLocalStorage<RequestScope>();

/** A statement refused before it was sent: the client already knew its connection was dead. */
const NOT_SENT = /not queryable/i;

/** The request being served now, if it runs under `retryOnConnectionLoss`. */
export const currentScope = () => scopes.getStore();

type Kind = "begin" | "commit" | "rollback" | "read" | "write";

/** What a statement can do to the data, judged by its first word (anything unknown is a write). */
export function statementKind(text: string): Kind {
  const head = text.trimStart().slice(0, 24).toLowerCase();
  if (/^(begin|start transaction)\b/.test(head)) return "begin";
  if (/^(commit|end)\b/.test(head)) return "commit";
  if (/^rollback\s+to\b/.test(head)) return "read";
  if (/^(rollback|abort)\b/.test(head)) return "rollback";
  if (/^(select|show|savepoint|release)\b/.test(head)) return "read";
  return "write";
}

/** A pooled connection's state for the request that holds it. */
type Holder = { scope: RequestScope | undefined; inTx: boolean; wrote: boolean };
const HOLDER = Symbol("kinisi.connection-holder");
const WATCHED = Symbol("kinisi.connection-watched");

type QueryConfig = string | { text?: string; submit?: unknown };
const textOf = (config: QueryConfig) => (typeof config === "string" ? config : (config?.text ?? ""));

async function watch<T>(scope: RequestScope, holder: Holder | null, text: string, run: () => Promise<T>) {
  const kind = statementKind(text);
  const inTx = holder?.inTx ?? false;
  const changed = () => {
    scope.mayHaveChanged = true;
    scope.changedBy ??= text.trimStart().slice(0, 60);
  };
  try {
    const result = await run();
    if (kind === "begin" && holder) {
      holder.inTx = true;
      holder.wrote = false;
    } else if (kind === "commit" || kind === "rollback") {
      if (kind === "commit" && inTx && holder?.wrote) changed();
      if (holder) holder.inTx = false;
    } else if (kind === "write") {
      if (inTx && holder) holder.wrote = true;
      else changed();
    }
    return result;
  } catch (err) {
    if (transactionConflictOf(err)) scope.conflict ??= err;
    const loss = connectionLossOf(err);
    if (loss) {
      scope.lost ??= err;
      const sent = !NOT_SENT.test(String(loss.message));
      // A COMMIT of a transaction that wrote, or a write on its own: it may have taken effect.
      // Anything else inside a transaction was rolled back with the connection.
      if (sent && ((kind === "commit" && inTx && holder?.wrote) || (!inTx && kind === "write"))) changed();
    }
    if (holder && (kind === "commit" || kind === "rollback" || loss)) holder.inTx = false;
    throw err;
  }
}

type AnyQuery = (config: QueryConfig, values?: unknown, cb?: unknown) => unknown;

/** Watches the statements a request sends on a connection it checked out (a transaction). */
function holdFor(client: pg.PoolClient, scope: RequestScope | undefined) {
  const c = client as unknown as Record<symbol, unknown> & { query: AnyQuery };
  c[HOLDER] = { scope, inTx: false, wrote: false } satisfies Holder;
  if (c[WATCHED]) return;
  c[WATCHED] = true;
  const query = c.query.bind(client) as AnyQuery;
  c.query = (config, values, cb) => {
    const holder = c[HOLDER] as Holder | undefined;
    const plain = typeof values !== "function" && typeof cb !== "function";
    const submittable = typeof config === "object" && typeof config?.submit === "function";
    if (!holder?.scope || !plain || submittable) return query(config, values, cb);
    return watch(holder.scope, holder, textOf(config), () => query(config, values) as Promise<unknown>);
  };
}

/**
 * Watches every statement of the pool on behalf of the request that sends it: `pool.query` (a
 * statement on its own) and the connections `pool.connect()` hands out (Drizzle's transactions).
 * Outside a request (background jobs) nothing is recorded.
 */
export function watchPool(pool: pg.Pool): void {
  const p = pool as unknown as { connect: (cb?: unknown) => unknown; query: AnyQuery };
  const connect = p.connect.bind(pool) as (cb?: unknown) => unknown;
  const query = p.query.bind(pool) as AnyQuery;
  p.connect = (cb?: unknown) => {
    if (typeof cb === "function") {
      // The pool's own query() checks a connection out this way: that statement is watched there.
      return connect((err: unknown, client: pg.PoolClient | undefined, done: unknown) => {
        if (client) holdFor(client, undefined);
        (cb as (...a: unknown[]) => void)(err, client, done);
      });
    }
    const scope = scopes.getStore();
    return (connect() as Promise<pg.PoolClient>).then(
      (client) => {
        holdFor(client, scope);
        return client;
      },
      (err: unknown) => {
        if (scope && isConnectionLoss(err)) scope.lost ??= err;
        throw err;
      },
    );
  };
  p.query = (config, values, cb) => {
    const scope = scopes.getStore();
    const plain = typeof values !== "function" && typeof cb !== "function";
    const submittable = typeof config === "object" && typeof config?.submit === "function";
    if (!scope || !plain || submittable) return query(config, values, cb);
    return watch(scope, null, textOf(config), () => query(config, values) as Promise<unknown>);
  };
}

/** Seconds a client is asked to wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 2;

type Fetch = (req: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * The server's fetch, run in a request scope: a request that lost its database connection before
 * it changed anything runs once more (on a new connection: the pool drops a dead one); otherwise
 * its answer stands, and a 5xx after a lost connection becomes 503 DATABASE_UNAVAILABLE with
 * Retry-After (the app's onError answers so already; this covers answers built elsewhere, such as
 * the auth library's own 500). A request that failed on a deadlock or a serialization failure
 * (the database rolled that transaction back) and changed nothing else runs once more too; a
 * second such failure answers 503 DATABASE_BUSY with Retry-After. The log says which and why.
 */
export function retryOnConnectionLoss<F extends Fetch>(fetch: F, logger: Logger): F {
  const attempt = async (req: Request, rest: never[]) => {
    const scope: RequestScope = { lost: null, mayHaveChanged: false };
    const res = await scopes.run(scope, () => fetch(req, ...rest));
    return { res, scope };
  };
  const wrapped = async (incoming: Request, ...rest: never[]) => {
    // A second run needs the body again. A small body with a declared length (every JSON call) is
    // read once here and given to each run; any other (a photo upload, a chunked body) goes to the
    // app as it came and is not run twice. Not `Request.clone()`: a tee'd body the app refused
    // without reading kept the client's connection waiting on a running server.
    const replayable = await bufferedCopy(incoming);
    const req = replayable?.() ?? incoming;
    const first = await attempt(req, rest);
    const where = { method: req.method, path: new URL(req.url).pathname };
    let { res, scope } = first;
    // A conflict that the request answered without failing (a feature that handled it) stands.
    const failedOnConflict = () => Boolean(scope.conflict) && res.status >= 500;
    if ((scope.lost || failedOnConflict()) && !scope.mayHaveChanged && replayable) {
      logger.warn(
        { ...where, reason: lossReason(scope.lost ?? scope.conflict) },
        scope.lost
          ? "the database connection was lost before the request changed anything: running it once more"
          : "the database rolled the request's transaction back (a deadlock or a serialization failure): running it once more",
      );
      await res.body?.cancel().catch(() => {});
      ({ res, scope } = await attempt(replayable(), rest));
    }
    if (!scope.lost && !failedOnConflict()) return res;
    const lost = Boolean(scope.lost);
    logger.warn(
      {
        ...where,
        status: res.status,
        mayHaveChanged: scope.mayHaveChanged,
        changedBy: scope.changedBy,
        reason: lossReason(scope.lost ?? scope.conflict),
      },
      !lost
        ? "the database rolled the request's transaction back again: answered 503 DATABASE_BUSY"
        : res.status >= 500
          ? "the database connection was lost: answered 503 DATABASE_UNAVAILABLE"
          : "the database connection was lost, yet the request was answered",
    );
    if (res.status < 500 || res.status === 503) return res;
    return unavailable(res, lost ? "DATABASE_UNAVAILABLE" : "DATABASE_BUSY");
  };
  return wrapped as unknown as F;
}

/** The largest body read ahead so that a request can run twice (the API's JSON body limit). */
const REPLAY_MAX_BYTES = 64 * 1024;

/**
 * A maker of fresh copies of a request whose body is small and declared (or absent); null for a
 * body that must stream (no Content-Length, or above REPLAY_MAX_BYTES), which then runs once.
 */
async function bufferedCopy(req: Request): Promise<(() => Request) | null> {
  if (req.method === "GET" || req.method === "HEAD" || !req.body) return () => req;
  const length = Number(req.headers.get("content-length") ?? Number.NaN);
  if (!Number.isFinite(length) || length > REPLAY_MAX_BYTES) return null;
  const body = new Uint8Array(await req.arrayBuffer());
  const init = { method: req.method, headers: req.headers, body, signal: req.signal };
  return () => new Request(req.url, init);
}

/** 503 with the code in the API's shape, keeping the answer's other headers (security headers). */
function unavailable(res: Response, code: "DATABASE_UNAVAILABLE" | "DATABASE_BUSY"): Response {
  void res.body?.cancel().catch(() => {});
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  headers.set("retry-after", String(RETRY_AFTER_SECONDS));
  return new Response(JSON.stringify({ error: { code, params: {} } }), {
    status: 503,
    headers,
  });
}
