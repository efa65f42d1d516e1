import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Env, Hono, Schema } from "hono";
import { getCookie } from "hono/cookie";
import { isLang, LANG_STORAGE_KEY } from "../shared/i18n";
import { type PageOptions, pageHtml } from "./page-html";
import { contentSecurityPolicy, inlineScriptHashes } from "./platform/security-headers";

/**
 * A request for a file, not a page: under /assets, /gallery or /icons, or a last segment with an
 * extension. A missing one is a 404, never the page (an old hashed asset answered with HTML
 * and cached for a year breaks every open tab after a deploy).
 */
export function isFilePath(pathname: string): boolean {
  return /^\/(assets|gallery|icons)\//.test(pathname) || /\/[^/]*\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Serves the built client: hashed assets cached for a year and compressed, index.html never cached,
 * each page written with the studio's identity as `identity` answers it now (read on every page: the
 * owner's save shows on the next load, on every instance; decision 048).
 */
export function mountClient<E extends Env, S extends Schema>(
  app: Hono<E, S>,
  distDir: string,
  publicUrl: string,
  identity: (pathname: string) => Promise<Pick<PageOptions, "site" | "carry" | "terms" | "answers">>,
): void {
  const indexFile = path.join(distDir, "index.html");
  if (!fs.existsSync(indexFile))
    throw new Error(`The built client is missing at ${indexFile}: run "npm run build".`);
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/gallery/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=604800");
  });
  // index.html is not served as a file: every page gets its own title below. A file has Brotli and
  // gzip copies made at build (scripts/precompress.ts), sent to a browser that accepts them.
  app.use("*", serveStatic({ root, index: "index.html.none", precompressed: true }));
  const html = fs.readFileSync(indexFile, "utf8");
  app.get("*", async (c) => {
    if (isFilePath(c.req.path)) {
      c.header("Cache-Control", "no-store");
      return c.text("Not found", 404);
    }
    c.header("Cache-Control", "no-cache");
    const cookies = getCookie(c);
    const lang = cookies[LANG_STORAGE_KEY];
    // Better Auth's session cookie, "__Secure-" prefixed on https: present or not, never checked here.
    const signedIn = Object.keys(cookies).some((name) => name.endsWith("better-auth.session_token"));
    // Canonical and Open Graph addresses use PUBLIC_URL, not the address a proxy forwarded to.
    const url = new URL(c.req.path + new URL(c.req.url).search, publicUrl);
    const page = pageHtml(html, url, isLang(lang) ? lang : "gr", {
      signedIn,
      ...(await identity(url.pathname)),
    });
    c.header("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(page)));
    return c.html(page);
  });
}
