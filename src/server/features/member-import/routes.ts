import { OpenAPIHono, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_LINES,
  IMPORT_MAX_MB,
  importReportSchema,
} from "../../../shared/schemas/member-import";
import { defineRoute, type RouteErrors } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { errorBody } from "../../platform/errors";
import { jsonAnswer } from "../../platform/route-shapes";
import { applyImport, previewImport } from "./service";

const tags = ["admin"];
const upload = z
  .custom<File>((v) => v instanceof File, "must be a file")
  .openapi({ type: "string", format: "binary" });
const fileBody = {
  body: {
    content: { "multipart/form-data": { schema: z.object({ file: upload.optional() }) } },
    required: true,
  },
};
/** No file or an empty one, a header without the required columns, too many lines, too many bytes. */
const fileErrors = {
  400: ["IMPORT_FILE_EMPTY", "IMPORT_COLUMNS_MISSING", "IMPORT_TOO_MANY_LINES"],
  413: ["IMPORT_FILE_TOO_LARGE"],
} satisfies RouteErrors;
const described = `a CSV of members (UTF-8 or Windows-1253, ',' or ';', Greek or English headers; at most ${IMPORT_MAX_MB} MB and ${IMPORT_MAX_LINES} lines)`;

const postPreview = defineRoute(
  "people",
  {
    method: "post",
    path: "/admin/member-import/preview",
    tags,
    summary: `The dry run of ${described}: per line, what would be created and every error; nothing is written`,
    request: fileBody,
    responses: { 200: jsonAnswer(importReportSchema, "What applying the file would do") },
  },
  fileErrors,
);

const postApply = defineRoute(
  "people",
  {
    method: "post",
    path: "/admin/member-import/apply",
    tags,
    summary: `Import ${described} in one transaction: the lines without errors whose e-mail has no account become members with their balances (ledger reason "imported") and get an invitation to choose a password`,
    request: fileBody,
    responses: { 200: jsonAnswer(importReportSchema, "What was created and what was skipped") },
  },
  fileErrors,
);

/** Refuses an oversized file while it streams in, before it is parsed (the form's own bytes on top). */
const uploadLimit = bodyLimit({
  maxSize: IMPORT_MAX_BYTES + 16 * 1024,
  onError: (c) => c.json(errorBody("IMPORT_FILE_TOO_LARGE", { maxMb: IMPORT_MAX_MB }), 413),
});

const bytesOf = async (file: File | undefined) =>
  new Uint8Array(file ? await file.arrayBuffer() : new ArrayBuffer(0));

/** /admin-import: moving a studio's members in from a spreadsheet (decision 034). */
export function memberImportRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.use("/admin/member-import/*", uploadLimit);
  return app
    .openapi(postPreview, async (c) => {
      const bytes = await bytesOf(c.req.valid("form").file);
      return c.json(await previewImport(c.get("deps"), bytes), 200);
    })
    .openapi(postApply, async (c) => {
      const bytes = await bytesOf(c.req.valid("form").file);
      return c.json(await applyImport(c.get("deps"), bytes, c.get("user").id), 200);
    });
}
