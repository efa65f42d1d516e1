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
      { method: "GET", path: "/api/site", status: 200, ms: expect.any(Number) },
      { method: "GET", path: "/api/no-such-thing", status: 404, ms: expect.any(Number) },
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
    expect(lines).toEqual([{ method: "POST", path: "/api/contact", status: 403, ms: expect.any(Number) }]);
    expect(TEST_ORIGIN).not.toBe("https://elsewhere.example");
  });
});
