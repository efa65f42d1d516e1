import {
  answerProblem,
  type OpenApiDoc,
  type OpenApiOperation,
  operationsOf,
} from "../../src/server/test/openapi";
import { Tally } from "./mixed-stats";

/**
 * Requests of the rush benchmark: each timed into a tally under its label and judged against the
 * OpenAPI document the server publishes (`answerProblem`, as the socket fuzz judges): a 5xx, a
 * status or a refusal's code the operation does not declare, or no answer at all is an error.
 */
export type Answer = {
  status: number;
  body: Record<string, unknown> | null;
  code: string | null;
  ms: number;
};

export class Calls {
  readonly tally = new Tally();
  private readonly ops: Map<string, OpenApiOperation>;

  constructor(doc: OpenApiDoc) {
    this.ops = new Map(operationsOf(doc).map((o) => [o.key, o.op]));
  }

  /** The operations the benchmark calls, checked against the document before it starts. */
  expect(keys: string[]) {
    const missing = keys.filter((k) => !this.ops.has(k));
    if (missing.length) throw new Error(`the OpenAPI document has no ${missing.join(", ")}`);
  }

  /**
   * One request: `key` names the operation ("POST /api/bookings"), `path` the URL's path
   * and query. Answers what came back (status 0 when nothing did).
   */
  async call(
    label: string,
    key: string,
    base: string,
    path: string,
    o: { cookie?: string; body?: unknown } = {},
  ): Promise<Answer> {
    const method = key.split(" ")[0]!;
    const started = performance.now();
    let status = 0;
    let text = "";
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(o.cookie ? { cookie: o.cookie } : {}),
          ...(method === "GET" ? {} : { origin: base }),
          ...(o.body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
        signal: AbortSignal.timeout(60_000),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      text = (err as Error).message;
    }
    const ms = performance.now() - started;
    this.tally.add(label, ms);
    const problem = status === 0 ? `no answer: ${text}` : answerProblem(this.ops.get(key)!, status, text);
    if (problem) this.tally.fail(label, problem);
    let body: Record<string, unknown> | null = null;
    try {
      body = text && status ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {}
    const code = ((body?.error as { code?: string } | undefined)?.code ?? null) as string | null;
    return { status, body, code, ms };
  }

  /** Forgets the latencies so far (after a warm-up); its errors still count. */
  reset() {
    this.tally.ms.clear();
  }
}

/** The owner signed in through the API (one password check): the Cookie header. */
export async function signIn(
  base: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A generator of numbers in [0, 1) from a seed: the same rush (who books what, when) every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
