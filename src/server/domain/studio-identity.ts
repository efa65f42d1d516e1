import { eq } from "drizzle-orm";
import { DEFAULT_BRAND_COLOR } from "../../shared/domain/brand-colour";
import { type Bilingual, type IdentityAnswer, textIn } from "../../shared/schemas/identity";
import type { Logo, Site } from "../../shared/schemas/site";
import type { Deps } from "../context";
import type { Tx } from "../db/client";
import { studioIdentity as identityTable, locations, schedules } from "../db/schema";
import type { Config } from "../platform/config";

/** The deploy's settings a new install's identity starts from (decision 048). */
export type IdentityDefaults = Pick<
  Config,
  "STUDIO_NAME" | "STUDIO_PHONE" | "STUDIO_EMAIL" | "studioAddress" | "MAP_URL" | "SOCIAL_URL" | "SITE_OPEN"
>;

/** The studio's identity as every page, e-mail and calendar file uses it. */
export type StudioIdentity = {
  name: string;
  phone: string;
  email: string;
  address: string;
  /** The address on English pages and mail: the owner's one address once saved, else the deploy's English one. */
  addressEn: string;
  mapUrl: string;
  socialLinks: string[];
  color: string;
  headline: Bilingual;
  intro: Bilingual;
  story: Bilingual;
  /** The public pages shown (else "coming soon" to visitors not signed in; decision 051). */
  siteOpen: boolean;
  /** The stored logo's version and pixel size, or null. */
  logo: { version: string; width: number; height: number } | null;
};

/** Every column but the logo's bytes: a page's read never carries the image. */
const columns = {
  name: identityTable.name,
  phone: identityTable.phone,
  email: identityTable.email,
  address: identityTable.address,
  mapUrl: identityTable.mapUrl,
  socialLinks: identityTable.socialLinks,
  color: identityTable.color,
  headlineGr: identityTable.headlineGr,
  headlineEn: identityTable.headlineEn,
  introGr: identityTable.introGr,
  introEn: identityTable.introEn,
  storyGr: identityTable.storyGr,
  storyEn: identityTable.storyEn,
  logoVersion: identityTable.logoVersion,
  logoWidth: identityTable.logoWidth,
  logoHeight: identityTable.logoHeight,
  siteOpen: identityTable.siteOpen,
};

/**
 * The one read of the studio's identity (decision 048): the owner's row, each field the owner never
 * saved taken from the deploy's environment variables. Read from the database every time (one row by
 * its key), so a save on any instance shows on every instance's next page, e-mail or calendar file.
 */
export async function studioIdentity(
  db: Pick<Tx, "select">,
  defaults: IdentityDefaults,
): Promise<StudioIdentity> {
  const [row] = await readRow(db);
  return identityFrom(row, defaults);
}

/** The identity of an install whose owner never saved one: the deploy's settings. */
export const defaultIdentity = (defaults: IdentityDefaults) => identityFrom(undefined, defaults);

const readRow = (db: Pick<Tx, "select">) =>
  db.select(columns).from(identityTable).where(eq(identityTable.id, 1));
type Row = Awaited<ReturnType<typeof readRow>>[number];

function identityFrom(row: Row | undefined, defaults: IdentityDefaults): StudioIdentity {
  const logo =
    row?.logoVersion && row.logoWidth && row.logoHeight
      ? { version: row.logoVersion, width: row.logoWidth, height: row.logoHeight }
      : null;
  return {
    name: row?.name ?? defaults.STUDIO_NAME,
    phone: row?.phone ?? defaults.STUDIO_PHONE,
    email: row?.email ?? defaults.STUDIO_EMAIL,
    address: row?.address ?? defaults.studioAddress.gr,
    addressEn: row?.address ?? defaults.studioAddress.en,
    mapUrl: row?.mapUrl ?? defaults.MAP_URL,
    socialLinks: row?.socialLinks ?? [defaults.SOCIAL_URL],
    color: row?.color ?? DEFAULT_BRAND_COLOR,
    headline: { gr: row?.headlineGr ?? "", en: row?.headlineEn ?? "" },
    intro: { gr: row?.introGr ?? "", en: row?.introEn ?? "" },
    story: { gr: row?.storyGr ?? "", en: row?.storyEn ?? "" },
    siteOpen: row?.siteOpen ?? defaults.SITE_OPEN,
    logo,
  };
}

/** Where a booking is held: its schedule (its location read through it), or a location by its key. */
export type BookingWhere = { schedule: string } | { location: string };

/**
 * The identity as a booking's e-mail and calendar file name the studio (decision 057): the address
 * is its location's own when it has one, else the studio's. One statement (the location and the
 * identity row together), so a booking's mail reads no more than it did with one place.
 */
export async function studioIdentityAt(
  db: Pick<Tx, "select">,
  defaults: IdentityDefaults,
  where: BookingWhere,
): Promise<StudioIdentity> {
  const select = { ...columns, placeAddress: locations.address, placeAddressEn: locations.addressEn };
  const rows =
    "schedule" in where
      ? await db
          .select(select)
          .from(schedules)
          .innerJoin(locations, eq(locations.key, schedules.location))
          .leftJoin(identityTable, eq(identityTable.id, 1))
          .where(eq(schedules.key, where.schedule))
      : await db
          .select(select)
          .from(locations)
          .leftJoin(identityTable, eq(identityTable.id, 1))
          .where(eq(locations.key, where.location));
  const [found] = rows;
  if (!found) return studioIdentity(db, defaults);
  const { placeAddress, placeAddressEn, ...row } = found;
  return atPlace(identityFrom(row as Row, defaults), { address: placeAddress, addressEn: placeAddressEn });
}

/**
 * The identity with a location's own address in place of the studio's; a location without one
 * (the first, until the owner addresses it) leaves the identity exactly as it is.
 */
export function atPlace(
  identity: StudioIdentity,
  place: { address: string; addressEn: string },
): StudioIdentity {
  if (!place.address && !place.addressEn) return identity;
  return {
    ...identity,
    address: place.address || place.addressEn,
    addressEn: place.addressEn || place.address,
  };
}

/** The studio's name alone (an e-mail's signature and subject). */
export const studioName = async (db: Pick<Tx, "select">, defaults: IdentityDefaults) =>
  (await studioIdentity(db, defaults)).name;

/** The logo as pages draw it: its address carries its version, so a new upload is a new address. */
export function logoOf(identity: Pick<StudioIdentity, "logo">): Logo | null {
  const { logo } = identity;
  return logo ? { url: `/api/site/logo?v=${logo.version}`, width: logo.width, height: logo.height } : null;
}

/** A text in each language as a page shows it: its own, else the other language's, else null. */
const shown = (text: Bilingual) => ({ gr: textIn(text, "gr"), en: textIn(text, "en") });

/** The public answer (`GET /api/site`, and the one the page's HTML carries for its first draw). */
export function siteAnswer(identity: StudioIdentity): Site {
  return {
    name: identity.name,
    phone: identity.phone,
    email: identity.email,
    address: identity.address,
    addressEn: identity.addressEn,
    mapUrl: identity.mapUrl,
    socialLinks: identity.socialLinks,
    color: identity.color,
    logo: logoOf(identity),
    texts: { headline: shown(identity.headline), intro: shown(identity.intro), story: shown(identity.story) },
    open: identity.siteOpen,
  };
}

/** The owner's screen: what pages use now, each text as written. */
export function identityAnswer(identity: StudioIdentity): IdentityAnswer {
  const { logo: _logo, addressEn: _addressEn, siteOpen: _siteOpen, ...fields } = identity;
  return { ...fields, logo: logoOf(identity) };
}

/**
 * The identity a page is written with (`mountClient`): the saved one, or when the database cannot
 * answer, the deploy's defaults, so the page still draws (not carried: the app reads it itself).
 */
export function pageIdentity(deps: Pick<Deps, "database" | "config" | "logger">) {
  return async (): Promise<{ site: Site; carry: boolean }> => {
    try {
      return { site: siteAnswer(await studioIdentity(deps.database.db, deps.config)), carry: true };
    } catch (err) {
      deps.logger.warn({ err }, "the studio's identity could not be read: the page uses the defaults");
      return { site: siteAnswer(defaultIdentity(deps.config)), carry: false };
    }
  };
}
