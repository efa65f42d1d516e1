import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Scalar } from "@scalar/hono-api-reference";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

/** The name of the copy beside the built server. */
export const SCALAR_SCRIPT_FILE = "scalar-standalone.js";

/** Outside /api: a file, not an operation of the API (the route walk covers /api). */
const SCRIPT_PATH = "/api-docs/scalar.js";

/**
 * Scalar's standalone browser build: the copy the server's build puts beside the bundle
 * (scripts/build-server.ts), so a production install needs no client package; from the source, the
 * installed package's (pinned in package.json).
 */
function scalarScript(): string {
  const beside = fileURLToPath(new URL(`./${SCALAR_SCRIPT_FILE}`, import.meta.url));
  if (fs.existsSync(beside)) return beside;
  const require = createRequire(import.meta.url);
  // The package does not export the file: find it beside its main module (dist/index.js).
  return path.join(path.dirname(require.resolve("@scalar/api-reference")), "browser", "standalone.js");
}

/**
 * The API reference at /api/docs, rendered by Scalar from /api/openapi.json. Its script is served
 * by us from the npm package, not a CDN, and the page loads nothing from another origin.
 */
export function mountApiDocs(app: Hono<AppEnv>): void {
  let script: Buffer | undefined;
  app.get(SCRIPT_PATH, (c) => {
    script ??= fs.readFileSync(scalarScript());
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(new Uint8Array(script), 200);
  });
  const reference: MiddlewareHandler<AppEnv> = Scalar({
    url: "/api/openapi.json",
    pageTitle: "Kinisi API",
    cdn: SCRIPT_PATH,
    withDefaultFonts: false,
  }) as unknown as MiddlewareHandler<AppEnv>;
  app.get("/api/docs", async (c, next) => {
    const res = await reference(c, next);
    const html = await (res ?? c.res).text();
    c.header("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
    return c.html(html);
  });
}
