import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  type LocationKey,
  type LocationRow,
  locationAddress,
  locationName,
} from "../../shared/domain/locations";
import { isLang } from "../../shared/i18n";
import { api, call } from "./api";
import { useSite } from "./useSite";

/**
 * The studio's locations (decision 057), as every screen reads them: the open ones for members and
 * visitors, every one for the owner's settings. Below two open locations `many` is false and no
 * screen shows a location word, picker or column.
 */
export const locationKeys = {
  open: ["locations"] as const,
  all: ["locations", "admin"] as const,
};

export const locationQueries = {
  /** The open locations, in the studio's order (public). */
  open: () =>
    queryOptions({
      queryKey: locationKeys.open,
      queryFn: () => call(api.locations.$get()),
      staleTime: 60_000,
    }),
  /** Every location, open or closed (the owner's settings). */
  all: () => queryOptions({ queryKey: locationKeys.all, queryFn: () => call(api.admin.locations.$get()) }),
};

export type LocationsView = {
  /** The open locations (empty while loading). */
  list: LocationRow[];
  /** More than one open location: only then do screens name, pick or group by one. */
  many: boolean;
  /** A location's name in the reader's language (its own, else the studio's). */
  name: (key: LocationKey) => string;
  /** A location's address in the reader's language (its own, else the studio's). */
  address: (key: LocationKey) => string;
};

/** The open locations with their names and addresses resolved against the studio's identity. */
export function useLocations(): LocationsView {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : "gr";
  const site = useSite().data;
  const list = useQuery(locationQueries.open()).data ?? [];
  const studio = {
    name: site?.name ?? "",
    address: site?.address ?? "",
    addressEn: site?.addressEn ?? "",
  };
  const row = (key: LocationKey) => list.find((l) => l.key === key);
  return {
    list,
    many: list.length > 1,
    name: (key) => {
      const l = row(key);
      return l ? locationName(l, lang, studio) : key;
    },
    address: (key) => {
      const l = row(key);
      return l
        ? locationAddress(l, lang, studio)
        : locationAddress({ address: "", addressEn: "" }, lang, studio);
    },
  };
}

/**
 * A location chosen on a screen, kept on this device (a studio of two places is mostly one place to
 * a member or a desk): `slot` names the screen's choice. Null when none was kept or storage is off.
 */
export function storedLocation(slot: string): string | null {
  try {
    return localStorage.getItem(slot);
  } catch {
    return null; // private mode: nothing kept
  }
}

/** Keeps the screen's choice on this device (for this visit only in private mode). */
export function storeLocation(slot: string, key: string): void {
  try {
    localStorage.setItem(slot, key);
  } catch {
    // private mode: the choice lasts this visit
  }
}
