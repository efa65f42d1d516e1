import { OpenAPIHono, z } from "@hono/zod-openapi";
import { idParamSchema } from "../../../../shared/schemas/booking";
import {
  closureExtensionViewSchema,
  myClosureExtensionSchema,
} from "../../../../shared/schemas/closure-extensions";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { jsonAnswer } from "../../../platform/route-shapes";
import { myExtensions } from "./member";
import { applyExtension, extensionPreview } from "./service";

const tags = ["admin calendar"];

const getExtension = defineRoute(
  "settings",
  {
    method: "get",
    path: "/admin/closures/{id}/extension",
    tags,
    summary: "Extending packages over a closure: what it would do now, or what it did",
    request: { params: idParamSchema },
    responses: { 200: jsonAnswer(closureExtensionViewSchema, "Preview or record") },
  },
  { 404: ["CLOSURE_NOT_FOUND"] },
);

const postExtension = defineRoute(
  "settings",
  {
    method: "post",
    path: "/admin/closures/{id}/extension",
    tags,
    summary: "Extend every package valid on the closure's first day by its length in days (once)",
    request: { params: idParamSchema },
    responses: { 200: jsonAnswer(closureExtensionViewSchema, "Applied") },
  },
  { 404: ["CLOSURE_NOT_FOUND"], 409: ["CLOSURE_ALREADY_EXTENDED", "CLOSURE_NOTHING_TO_EXTEND"] },
);

const getMine = defineRoute("member", {
  method: "get",
  path: "/me/closure-extensions",
  tags: ["account"],
  summary: "The member's packages extended over a closure, while that is still their expiry",
  responses: { 200: jsonAnswer(z.array(myClosureExtensionSchema), "Extensions") },
});

/** Packages extended over a closure: the admin's preview and application, the member's notices. */
export function closureExtensionRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getExtension, async (c) => {
      const { database, zone } = c.get("deps");
      return c.json(await extensionPreview(database.db, c.req.valid("param").id, zone()), 200);
    })
    .openapi(postExtension, async (c) => {
      const { database, zone, clock } = c.get("deps");
      const view = await applyExtension(database.db, {
        closureId: c.req.valid("param").id,
        adminId: c.get("user").id,
        now: clock.now(),
        tz: zone(),
      });
      return c.json(view, 200);
    })
    .openapi(getMine, async (c) => {
      const { database, zone, clock } = c.get("deps");
      return c.json(await myExtensions(database.db, c.get("user").id, clock.now(), zone()), 200);
    });
}
