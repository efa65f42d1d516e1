import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKind } from "../../test/db";
import { createTestApp, type TestApp } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("system routes", () => {
  it("/api/health answers ok with the database kind and the schema version", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: string; schemaVersion: number };
    expect(body.status).toBe("ok");
    expect(body.database).toBe(testDatabaseKind());
    expect(body.schemaVersion).toBeGreaterThanOrEqual(1);
  });

  it("/api/health asks the database on every call: 503 with a code when it does not answer in time", async () => {
    const hang = vi.spyOn(t.deps.database.db, "execute").mockReturnValue(new Promise(() => {}) as never);
    try {
      const res = await t.app.request("/api/health");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: { code: "DATABASE_UNAVAILABLE", params: {} } });
      // Liveness does not touch the database.
      const live = await t.app.request("/api/live");
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: "ok" });
    } finally {
      hang.mockRestore();
    }
    expect((await t.app.request("/api/health")).status).toBe(200);
  });

  it("/api/health answers 503 once the database is gone; /api/live still answers", async () => {
    const gone = await createTestApp();
    expect((await gone.app.request("/api/health")).status).toBe(200);
    await gone.close();
    const res = await gone.app.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: "DATABASE_UNAVAILABLE", params: {} } });
    expect((await gone.app.request("/api/live")).status).toBe(200);
  });

  it("/api/health answers 503 SHUTTING_DOWN while the server drains on a stop; /api/live still answers", async () => {
    t.deps.readiness.draining = true;
    try {
      const res = await t.app.request("/api/health");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: { code: "SHUTTING_DOWN", params: {} } });
      expect((await t.app.request("/api/live")).status).toBe(200);
    } finally {
      t.deps.readiness.draining = false;
    }
    expect((await t.app.request("/api/health")).status).toBe(200);
  });

  it("/api/health answers 503 SHUTTING_DOWN while the server drains on a stop; /api/live still answers", async () => {
    t.deps.readiness.draining = true;
    try {
      const res = await t.app.request("/api/health");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: { code: "SHUTTING_DOWN", params: {} } });
      expect((await t.app.request("/api/live")).status).toBe(200);
    } finally {
      t.deps.readiness.draining = false;
    }
    expect((await t.app.request("/api/health")).status).toBe(200);
  });

  it("/api/openapi.json describes the API's routes with their access level", async () => {
    const res = await t.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { "x-access"?: string }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/captcha/challenge",
        "/api/me",
        "/api/admin/members/{id}/role",
      ]),
    );
    expect(doc.paths["/api/health"]!.get!["x-access"]).toBe("public");
    expect(doc.paths["/api/admin/members/{id}/role"]!.put!["x-access"]).toBe("people");
  });

  it("/api/docs serves the API reference page", async () => {
    const res = await t.app.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toContain("/api/openapi.json");
  });

  it("an unknown /api path is a 404 with an error code, not the client app", async () => {
    const res = await t.app.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", params: {} } });
  });
});
