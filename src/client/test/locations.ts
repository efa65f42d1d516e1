import type { LocationRow } from "../../shared/domain/locations";

/** `GET /api/locations` rows for component tests (decision 057). */
const row = (key: string, nameGr: string, nameEn: string, position: number): LocationRow => ({
  key,
  nameGr,
  nameEn,
  address: "",
  addressEn: "",
  mapUrl: "",
  phone: "",
  hoursGr: "",
  hoursEn: "",
  active: true,
  position,
});

/** The first location, unnamed: it reads as the studio (`SITE.name`). */
export const MAIN_LOCATION = row("main", "", "", 0);
/** A second location, "Κηφισιά" / "Kifisia". */
export const KIFISIA = row("kifisia", "Κηφισιά", "Kifisia", 1);
