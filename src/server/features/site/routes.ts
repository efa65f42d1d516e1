import { OpenAPIHono, z } from "@hono/zod-openapi";
import { etag } from "hono/etag";
import { siteSchema } from "../../../shared/schemas/site";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { siteAnswer, studioIdentity } from "../../domain/studio-identity";
import { jsonAnswer } from "../../platform/route-shapes";
import { ICON_SIZES, iconPng, ogImageJpeg } from "./brand-images";
import { readLogo } from "./identity";

const getSite = defineRoute("public", {
  method: "get",
  path: "/site",
  tags: ["site"],
  summary:
    "The studio's identity: name, contact details, links, brand colour, logo and the home and about pages' words (decision 048)",
  responses: {
    200: jsonAnswer(siteSchema, "The studio as its pages show it"),
    304: { description: "Not changed since the ETag sent in If-None-Match" },
  },
});

const getLogo = defineRoute(
  "public",
  {
    method: "get",
    path: "/site/logo",
    tags: ["site"],
    summary: "The studio's logo (WebP), cached for a year under the version its address names",
    request: { query: z.object({ v: z.string().max(32).optional() }) },
    responses: { 200: { description: "The image" } },
  },
  { 404: ["LOGO_NOT_FOUND"] },
);

const getIcon = defineRoute(
  "public",
  {
    method: "get",
    path: "/site/icon",
    tags: ["site"],
    summary:
      "The web app's icon drawn from the studio's logo (PNG), cached for a year under the logo's version",
    request: {
      query: z.object({
        size: z.enum(ICON_SIZES.map(String) as ["192", "512"]),
        purpose: z.enum(["any", "maskable"]).default("any"),
        v: z.string().max(32).optional(),
      }),
    },
    responses: { 200: { description: "The image" } },
  },
  { 404: ["LOGO_NOT_FOUND"] },
);

const getOgImage = defineRoute(
  "public",
  {
    method: "get",
    path: "/site/og-image",
    tags: ["site"],
    summary: "The link preview image (JPEG, 1200×630) drawn from the studio's logo and colour",
    request: { query: z.object({ v: z.string().max(32).optional() }) },
    responses: { 200: { description: "The image" } },
  },
  { 404: ["LOGO_NOT_FOUND"] },
);

/** An image under the logo's current version is kept for a year; under another, never. */
const imageCache = (current: boolean) => (current ? "public, max-age=31536000, immutable" : "no-cache");

/**
 * The studio's public identity. Read from the database on every request (no copy kept in memory: a
 * save on another instance shows on the next page load); cacheable, but checked each time with its
 * ETag, so a browser or proxy keeps the answer and learns of a change at once.
 */
export function siteRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.use("/site", etag());
  return app
    .openapi(getSite, async (c) => {
      const { database, config } = c.get("deps");
      c.header("Cache-Control", "public, no-cache");
      return c.json(siteAnswer(await studioIdentity(database.db, config)), 200);
    })
    .openapi(getLogo, async (c) => {
      const logo = await readLogo(c.get("deps").database.db, c.req.valid("query").v);
      return c.body(new Uint8Array(logo.data), 200, {
        "Content-Type": "image/webp",
        // An address naming an older version is answered with the current image, never kept.
        "Cache-Control": imageCache(logo.current),
      });
    })
    .openapi(getIcon, async (c) => {
      const q = c.req.valid("query");
      const logo = await readLogo(c.get("deps").database.db, q.v);
      const png = await iconPng(logo.data, Number(q.size) as 192 | 512, q.purpose === "maskable");
      return c.body(new Uint8Array(png), 200, {
        "Content-Type": "image/png",
        "Cache-Control": imageCache(logo.current),
      });
    })
    .openapi(getOgImage, async (c) => {
      const { database, config } = c.get("deps");
      const logo = await readLogo(database.db, c.req.valid("query").v);
      const { color } = await studioIdentity(database.db, config);
      const jpeg = await ogImageJpeg(logo.data, color);
      return c.body(new Uint8Array(jpeg), 200, {
        "Content-Type": "image/jpeg",
        "Cache-Control": imageCache(logo.current),
      });
    });
}
