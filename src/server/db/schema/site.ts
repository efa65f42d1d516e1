import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { LANGS } from "../../../shared/i18n";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";

export const PHOTO_SOURCES = ["builtin", "upload"] as const;
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export const MAIL_STATUSES = ["pending", "sent", "failed", "logged"] as const;

/** Binary data; node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The gallery, in display order. A built-in photo's files ship with the site (`public/gallery`);
 * an uploaded one's are in `photo_files`.
 */
export const photos = pgTable(
  "photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    position: integer("position").notNull(),
    source: text("source", { enum: PHOTO_SOURCES }).notNull(),
    /** The file-name stem under /gallery for a built-in photo. */
    builtinKey: text("builtin_key"),
    /** Changes with every new file, so file URLs can be cached forever. */
    version: text("version").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    widths: jsonb("widths").$type<number[]>().notNull(),
    altGr: text("alt_gr").notNull().default(""),
    altEn: text("alt_en").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    index("photos_position_idx").on(t.position),
    check("photos_source_known", isOneOf(t.source, PHOTO_SOURCES)),
  ],
);

/** The encoded sizes of an uploaded photo (the primary key's first column indexes the foreign key). */
export const photoFiles = pgTable(
  "photo_files",
  {
    photoId: uuid("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format", { enum: PHOTO_FORMATS }).notNull(),
    data: bytea("data").notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.width, t.format] }),
    check("photo_files_format_known", isOneOf(t.format, PHOTO_FORMATS)),
  ],
);

/** Messages from the contact form, kept before they are mailed so none is lost. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    language: text("language").notNull().default("gr"),
    /** SHA-256 of the sender's address: enough for the rate limit, without keeping the address. */
    clientKey: text("client_key").notNull(),
    mailStatus: text("mail_status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    mailId: bigint("mail_id", { mode: "number" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.createdAt),
    index("contact_messages_client_key_idx").on(t.clientKey, t.createdAt),
    index("contact_messages_handled_by_idx").on(t.handledBy),
    check("contact_messages_language_known", isOneOf(t.language, LANGS)),
    check("contact_messages_mail_status_known", isOneOf(t.mailStatus, MAIL_STATUSES)),
  ],
);

/**
 * The studio's identity (decision 048): one row (id 1) the owner edits. A contact field left null is
 * the deploy's environment variable (`STUDIO_NAME`, …), so an install that never saved keeps what it
 * was started with; a text left empty is the other language's, then the page's own words. The logo is
 * kept resized (WebP), its version in its address so it can be cached for good.
 */
export const studioIdentity = pgTable(
  "studio_identity",
  {
    id: integer("id").primaryKey().default(1),
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    mapUrl: text("map_url"),
    socialLinks: jsonb("social_links").$type<string[]>(),
    color: text("color"),
    headlineGr: text("headline_gr").notNull().default(""),
    headlineEn: text("headline_en").notNull().default(""),
    introGr: text("intro_gr").notNull().default(""),
    introEn: text("intro_en").notNull().default(""),
    storyGr: text("story_gr").notNull().default(""),
    storyEn: text("story_en").notNull().default(""),
    logo: bytea("logo"),
    logoVersion: text("logo_version"),
    logoWidth: integer("logo_width"),
    logoHeight: integer("logo_height"),
    /** The public pages shown, or "coming soon" (decision 051); null: the deploy's SITE_OPEN. */
    siteOpen: boolean("site_open"),
    /** The terms page's legal details and the owner's own paragraphs (decision 053). */
    legalName: text("legal_name").notNull().default(""),
    vatNumber: text("vat_number").notNull().default(""),
    termsGr: text("terms_gr").notNull().default(""),
    termsEn: text("terms_en").notNull().default(""),
    /** What the terms were last written from (their inputs), and when that last changed. */
    termsInputs: jsonb("terms_inputs").$type<Record<string, unknown>>(),
    termsUpdatedAt: timestamp("terms_updated_at", { withTimezone: true }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("studio_identity_single_row", sql`${t.id} = 1`),
    check("studio_identity_logo_whole", sql`(${t.logo} is null) = (${t.logoVersion} is null)`),
    index("studio_identity_updated_by_idx").on(t.updatedBy),
  ],
);
