import { vi } from "vitest";

/** What one stubbed route answers: a JSON body (200), or a whole Response (a refusal, a 204). */
export type StubAnswer = unknown | Response;
type Handler = (req: { url: URL; body: unknown }) => StubAnswer | Promise<StubAnswer>;

/**
 * The server of a component test: `fetch` answered from `routes`, keyed "METHOD /path" (no query);
 * "*" answers any other, else a call to a route not listed fails the test with its name. Answers the calls made, to assert on.
 *
 *   const calls = stubApi({ "GET /api/admin/mass-mail": { running: null, past: [] } });
 */
export function stubApi(routes: Record<string, StubAnswer | Handler>) {
  const calls: { key: string; url: URL; body: unknown; headers: Headers }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      const text = await request.text();
      const body = text ? parsedBody(text) : undefined;
      calls.push({ key, url, body, headers: request.headers });
      const route = key in routes ? routes[key] : routes["*"];
      if (route === undefined) throw new Error(`component test: no stub for ${key}`);
      const answer = typeof route === "function" ? await (route as Handler)({ url, body }) : route;
      return answer instanceof Response ? answer : Response.json(answer);
    }),
  );
  return calls;
}

/** A JSON body parsed; any other (a multipart upload) kept as its text. */
function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A refusal as the server sends it. */
export const refusal = (status: number, code: string, params: Record<string, unknown> = {}) =>
  Response.json({ error: { code, params } }, { status });
