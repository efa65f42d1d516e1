import type { Context, ErrorHandler } from "hono";
import type { ParamIndexMap, Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";

type Next = () => Promise<void>;
type Handler = (c: Context, next: Next) => unknown;
type Entry<T> = [T, ParamIndexMap];

/** A promise, or anything awaitable as one. */
export const isThenable = (x: unknown): x is PromiseLike<unknown> =>
  typeof (x as { then?: unknown } | null)?.then === "function";

/**
 * The handlers one request matched (the app-wide front, a route's guards and validators, its
 * handler), run in order as Hono's `compose` runs them, with one difference: a layer that answers
 * at once is not made to wait a turn of the event loop (decision 043). Hono's `compose` makes each
 * layer an async function, so a request that needs no I/O (liveness, a refusal, a cached read)
 * still went through a promise, an `await` and a microtask a layer, and reached the socket a turn
 * later than its answer was ready. Here a layer's result is awaited only when it is a promise.
 *
 * Kept from `compose`, case by case: `next()` twice throws; a layer's error is given to the app's
 * error handler at that layer, so the layers around it go on with the error's answer (the front
 * still logs it and puts its headers); a layer's returned Response becomes the answer unless one
 * is already set (an error's always); past the last layer, `next` is Hono's not-found answer.
 * Unlike `compose`, `c.req.routeIndex` stays 0: the one entry Hono sees carries the parameters of
 * every matched handler (the route's, by name).
 */
export function chain(handlers: readonly Handler[], onError: ErrorHandler): Handler {
  return (c, last) => {
    const out = new Run(c, handlers, last, onError).dispatch(0);
    return isThenable(out) ? Promise.resolve(out).then(finished) : finished(out);
  };
}

/** One request's way through the chain (an object, not closures a request: less to allocate). */
class Run {
  index = -1;
  constructor(
    readonly c: Context,
    readonly handlers: readonly Handler[],
    readonly last: Next,
    readonly onError: ErrorHandler,
  ) {}

  dispatch(i: number): Context | Promise<Context> {
    if (i <= this.index) throw new Error("next() called multiple times");
    this.index = i;
    const handler = i < this.handlers.length ? this.handlers[i]! : this.last;
    let res: unknown;
    try {
      res = handler(this.c, () => this.dispatch(i + 1) as Promise<never>);
    } catch (err) {
      return this.failed(err);
    }
    return isThenable(res)
      ? Promise.resolve(res).then(
          (r) => this.settle(r, false),
          (err) => this.failed(err),
        )
      : this.settle(res, false);
  }

  /** A layer's returned Response is the answer unless one is set already (an error's always is). */
  settle(res: unknown, isError: boolean): Context {
    const { c } = this;
    if (res && res !== c && (c.finalized === false || isError)) c.res = res as Response;
    return c;
  }

  failed(err: unknown): Context | Promise<Context> {
    if (!(err instanceof Error)) throw err;
    this.c.error = err;
    const res = this.onError(err, this.c);
    return isThenable(res) ? Promise.resolve(res).then((r) => this.settle(r, true)) : this.settle(res, true);
  }
}

function finished(c: Context): Response {
  if (!c.finalized)
    throw new Error(
      "Context is not finalized. Did you forget to return a Response object or `await next()`?",
    );
  return c.res;
}

/**
 * Hono's RegExpRouter, answering each match with one handler: the matched ones chained (`chain`,
 * made once per set of handlers and kept). Hono calls a lone handler directly, without its own
 * `compose`, and hands a Response that is ready at once straight to the adapter.
 */
export class ChainedRouter<T extends [unknown, unknown]> implements Router<T> {
  name = "ChainedRouter(RegExpRouter)";
  readonly #inner = new RegExpRouter<T>();
  readonly #chained = new WeakMap<readonly Entry<T>[], Entry<T>[]>();
  readonly #answers = new WeakMap<object, Result<T>>();

  constructor(private readonly onError: ErrorHandler) {}

  add(method: string, path: string, handler: T): void {
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const matched = this.#inner.match(method, path) as [Entry<T>[], string[]];
    const [entries, stash] = matched;
    if (entries.length < 2) return matched as Result<T>;
    // A path without parameters is matched to the same answer every time: so is its chain.
    const kept = stash.length === 0 ? this.#answers.get(matched) : undefined;
    if (kept) return kept;
    let one = this.#chained.get(entries);
    if (!one) {
      const handlers = entries.map(([[handler]]) => handler as Handler);
      // Every matched handler's parameters under one map: a middleware's and the route's alike.
      const params = Object.assign({}, ...entries.map(([, p]) => p)) as ParamIndexMap;
      const route = entries.at(-1)![0][1];
      one = [[[chain(handlers, this.onError), route] as T, params]];
      this.#chained.set(entries, one);
    }
    const answer = [one, stash] as Result<T>;
    if (stash.length === 0) this.#answers.set(matched, answer);
    return answer;
  }
}
