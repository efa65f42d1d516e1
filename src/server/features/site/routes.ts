import { OpenAPIHono } from "@hono/zod-openapi";
import { siteSchema } from "../../../shared/schemas/site";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../lib/context";

const getSite = defineRoute("public", {
  method: "get",
  path: "/site",
  tags: ["site"],
  summary: "The studio's name, phone, e-mail, address, social and map links",
  responses: {
    200: { description: "Studio details", content: { "application/json": { schema: siteSchema } } },
  },
});

export function siteRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(getSite, (c) => {
    const { config } = c.get("deps");
    c.header("Cache-Control", "public, max-age=300");
    return c.json(
      {
        name: config.STUDIO_NAME,
        phone: config.STUDIO_PHONE,
        email: config.STUDIO_EMAIL,
        address: config.studioAddress.gr,
        addressEn: config.studioAddress.en,
        socialUrl: config.SOCIAL_URL,
        mapUrl: config.MAP_URL,
      },
      200,
    );
  });
}
