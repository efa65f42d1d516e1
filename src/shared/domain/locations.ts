/**
 * The studio's places (decision 057): a location is a row, as a schedule is. Every install has the
 * first one, `main`, named and addressed as the studio itself until the owner says otherwise; a
 * studio with one location shows no location words anywhere.
 */
import type { Lang } from "../i18n";

/** A location's key: lower-case letters, digits and dashes ('main', 'kifisia'). */
export type LocationKey = string;
export const LOCATION_KEY_PATTERN = /^[a-z][a-z0-9-]{1,29}$/;

/** The location every install has (created by the migrations; renamed or edited, never deleted). */
export const FIRST_LOCATION: LocationKey = "main";

/** A location as every screen reads it. Empty names and address are the studio's own. */
export type LocationRow = {
  key: LocationKey;
  nameGr: string;
  nameEn: string;
  address: string;
  addressEn: string;
  mapUrl: string;
  phone: string;
  hoursGr: string;
  hoursEn: string;
  active: boolean;
  position: number;
};

/** The studio's own details a location without its own falls back to. */
export type StudioFallback = {
  name: string;
  address: string;
  addressEn: string;
  phone: string;
  mapUrl: string;
};

/** A location's name in a language: its own, the other language's, else the studio's. */
export function locationName(
  loc: Pick<LocationRow, "nameGr" | "nameEn">,
  lang: Lang,
  studio: Pick<StudioFallback, "name">,
): string {
  const [first, second] = lang === "en" ? [loc.nameEn, loc.nameGr] : [loc.nameGr, loc.nameEn];
  return first || second || studio.name;
}

/** A location's address in a language: its own, the other language's, else the studio's. */
export function locationAddress(
  loc: Pick<LocationRow, "address" | "addressEn">,
  lang: Lang,
  studio: Pick<StudioFallback, "address" | "addressEn">,
): string {
  const own = lang === "en" ? loc.addressEn || loc.address : loc.address || loc.addressEn;
  if (own) return own;
  return lang === "en" ? studio.addressEn || studio.address : studio.address;
}

/**
 * Where credits of a package may be spent: null is every location (they roam), else the locations
 * named. A member's balance carries the scope of the package that granted it (approval replaces it).
 */
export type ValidAt = LocationKey[] | null;

/** Whether credits valid at `validAt` may be spent at `location`. */
export const validAtLocation = (validAt: ValidAt | undefined, location: LocationKey): boolean =>
  !validAt || validAt.length === 0 || validAt.includes(location);

/**
 * The locations a staff member works at: null is every location (the owner, and a trainer or desk
 * the owner has not assigned), else the ones assigned.
 */
export type StaffPlaces = LocationKey[] | null;

/** Whether staff working at `places` may see or act on `location`. */
export const staffWorksAt = (places: StaffPlaces, location: LocationKey): boolean =>
  places === null || places.includes(location);
