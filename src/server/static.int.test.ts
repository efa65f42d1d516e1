import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/precompress";
import { en } from "../shared/locales/en";
import { gr } from "../shared/locales/gr";
import { pageIdentity } from "./domain/studio-identity";
import { withStudio } from "./first-paint/pages";
import { escapeHtml } from "./platform/html";
import { inlineScriptHashes } from "./platform/security-headers";
import { mountClient } from "./static";
import { createAdmin, createTestApp, type TestApp } from "./test/factories";
import { call } from "./test/requests";

const INDEX = `<!doctype html><html lang="el"><head><title>Kinisi</title>
<script type="module" crossorigin src="/assets/index-NEW.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-NEW.js">
</head><body><div id="root"></div></body></html>`;

const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `λέξη ${i}`))};`;

let t: TestApp;
let https: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), INDEX);
  fs.writeFileSync(path.join(dist, "assets", "index-NEW.js"), "console.log(1)");
  fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
  fs.writeFileSync(path.join(dist, "assets", "big-NEW.js"), BIG_JS);
  precompressDir(dist);
  t = await createTestApp();
  mountClient(t.app, dist, t.deps.config.publicUrl, pageIdentity(t.deps));
  https = await createTestApp({ env: { PUBLIC_URL: "https://kinisi.example.gr" } });
});
afterAll(async () => {
  await t.close();
  await https.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("the built client", () => {
  it("serves a hashed asset cached for a year", async () => {
    const res = await t.app.request("/assets/index-NEW.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("sends an asset compressed to a browser that accepts it, and whole to one that does not", async () => {
    const br = await t.app.request("/assets/big-NEW.js", {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("content-type")).toContain("javascript");
    expect(br.headers.get("cache-control")).toContain("immutable");
    const body = Buffer.from(await br.arrayBuffer());
    expect(body.length).toBeLessThan(BIG_JS.length / 3);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(BIG_JS);

    const gz = await t.app.request("/assets/big-NEW.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_JS);

    const plain = await t.app.request("/assets/big-NEW.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(BIG_JS);
  });

  it.each(["/assets/index-OLDHASH.js", "/gallery/gone-400.webp", "/robots.txt", "/admin/old.css"])(
    "answers a missing file %s with 404, not the page, never cached as immutable",
    async (url) => {
      const res = await t.app.request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type") ?? "").not.toContain("text/html");
      expect(res.headers.get("cache-control") ?? "").not.toMatch(/immutable|max-age/);
    },
  );

  it("answers page paths with index.html, not cached, its inline loader allowed by hash only", async () => {
    for (const url of ["/", "/about", "/admin/members"]) {
      const res = await t.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
    const home = await t.app.request("/");
    const html = await home.text();
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1); // the first-paint loader
    const csp = home.headers.get("content-security-policy")!;
    expect(csp).toContain(`script-src 'self' ${hashes[0]}`);
    expect(csp).not.toContain("unsafe-inline' 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe("the studio's identity on the pages", () => {
  it("is read for every page: the owner's save shows on the next load, with no restart", async () => {
    const before = await (await t.app.request("/")).text();
    expect(before).toContain(
      `<title>${escapeHtml(withStudio(gr.site.meta.home.title, { name: "Kinisi" }))}</title>`,
    );
    const owner = await createAdmin(t);
    const saved = await call(t, "PUT", "/api/admin/identity", owner.cookie, {
      name: "Ήλιος Fitness",
      phone: "+30 210 555 0000",
      email: "desk@ilios.test",
      address: "Αθήνα",
      mapUrl: "",
      socialLinks: [],
      color: "#1e3a8a",
      headline: { gr: "", en: "" },
      intro: { gr: "", en: "" },
      story: { gr: "", en: "" },
    });
    expect(saved.status).toBe(200);
    const after = await (await t.app.request("/about")).text();
    expect(after).toContain(
      `<title>${escapeHtml(withStudio(gr.site.meta.about.title, { name: "Ήλιος Fitness" }))}</title>`,
    );
    expect(after).toContain('style="--brand:#1e3a8a;');
    expect(after).toContain(escapeHtml(withStudio(gr.site.about.story[0]!, { name: "Ήλιος Fitness" })));
  });
});

describe("the first paint of a public page", () => {
  it("is drawn in the visitor's language, for the address's query and the session cookie", async () => {
    const page = async (path: string, cookie = "") =>
      (await t.app.request(path, { headers: { cookie } })).text();
    const about = await page("/about", "app_language=en");
    expect(about).toContain('<div id="first-paint"');
    expect(about).toContain(`<h1>${escapeHtml(en.site.about.title)}</h1>`);
    const greek = await page("/about");
    expect(greek).toContain(`<h1>${escapeHtml(gr.site.about.title)}</h1>`);

    expect(await page("/reset-password")).toContain(escapeHtml(gr.auth.resetInvalid));
    expect(await page("/reset-password?token=abc")).not.toContain(escapeHtml(gr.auth.resetInvalid));

    const signedOut = await page("/questionnaire", "app_language=gr");
    expect(signedOut).toContain(escapeHtml(gr.questionnaires.loginRequired));
    const signedIn = await page("/questionnaire", "better-auth.session_token=x.y; app_language=gr");
    expect(signedIn).toContain(escapeHtml(gr.questionnaires.nutritionTitle));
    expect(signedIn).not.toContain(escapeHtml(gr.questionnaires.loginRequired));
  });
});

describe("security headers", () => {
  it("are on every answer: pages, files, API answers and refusals", async () => {
    for (const url of ["/", "/assets/index-NEW.js", "/assets/missing.js", "/api/health", "/api/no-such"]) {
      const res = await t.app.request(url);
      const csp = res.headers.get("content-security-policy") ?? "";
      // An API answer loads nothing at all; a page or a file only what comes from the site itself.
      expect(csp, url).toContain(url.startsWith("/api/") ? "default-src 'none'" : "default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security"), url).toBeNull();
    }
  });

  it("add HSTS only when PUBLIC_URL is https", async () => {
    const res = await https.app.request("/api/live");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });
});

describe("/api/docs", () => {
  it("loads the API reference from our own origin only, its script served from the package", async () => {
    const res = await t.app.request("/api/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("/api/openapi.json");
    const external = [...html.matchAll(/\b(?:src|href)=["']([^"']+)["']/g)]
      .map((m) => m[1]!)
      .filter((u) => /^(https?:)?\/\//.test(u));
    expect(external).toEqual([]);
    expect(html).not.toMatch(/cdn\.jsdelivr|fonts\.scalar|unpkg/);
    const script = /<script[^>]*\bsrc="([^"]+)"/.exec(html)![1]!;
    const js = await t.app.request(script);
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toContain("javascript");
    expect((await js.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const csp = res.headers.get("content-security-policy")!;
    for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash);
  });
});
