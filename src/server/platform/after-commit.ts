import type { Db, Tx } from "../db/client";

/**
 * Work that must happen only once a transaction has committed, as outline's transaction middleware
 * and Sequelize's `afterCommit` do it: a booking's e-mail is queued in the booking's transaction
 * (the outbox row commits with the booking or not at all) and sent right after the commit; if the
 * send fails, the outbox's poll sends it later (decision 029).
 */
type Hook = () => Promise<unknown>;
type Logger = { error: (obj: object, msg: string) => void };

const hooks = new WeakMap<Tx, Hook[]>();

/**
 * Runs `fn` after the commit of the transaction `tx` when `inTransaction` opened it; answers false
 * (and runs nothing) in a transaction opened otherwise, where the caller's fallback applies.
 */
export function afterCommit(tx: Tx, fn: Hook): boolean {
  const list = hooks.get(tx);
  if (!list) return false;
  list.push(fn);
  return true;
}

/**
 * `db.transaction(fn)`, then the hooks `fn` registered with `afterCommit`, in order, once it has
 * committed (never after a rollback; a retried attempt starts with none). A hook that fails is
 * logged: the transaction's result stands.
 */
export async function inTransaction<T>(
  deps: { database: { db: Db }; logger: Logger },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  let list: Hook[] = [];
  const result = await deps.database.db.transaction(async (tx) => {
    list = [];
    hooks.set(tx, list);
    return fn(tx);
  });
  for (const hook of list) {
    await hook().catch((err: unknown) => deps.logger.error({ err }, "after commit: a hook failed"));
  }
  return result;
}
