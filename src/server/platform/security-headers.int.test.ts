import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageIdentity } from "../domain/studio-identity";
import { mountClient } from "../static";
import { createTestApp, type TestApp } from "../test/factories";
import { TEST_ORIGIN } from "../test/requests";
import { API_CONTENT_SECURITY_POLICY } from "./security-headers";

// These tests speak HTTP to the app served as main.ts serves it, and read the header lines as they
// are sent, not the fetch Response of `app.request()`.

type Answer = { status: number; lines: [string, string][] };

let t: TestApp;
let https: TestApp;
let dist: string;
const servers: http.Server[] = [];
let base = "";
let httpsBase = "";

async function served(app: TestApp["app"]): Promise<string> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    "<!doctype html><html><head><title>K</title></head><body></body></html>",
  );
  fs.writeFileSync(path.join(dist, "assets", "index-A.js"), "console.log(1)");
  t = await createTestApp();
  mountClient(t.app, dist, t.deps.config.publicUrl, pageIdentity(t.deps));
  https = await createTestApp({ env: { PUBLIC_URL: "https://kinisi.example.gr" } });
  base = await served(t.app);
  httpsBase = await served(https.app);
});
afterAll(async () => {
  for (const s of servers) s.close();
  await t.close();
  await https.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** One request on the wire; the answer's header lines as sent (name in lower case, value). */
function send(url: string, o: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, { method: o.method ?? "GET", headers: o.headers }, (res) => {
      const lines: [string, string][] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        lines.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, lines }));
    });
    req.on("error", reject);
    req.end(o.body);
  });
}

/** The values of a header in an answer, one per line sent. */
const values = (a: Answer, name: string) => a.lines.filter(([n]) => n === name).map(([, v]) => v);

const SITE_WIDE = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

describe("security headers on the wire", () => {
  it("are sent once on every answer: pages, files, API answers, refusals, HEAD", async () => {
    const big = JSON.stringify({ message: "x".repeat(100 * 1024) });
    const answers = {
      page: await send(`${base}/about`),
      file: await send(`${base}/assets/index-A.js`),
      missingFile: await send(`${base}/assets/gone.js`),
      live: await send(`${base}/api/live`),
      head: await send(`${base}/api/live`, { method: "HEAD" }),
      notFound: await send(`${base}/api/no-such`),
      tooLarge: await send(`${base}/api/client-errors`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: big,
      }),
      crossOrigin: await send(`${base}/api/client-errors`, {
        method: "POST",
        headers: { origin: "https://evil.test", "content-type": "application/json" },
        body: "{}",
      }),
    };
    expect([answers.tooLarge.status, answers.crossOrigin.status]).toEqual([413, 403]);
    for (const [what, a] of Object.entries(answers)) {
      const csp = values(a, "content-security-policy");
      expect(csp, what).toHaveLength(1);
      // An API answer (JSON, a photo, a calendar file) loads nothing: its policy allows nothing.
      const api = ["live", "head", "notFound", "tooLarge", "crossOrigin"].includes(what);
      if (api) expect(csp[0], what).toBe(API_CONTENT_SECURITY_POLICY);
      else expect(csp[0], what).toContain("default-src 'self'");
      expect(csp[0], what).toContain("frame-ancestors 'none'");
      for (const [name, value] of Object.entries(SITE_WIDE))
        expect(values(a, name), `${what} ${name}`).toEqual([value]);
      expect(values(a, "strict-transport-security"), what).toEqual([]);
      expect(values(a, "content-type").length, what).toBeLessThanOrEqual(1);
    }
  });

  it("mark every API answer no-store unless the route sets its own Cache-Control, sent once", async () => {
    for (const url of ["/api/live", "/api/no-such", "/api/me"])
      expect(values(await send(`${base}${url}`), "cache-control"), url).toEqual(["no-store"]);
    expect(values(await send(`${base}/api/site`), "cache-control")).toEqual(["public, no-cache"]);
    expect(values(await send(`${base}/about`), "cache-control")).toEqual(["no-cache"]);
  });

  it("let a page's own policy (with its inline scripts' hashes) replace the default, as in process", async () => {
    const inProcess = (await t.app.request("/api/docs")).headers.get("content-security-policy");
    expect(inProcess).toMatch(/script-src 'self' 'sha256-/);
    expect(values(await send(`${base}/api/docs`), "content-security-policy")).toEqual([inProcess]);
  });

  it("add HSTS only when PUBLIC_URL is https", async () => {
    const a = await send(`${httpsBase}/api/live`);
    expect(values(a, "strict-transport-security")).toEqual(["max-age=31536000"]);
    expect(values(a, "x-frame-options")).toEqual(["DENY"]);
  });
});
