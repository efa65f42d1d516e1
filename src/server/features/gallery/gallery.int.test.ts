import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES, type Photo, type PhotoList } from "../../../shared/schemas/gallery";
import { appWithAdmin, createMember } from "../../test/factories";
import { TEST_ORIGIN } from "../../test/requests";

const ctx = appWithAdmin();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 11, g: 94, b: 85 } } })
    .png()
    .toBuffer();

function upload(
  path: string,
  file: Blob | null,
  opts: { method?: string; cookie?: string; alt?: boolean } = {},
) {
  const form = new FormData();
  if (file) form.append("file", file, "photo.png");
  if (opts.alt) {
    form.append("altGr", "Νέα φωτογραφία");
    form.append("altEn", "New photo");
  }
  return ctx.t.app.request(path, {
    method: opts.method ?? "POST",
    headers: { origin: TEST_ORIGIN, cookie: opts.cookie ?? ctx.admin.cookie },
    body: form,
  });
}

const list = async () => ((await (await ctx.t.app.request("/api/photos")).json()) as PhotoList).photos;
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; params: object } }).error;

describe("the gallery", () => {
  it("starts with the seven built-in photos, with AVIF and WebP sources in four widths", async () => {
    const photos = await list();
    expect(photos).toHaveLength(7);
    expect(photos[0]!.srcset.avif).toBe(
      "/gallery/gym-floor-320.avif 320w, /gallery/gym-floor-640.avif 640w, /gallery/gym-floor-1024.avif 1024w, /gallery/gym-floor-1600.avif 1600w",
    );
    expect(photos[0]!.src).toBe("/gallery/gym-floor-1024.jpg");
    expect(photos.every((p) => p.altGr && p.altEn)).toBe(true);
  });
});

describe("photo uploads", () => {
  it("refuses a file that is not an image, whatever its name says", async () => {
    const res = await upload("/api/admin/photos", new Blob(["just some text"], { type: "image/png" }));
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toEqual({ code: "PHOTO_TYPE", params: { types: "JPEG, PNG, WebP, AVIF" } });
  });

  it("refuses a file larger than 10 MB before reading it", async () => {
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload("/api/admin/photos", new Blob([big], { type: "image/png" }));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: "PHOTO_TOO_LARGE", params: { maxMb: 10 } });
  });

  it("refuses a broken image and a missing file", async () => {
    const broken = Buffer.concat([(await png(50, 50)).subarray(0, 40)]);
    const res = await upload("/api/admin/photos", new Blob([new Uint8Array(broken)]));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("PHOTO_UNREADABLE");
    const none = await upload("/api/admin/photos", null, { alt: true });
    expect(none.status).toBe(400);
    expect((await errorOf(none)).code).toBe("PHOTO_REQUIRED");
  });

  it("is for admins only", async () => {
    const member = await createMember(ctx.t);
    const res = await upload("/api/admin/photos", new Blob([new Uint8Array(await png(40, 30))]), {
      cookie: member.cookie,
    });
    expect(res.status).toBe(403);
  });

  it("adds a photo at the end, served in every size up to its own width", async () => {
    const res = await upload("/api/admin/photos", new Blob([new Uint8Array(await png(800, 600))]), {
      alt: true,
    });
    expect(res.status).toBe(201);
    const photo = (await res.json()) as Photo;
    expect(photo).toMatchObject({ width: 800, height: 600, altGr: "Νέα φωτογραφία", altEn: "New photo" });
    expect(photo.srcset.webp.split(", ").map((s) => s.split(" ")[1])).toEqual(["320w", "640w", "800w"]);
    const photos = await list();
    expect(photos.at(-1)!.id).toBe(photo.id);

    const avifUrl = photo.srcset.avif.split(", ").at(-1)!.split(" ")[0]!;
    const file = await ctx.t.app.request(avifUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/avif");
    expect(file.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(800);
    const jpeg = await ctx.t.app.request(photo.src);
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).format).toBe("jpeg");
  });

  it("replaces a built-in photo's image, keeping its place; the old version's URLs stop working", async () => {
    const before = await list();
    const target = before[1]!;
    const res = await upload(
      `/api/admin/photos/${target.id}/file`,
      new Blob([new Uint8Array(await png(400, 500))]),
      {
        method: "PUT",
      },
    );
    expect(res.status).toBe(200);
    const replaced = (await res.json()) as Photo;
    expect(replaced).toMatchObject({ id: target.id, position: target.position, width: 400, height: 500 });
    expect(replaced.src).toMatch(new RegExp(`^/api/photos/${target.id}/\\w+-400\\.jpg$`));

    const again = await upload(
      `/api/admin/photos/${target.id}/file`,
      new Blob([new Uint8Array(await png(300, 200))]),
      {
        method: "PUT",
      },
    );
    expect((await ctx.t.app.request(replaced.src)).status).toBe(404);
    expect((await ctx.t.app.request(((await again.json()) as Photo).src)).status).toBe(200);
  });

  it("reorders, edits descriptions and removes", async () => {
    const photos = await list();
    const ids = photos.map((p) => p.id).reverse();
    const res = await ctx.t.app.request("/api/admin/photo-order", {
      method: "PUT",
      headers: { origin: TEST_ORIGIN, cookie: ctx.admin.cookie, "content-type": "application/json" },
      body: JSON.stringify({ ids }),
    });
    expect(res.status).toBe(200);
    expect((await list()).map((p) => p.id)).toEqual(ids);

    const stale = await ctx.t.app.request("/api/admin/photo-order", {
      method: "PUT",
      headers: { origin: TEST_ORIGIN, cookie: ctx.admin.cookie, "content-type": "application/json" },
      body: JSON.stringify({ ids: ids.slice(1) }),
    });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe("PHOTO_ORDER_STALE");

    const alt = await ctx.t.app.request(`/api/admin/photos/${ids[0]}`, {
      method: "PATCH",
      headers: { origin: TEST_ORIGIN, cookie: ctx.admin.cookie, "content-type": "application/json" },
      body: JSON.stringify({ altGr: "Η αίθουσα", altEn: "The room" }),
    });
    expect(((await alt.json()) as Photo).altEn).toBe("The room");

    const del = await ctx.t.app.request(`/api/admin/photos/${ids[0]}`, {
      method: "DELETE",
      headers: { origin: TEST_ORIGIN, cookie: ctx.admin.cookie },
    });
    expect(del.status).toBe(204);
    expect((await list()).map((p) => p.id)).toEqual(ids.slice(1));
  });
});
