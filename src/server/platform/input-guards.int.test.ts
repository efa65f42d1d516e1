import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientErrors } from "../db/schema";
import { appWithAdmin } from "../test/factories";
import { errorOf, TEST_ORIGIN } from "../test/requests";

const ctx = appWithAdmin();

const raw = (path: string, body: BodyInit | undefined, headers: Record<string, string>, method = "POST") =>
  ctx.t.app.request(path, { method, headers: { origin: TEST_ORIGIN, ...headers }, body });
const json = { "content-type": "application/json" };
const rows = async () => (await ctx.t.database.db.select({ n: count() }).from(clientErrors))[0]!.n;

describe("input every route refuses the same way, never with a 500", () => {
  it("malformed or empty JSON, a missing body and a non-JSON content type get a 4xx with a code", async () => {
    expect(await errorOf(await raw("/api/client-errors", '{"message": "x"', json))).toMatchObject({
      status: 400,
      code: "MALFORMED_BODY",
    });
    expect((await errorOf(await raw("/api/client-errors", "", json))).status).toBe(400);
    expect(await errorOf(await raw("/api/client-errors", undefined, {}))).toMatchObject({
      status: 400,
      code: "VALIDATION",
    });
    expect(
      await errorOf(await raw("/api/client-errors", "message=x", { "content-type": "text/plain" })),
    ).toMatchObject({ status: 415, code: "UNSUPPORTED_MEDIA_TYPE" });
    // As an admin on an admin route, and on the auth library's routes.
    const asAdmin = { ...json, cookie: ctx.admin.cookie };
    expect(
      await errorOf(await raw(`/api/admin/members/${ctx.admin.id}/role`, "{", asAdmin, "PUT")),
    ).toMatchObject({ status: 400, code: "MALFORMED_BODY" });
    expect(await errorOf(await raw("/api/auth/sign-in/email", "{'email':", json))).toMatchObject({
      status: 400,
      code: "MALFORMED_BODY",
    });
    expect(await rows()).toBe(0);
  });

  it("wrong types are a 400 VALIDATION", async () => {
    const res = await raw("/api/client-errors", JSON.stringify({ message: { a: 1 } }), json);
    expect(await errorOf(res)).toMatchObject({ status: 400, code: "VALIDATION" });
    const list = await raw("/api/client-errors", JSON.stringify([1, 2]), json);
    expect(await errorOf(list)).toMatchObject({ status: 400, code: "VALIDATION" });
  });

  it("a NUL character in the body, the query or the path is refused naming the field", async () => {
    const body = JSON.stringify({ message: "boom", context: "page\u0000" });
    expect(await errorOf(await raw("/api/client-errors", body, json))).toMatchObject({
      status: 400,
      code: "VALIDATION",
      params: { field: "context" },
    });
    const nested = JSON.stringify({ email: "a@b.gr", password: ["x", "y\u0000"] });
    expect(await errorOf(await raw("/api/auth/sign-in/email", nested, json))).toMatchObject({
      status: 400,
      params: { field: "password.1" },
    });
    const query = await ctx.t.app.request("/api/booking/day?date=2030-01-07%00", {
      headers: { cookie: ctx.admin.cookie },
    });
    expect(await errorOf(query)).toMatchObject({
      status: 400,
      code: "VALIDATION",
      params: { field: "query.date" },
    });
    const path = await ctx.t.app.request("/api/admin/members/abc%00/role", {
      method: "PUT",
      headers: { ...json, origin: TEST_ORIGIN, cookie: ctx.admin.cookie },
      body: JSON.stringify({ role: "user" }),
    });
    expect(await errorOf(path)).toMatchObject({ status: 400, params: { field: "path" } });
    expect(await rows()).toBe(0);
  });

  it("a broken multipart body to the photo upload is a 4xx, not a 500", async () => {
    const res = await raw("/api/admin/photos", "--xyz\r\nContent-Disposition: form-da", {
      "content-type": "multipart/form-data; boundary=xyz",
      cookie: ctx.admin.cookie,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()) as object).toHaveProperty("error.code");
  });

  it("a body over 64 KB is refused with 413 PAYLOAD_TOO_LARGE, on every route", async () => {
    const big = JSON.stringify({ message: "x".repeat(1024 * 1024) });
    for (const path of ["/api/client-errors", "/api/auth/sign-up/email", "/api/no-such-route", "/"]) {
      expect(await errorOf(await raw(path, big, json))).toMatchObject({
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
      });
    }
    expect(await rows()).toBe(0);
  });
});

describe("a huge body on the wire", () => {
  it("is answered 413 before it is sent whole, and memory stays bounded", async () => {
    const server = serve({ fetch: ctx.t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as AddressInfo;
    const before = process.memoryUsage().rss;
    try {
      // Four 150 MB posts with a Content-Length, and one streamed without one: each is answered
      // while at most 2 MB of it has been sent.
      const posts = [1, 2, 3, 4].map(() => postHuge(port, { declare: true }));
      posts.push(postHuge(port, { declare: false }));
      for (const answer of await Promise.all(posts)) {
        expect(answer.status).toBe(413);
        expect(answer.sentBytes).toBeLessThanOrEqual(2 * 1024 * 1024);
      }
      expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
      // The server still answers.
      expect((await fetch(`http://127.0.0.1:${port}/api/live`)).status).toBe(200);
    } finally {
      server.close();
    }
  });
});

/** Sends a 150 MB body in 64 KB pieces, slowly enough for the answer to arrive; stops at the answer. */
function postHuge(port: number, o: { declare: boolean }): Promise<{ status: number; sentBytes: number }> {
  const total = 150 * 1024 * 1024;
  const piece = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/client-errors",
      headers: {
        "content-type": "application/json",
        origin: TEST_ORIGIN,
        ...(o.declare ? { "content-length": String(total) } : { "transfer-encoding": "chunked" }),
      },
    });
    req.on("response", (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, sentBytes: sent });
      req.destroy();
    });
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      if (answered || sent >= total) return;
      if (sent >= 4 * 1024 * 1024) return; // never reached when the server refuses early
      sent += piece.length;
      req.write(piece);
      setTimeout(pump, 5);
    };
    pump();
  });
}
