import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/factories";
import { TEST_ORIGIN } from "../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The request lines the front logged while `run` ran. */
async function logged(run: () => unknown) {
  const info = vi.spyOn(t.deps.logger, "info");
  try {
    await run();
    return info.mock.calls.filter(([, message]) => message === "request").map(([fields]) => fields);
  } finally {
    info.mockRestore();
  }
}

describe("the front's request log", () => {
  it("logs an API request with its method, path, status and time, and leaves health checks out", async () => {
    const lines = await logged(async () => {
      await t.app.request("/api/live");
      await t.app.request("/api/health");
      await t.app.request("/api/site");
      await t.app.request("/api/no-such-thing");
    });
    expect(lines).toEqual([
      {
        requestId: expect.any(String),
        method: "GET",
        path: "/api/site",
        status: 200,
        ms: expect.any(Number),
      },
      {
        requestId: expect.any(String),
        method: "GET",
        path: "/api/no-such-thing",
        status: 404,
        ms: expect.any(Number),
      },
    ]);
  });

  it("logs a refused cross-origin write with its refusal", async () => {
    const lines = await logged(() =>
      t.app.request("/api/contact", {
        method: "POST",
        headers: { origin: "https://elsewhere.example", "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(lines).toEqual([
      {
        requestId: expect.any(String),
        method: "POST",
        path: "/api/contact",
        status: 403,
        ms: expect.any(Number),
      },
    ]);
    expect(TEST_ORIGIN).not.toBe("https://elsewhere.example");
  });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the request id", () => {
  it("is new for each request, carried by the answer's X-Request-Id and by its log line", async () => {
    const answers: Response[] = [];
    const lines = await logged(async () => {
      answers.push(await t.app.request("/api/site"));
      answers.push(await t.app.request("/api/no-such-thing"));
      // The auth handler answers with a Response of its own.
      answers.push(await t.app.request("/api/auth/get-session", { headers: { origin: TEST_ORIGIN } }));
      // A client cannot choose the id it is logged under when no proxy is trusted.
      answers.push(await t.app.request("/api/site", { headers: { "x-request-id": "chosen-by-the-client" } }));
    });
    const ids = answers.map((res) => res.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(lines.map((l) => (l as { requestId: string }).requestId)).toEqual(ids);
  });

  it("is the trusted proxy's when it gave a sane one, and a new one otherwise", async () => {
    const behind = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const idOf = async (given: string) =>
        (await behind.app.request("/api/site", { headers: { "x-request-id": given } })).headers.get(
          "x-request-id",
        );
      expect(await idOf("caddy-5f0c1e7a.0001:2")).toBe("caddy-5f0c1e7a.0001:2");
      expect(await idOf("a b")).toMatch(UUID);
      expect(await idOf("x".repeat(129))).toMatch(UUID);
      expect(await idOf('"},"level":60')).toMatch(UUID);
    } finally {
      await behind.close();
    }
  });
});
