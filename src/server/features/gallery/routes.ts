import { OpenAPIHono, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import {
  PHOTO_ALT_MAX,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MB,
  PHOTO_TYPE_NAMES,
  photoAltSchema,
  photoListSchema,
  photoOrderSchema,
  photoSchema,
} from "../../../shared/schemas/gallery";
import { defineRoute, type RouteErrors } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { errorBody } from "../../platform/errors";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { CONTENT_TYPE, type PhotoFormat } from "./images";
import {
  addPhoto,
  deletePhoto,
  listPhotos,
  readPhotoFile,
  reorderPhotos,
  replacePhotoFile,
  updatePhotoAlt,
} from "./service";

const idParam = z.object({ id: z.uuid() });
const upload = z
  .custom<File>((v) => v instanceof File, "must be a file")
  .openapi({ type: "string", format: "binary" });
const altField = z.string().trim().max(PHOTO_ALT_MAX).default("");
/** No file, a file that is not an image or too large, or a body that is not multipart. */
const uploadErrors = {
  400: ["PHOTO_REQUIRED", "PHOTO_UNREADABLE"],
  413: ["PHOTO_TOO_LARGE"],
  415: ["PHOTO_TYPE", "PHOTO_UPLOAD_FORMAT"],
} satisfies RouteErrors;
const noPhoto = { 404: ["PHOTO_NOT_FOUND"] } satisfies RouteErrors;

const getPhotos = defineRoute("public", {
  method: "get",
  path: "/photos",
  tags: ["site"],
  summary: "The gallery in display order, with responsive sources",
  responses: { 200: jsonAnswer(photoListSchema, "Photos") },
});

const getFile = defineRoute(
  "public",
  {
    method: "get",
    path: "/photos/{id}/{file}",
    tags: ["site"],
    summary: "One size of an uploaded photo (`<version>-<width>.<avif|webp|jpg>`), cached for a year",
    request: {
      params: z.object({ id: z.uuid(), file: z.string().regex(/^[0-9a-z]{1,32}-\d{1,4}\.(avif|webp|jpg)$/) }),
    },
    responses: { 200: { description: "The image" } },
  },
  noPhoto,
);

const postPhoto = defineRoute(
  "settings",
  {
    method: "post",
    path: "/admin/photos",
    tags: ["admin"],
    summary: `Add a photo (${PHOTO_TYPE_NAMES}, at most ${PHOTO_MAX_MB} MB) at the end of the gallery`,
    request: {
      body: {
        content: {
          "multipart/form-data": {
            schema: z.object({ file: upload.optional(), altGr: altField, altEn: altField }),
          },
        },
        required: true,
      },
    },
    responses: { 201: jsonAnswer(photoSchema, "Added") },
  },
  { ...uploadErrors, 409: ["PHOTO_LIMIT"] },
);

const putFile = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/photos/{id}/file",
    tags: ["admin"],
    summary: "Replace a photo's image, keeping its place and texts",
    request: {
      params: idParam,
      body: {
        content: { "multipart/form-data": { schema: z.object({ file: upload.optional() }) } },
        required: true,
      },
    },
    responses: { 200: jsonAnswer(photoSchema, "Replaced") },
  },
  { ...uploadErrors, ...noPhoto },
);

const patchPhoto = defineRoute(
  "settings",
  {
    method: "patch",
    path: "/admin/photos/{id}",
    tags: ["admin"],
    summary: "Change a photo's descriptions (alt texts) in both languages",
    request: {
      params: idParam,
      ...jsonBody(photoAltSchema),
    },
    responses: { 200: jsonAnswer(photoSchema, "Saved") },
  },
  noPhoto,
);

const putOrder = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/photo-order",
    tags: ["admin"],
    summary: "Put the photos in a new order (every photo exactly once)",
    request: jsonBody(photoOrderSchema),
    responses: { 200: jsonAnswer(photoListSchema, "The new order") },
  },
  { 409: ["PHOTO_ORDER_STALE"] },
);

const deleteOne = defineRoute(
  "settings",
  {
    method: "delete",
    path: "/admin/photos/{id}",
    tags: ["admin"],
    summary: "Remove a photo",
    request: { params: idParam },
    responses: { 204: { description: "Removed" } },
  },
  noPhoto,
);

/** Refuses an oversized upload while it streams in, before it is parsed. */
const uploadLimit = bodyLimit({
  maxSize: PHOTO_MAX_BYTES + 64 * 1024,
  onError: (c) => c.json(errorBody("PHOTO_TOO_LARGE", { maxMb: PHOTO_MAX_MB }), 413),
});

const bytesOf = async (file: File | undefined) =>
  Buffer.from(file ? await file.arrayBuffer() : new ArrayBuffer(0));

export function galleryRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.use("/admin/photos", uploadLimit);
  app.use("/admin/photos/:id/file", uploadLimit);
  // A body that is not multipart where one is expected: say so in our error format.
  app.onError((err, c) => {
    // Only the uploads take a form; the other photo routes take JSON and answer as every route does.
    if (
      err instanceof HTTPException &&
      err.status === 415 &&
      /^\/api\/admin\/photos(\/[^/]+\/file)?$/.test(c.req.path)
    )
      return c.json(errorBody("PHOTO_UPLOAD_FORMAT"), 415);
    throw err;
  });
  return app
    .openapi(getPhotos, async (c) => {
      c.header("Cache-Control", "no-cache");
      return c.json({ photos: await listPhotos(c.get("deps").database.db) }, 200);
    })
    .openapi(getFile, async (c) => {
      const { id, file } = c.req.valid("param");
      const [, version, width, ext] = /^(\w+)-(\d+)\.(\w+)$/.exec(file)!;
      const format: PhotoFormat = ext === "jpg" ? "jpeg" : (ext as PhotoFormat);
      const data = await readPhotoFile(c.get("deps").database.db, {
        id,
        version: version!,
        width: Number(width),
        format,
      });
      return c.body(new Uint8Array(data), 200, {
        "Content-Type": CONTENT_TYPE[format],
        "Cache-Control": "public, max-age=31536000, immutable",
      });
    })
    .openapi(postPhoto, async (c) => {
      const form = c.req.valid("form");
      const photo = await addPhoto(staffWriter(c), {
        bytes: await bytesOf(form.file),
        alt: { altGr: form.altGr, altEn: form.altEn },
      });
      return c.json(photo, 201);
    })
    .openapi(putFile, async (c) => {
      const photo = await replacePhotoFile(staffWriter(c), {
        id: c.req.valid("param").id,
        bytes: await bytesOf(c.req.valid("form").file),
      });
      return c.json(photo, 200);
    })
    .openapi(patchPhoto, async (c) => {
      const photo = await updatePhotoAlt(staffWriter(c), {
        id: c.req.valid("param").id,
        alt: c.req.valid("json"),
      });
      return c.json(photo, 200);
    })
    .openapi(putOrder, async (c) =>
      c.json({ photos: await reorderPhotos(staffWriter(c), c.req.valid("json").ids) }, 200),
    )
    .openapi(deleteOne, async (c) => {
      await deletePhoto(staffWriter(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
