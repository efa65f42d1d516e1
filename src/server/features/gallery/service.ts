import crypto from "node:crypto";
import { and, asc, count, eq, max, sql } from "drizzle-orm";
import { PHOTO_MAX_COUNT, type Photo, type PhotoAlt } from "../../../shared/schemas/gallery";
import type { Db, Tx } from "../../db/client";
import { appMeta, photoFiles, photos } from "../../db/schema";
import { recordSettings, type StaffWriter } from "../../domain/activity";
import { conflict, notFound } from "../../platform/errors";
import { DEFAULT_PHOTO_SIZE, DEFAULT_PHOTO_VERSION, DEFAULT_PHOTO_WIDTHS, DEFAULT_PHOTOS } from "./defaults";
import {
  checkUpload,
  type EncodedPhoto,
  encodePhoto,
  FILE_EXT,
  fallbackWidth,
  type PhotoFormat,
} from "./images";

type Row = typeof photos.$inferSelect;
const GALLERY_SEED_KEY = "gallery_seed";
/** The first key of the gallery's advisory lock (two-key locks never meet single-key ones). */
const GALLERY_LOCK_NAMESPACE = 7531;
const seeded = new WeakSet<Db>();

/**
 * Puts the seven built-in photos in place once per installation (recorded in app_meta, so photos
 * the studio removed do not come back).
 */
export async function ensureDefaultPhotos(db: Db): Promise<void> {
  if (seeded.has(db)) return;
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: GALLERY_SEED_KEY, value: DEFAULT_PHOTO_VERSION })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return;
    await tx.insert(photos).values(
      DEFAULT_PHOTOS.map((p, i) => ({
        position: i + 1,
        source: "builtin" as const,
        builtinKey: p.key,
        version: DEFAULT_PHOTO_VERSION,
        ...DEFAULT_PHOTO_SIZE,
        widths: DEFAULT_PHOTO_WIDTHS,
        altGr: p.altGr,
        altEn: p.altEn,
      })),
    );
  });
  seeded.add(db);
}

function fileUrl(p: Row, width: number, format: PhotoFormat): string {
  const name = `${width}.${FILE_EXT[format]}`;
  return p.source === "builtin"
    ? `/gallery/${p.builtinKey}-${name}`
    : `/api/photos/${p.id}/${p.version}-${name}`;
}

export function toPhoto(p: Row): Photo {
  const srcset = (f: PhotoFormat) => p.widths.map((w) => `${fileUrl(p, w, f)} ${w}w`).join(", ");
  return {
    id: p.id,
    position: p.position,
    altGr: p.altGr,
    altEn: p.altEn,
    width: p.width,
    height: p.height,
    src: fileUrl(p, fallbackWidth(p.widths), "jpeg"),
    srcset: { avif: srcset("avif"), webp: srcset("webp") },
  };
}

export async function listPhotos(db: Db): Promise<Photo[]> {
  await ensureDefaultPhotos(db);
  const rows = await db.select().from(photos).orderBy(asc(photos.position), asc(photos.createdAt));
  return rows.map(toPhoto);
}

/** What the activity log keeps of a photo: its place and texts (decision 036). */
const logged = (p: typeof photos.$inferSelect) => ({
  id: p.id,
  position: p.position,
  altGr: p.altGr,
  altEn: p.altEn,
});

/** Gallery changes run one at a time, so positions stay distinct on every instance. */
async function lockGallery(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${GALLERY_LOCK_NAMESPACE}, 0)`);
}

const newVersion = () => crypto.randomBytes(6).toString("hex");

async function storeFiles(tx: Tx, photoId: string, encoded: EncodedPhoto, now: Date) {
  await tx.delete(photoFiles).where(eq(photoFiles.photoId, photoId));
  await tx.insert(photoFiles).values(encoded.files.map((f) => ({ photoId, ...f, createdAt: now })));
}

async function encodeUpload(bytes: Buffer): Promise<EncodedPhoto> {
  checkUpload(bytes);
  return encodePhoto(bytes);
}

/** A new photo at the end of the gallery. */
export async function addPhoto(w: StaffWriter, input: { bytes: Buffer; alt: PhotoAlt }): Promise<Photo> {
  await ensureDefaultPhotos(w.db);
  const encoded = await encodeUpload(input.bytes);
  const now = w.clock.now();
  const row = await w.db.transaction(async (tx) => {
    await lockGallery(tx);
    const [stats] = await tx.select({ n: count(), last: max(photos.position) }).from(photos);
    if ((stats?.n ?? 0) >= PHOTO_MAX_COUNT) throw conflict("PHOTO_LIMIT", { max: PHOTO_MAX_COUNT });
    const [created] = await tx
      .insert(photos)
      .values({
        position: (stats?.last ?? 0) + 1,
        source: "upload",
        version: newVersion(),
        width: encoded.width,
        height: encoded.height,
        widths: encoded.widths,
        ...input.alt,
        createdAt: now,
      })
      .returning();
    await storeFiles(tx, created!.id, encoded, now);
    await recordSettings(tx, w, "photos", { action: "create", after: logged(created!) });
    return created!;
  });
  return toPhoto(row);
}

/** A new file for an existing photo, keeping its place and texts. */
export async function replacePhotoFile(w: StaffWriter, input: { id: string; bytes: Buffer }): Promise<Photo> {
  const encoded = await encodeUpload(input.bytes);
  const row = await w.db.transaction(async (tx) => {
    await lockGallery(tx);
    const [updated] = await tx
      .update(photos)
      .set({
        source: "upload",
        builtinKey: null,
        version: newVersion(),
        width: encoded.width,
        height: encoded.height,
        widths: encoded.widths,
      })
      .where(eq(photos.id, input.id))
      .returning();
    if (!updated) throw notFound("PHOTO_NOT_FOUND");
    await storeFiles(tx, updated.id, encoded, w.clock.now());
    await recordSettings(tx, w, "photos", { action: "file", after: logged(updated) });
    return updated;
  });
  return toPhoto(row);
}

export async function updatePhotoAlt(w: StaffWriter, input: { id: string; alt: PhotoAlt }): Promise<Photo> {
  const row = await w.db.transaction(async (tx) => {
    const [before] = await tx.select().from(photos).where(eq(photos.id, input.id)).for("update");
    if (!before) throw notFound("PHOTO_NOT_FOUND");
    const [row] = await tx.update(photos).set(input.alt).where(eq(photos.id, input.id)).returning();
    await recordSettings(tx, w, "photos", { action: "update", before: logged(before), after: logged(row!) });
    return row!;
  });
  return toPhoto(row);
}

/** The new order must name every photo exactly once (else someone changed the gallery meanwhile). */
export async function reorderPhotos(w: StaffWriter, ids: string[]): Promise<Photo[]> {
  await w.db.transaction(async (tx) => {
    await lockGallery(tx);
    const current = await tx.select({ id: photos.id }).from(photos).orderBy(asc(photos.position));
    const same = new Set(ids).size === ids.length && ids.length === current.length;
    if (!same || !current.every((p) => ids.includes(p.id))) throw conflict("PHOTO_ORDER_STALE");
    for (const [i, id] of ids.entries()) {
      await tx
        .update(photos)
        .set({ position: i + 1 })
        .where(eq(photos.id, id));
    }
    const before = current.map((p) => p.id);
    await recordSettings(tx, w, "photos", { action: "order", before, after: ids });
  });
  return listPhotos(w.db);
}

export async function deletePhoto(w: StaffWriter, id: string): Promise<void> {
  await w.db.transaction(async (tx) => {
    const [before] = await tx.delete(photos).where(eq(photos.id, id)).returning();
    if (!before) throw notFound("PHOTO_NOT_FOUND");
    await recordSettings(tx, w, "photos", { action: "remove", before: logged(before) });
  });
}

/** An uploaded photo's file, only under its current version (old URLs stop working). */
export async function readPhotoFile(
  db: Db,
  q: { id: string; version: string; width: number; format: PhotoFormat },
): Promise<Buffer> {
  const [file] = await db
    .select({ data: photoFiles.data })
    .from(photoFiles)
    .innerJoin(photos, eq(photos.id, photoFiles.photoId))
    .where(
      and(
        eq(photoFiles.photoId, q.id),
        eq(photos.version, q.version),
        eq(photoFiles.width, q.width),
        eq(photoFiles.format, q.format),
      ),
    );
  if (!file) throw notFound("PHOTO_NOT_FOUND");
  return file.data;
}
