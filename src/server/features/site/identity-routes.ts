import { OpenAPIHono, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import {
  identityAnswerSchema,
  identitySchema,
  LOGO_MAX_BYTES,
  LOGO_MAX_MB,
  LOGO_TYPE_NAMES,
} from "../../../shared/schemas/identity";
import { defineRoute, type RouteErrors } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { errorBody } from "../../platform/errors";
import { firstCodeHook } from "../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { readIdentity, removeLogo, saveIdentity, saveLogo, setSiteOpen } from "./identity";

const tags = ["settings"];
const LOGO_PATH = "/admin/identity/logo";

const getIdentity = defineRoute("settings", {
  method: "get",
  path: "/admin/identity",
  tags,
  summary:
    "The studio's identity as the owner edits it: each text as written, the deploy's defaults where nothing is saved",
  responses: { 200: jsonAnswer(identityAnswerSchema, "The identity") },
});

const putIdentity = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/identity",
    tags,
    summary:
      "Save the studio's name, contact details, links, brand colour (white text on it at least 4.5:1) and the home and about pages' words in both languages",
    request: jsonBody(identitySchema),
    responses: { 200: jsonAnswer(identityAnswerSchema, "Saved") },
  },
  {
    400: [
      "FILL_ALL_FIELDS",
      "INVALID_PHONE",
      "INVALID_EMAIL",
      "IDENTITY_URL_HTTPS",
      "IDENTITY_LINKS_MAX",
      "IDENTITY_TEXT_TOO_LONG",
      "BRAND_COLOR_FORMAT",
      "BRAND_COLOR_CONTRAST",
    ],
  },
);

const upload = z
  .custom<File>((v) => v instanceof File, "must be a file")
  .openapi({ type: "string", format: "binary" });

const postLogo = defineRoute(
  "settings",
  {
    method: "post",
    path: LOGO_PATH,
    tags,
    summary: `Upload the studio's logo (${LOGO_TYPE_NAMES}, at most ${LOGO_MAX_MB} MB; SVG refused), resized on the server`,
    request: {
      body: {
        content: { "multipart/form-data": { schema: z.object({ file: upload.optional() }) } },
        required: true,
      },
    },
    responses: { 200: jsonAnswer(identityAnswerSchema, "Saved") },
  },
  {
    400: ["LOGO_REQUIRED", "LOGO_UNREADABLE"],
    413: ["LOGO_TOO_LARGE"],
    415: ["LOGO_TYPE", "LOGO_SVG", "LOGO_UPLOAD_FORMAT"],
  } satisfies RouteErrors,
);

const deleteLogo = defineRoute(
  "settings",
  {
    method: "delete",
    path: LOGO_PATH,
    tags,
    summary: "Remove the studio's logo (the pages show the name alone)",
    responses: { 200: jsonAnswer(identityAnswerSchema, "Removed") },
  },
  { 404: ["LOGO_NOT_FOUND"] },
);

const putSiteOpen = defineRoute("settings", {
  method: "put",
  path: "/admin/site-open",
  tags,
  summary:
    'Open the public pages to visitors, or show them "coming soon" with the studio\'s name and contact (sign-in stays open)',
  request: jsonBody(z.object({ open: z.boolean() })),
  responses: { 204: { description: "Saved" } },
});

/** Refuses an oversized logo while it streams in, before it is parsed. */
const logoLimit = bodyLimit({
  maxSize: LOGO_MAX_BYTES + 64 * 1024,
  onError: (c) => c.json(errorBody("LOGO_TOO_LARGE", { maxMb: LOGO_MAX_MB }), 413),
});

/** The owner's screen of the studio's identity (decision 048). */
export function identityRoutes() {
  // A refused field answers its own code (the colour's contrast with its ratio), not VALIDATION.
  const app = new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook });
  app.use(LOGO_PATH, logoLimit);
  // A logo sent as something other than a form: said in our error format.
  app.onError((err, c) => {
    if (err instanceof HTTPException && err.status === 415 && c.req.path === `/api${LOGO_PATH}`)
      return c.json(errorBody("LOGO_UPLOAD_FORMAT"), 415);
    throw err;
  });
  return app
    .openapi(getIdentity, async (c) => {
      const { database, config } = c.get("deps");
      return c.json(await readIdentity(database.db, config), 200);
    })
    .openapi(putIdentity, async (c) =>
      c.json(await saveIdentity(staffWriter(c), c.get("deps").config, c.req.valid("json")), 200),
    )
    .openapi(postLogo, async (c) => {
      const file = c.req.valid("form").file;
      const bytes = Buffer.from(file ? await file.arrayBuffer() : new ArrayBuffer(0));
      return c.json(await saveLogo(staffWriter(c), c.get("deps").config, bytes), 200);
    })
    .openapi(deleteLogo, async (c) => c.json(await removeLogo(staffWriter(c), c.get("deps").config), 200))
    .openapi(putSiteOpen, async (c) => {
      await setSiteOpen(staffWriter(c), c.get("deps").config, c.req.valid("json").open);
      return c.body(null, 204);
    });
}
