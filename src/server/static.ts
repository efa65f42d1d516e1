import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Env, Hono, Schema } from "hono";

/** Serves the built client: hashed assets cached for a year, index.html never cached. */
export function mountClient<E extends Env, S extends Schema>(app: Hono<E, S>, distDir: string): void {
  const indexFile = path.join(distDir, "index.html");
  if (!fs.existsSync(indexFile))
    throw new Error(`The built client is missing at ${indexFile}: run "npm run build".`);
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("*", serveStatic({ root }));
  const html = fs.readFileSync(indexFile, "utf8");
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(html);
  });
}
