import { createContext } from "react";

/**
 * The location column of a CSV export (decision 057): the column's title and the rows' location,
 * given only when the studio has two or more locations (null: no column, a one-location studio's
 * files stay as they were). A screen provides it; a table of one schedule provides its own.
 */
export type CsvPlaceColumn = { header: string; value: string } | null;

export const CsvPlace = createContext<CsvPlaceColumn>(null);

/** The header and rows with the location column first, when there is one. */
export function withPlace<R extends (string | number | null)[]>(
  place: CsvPlaceColumn,
  header: string[],
  rows: R[],
): { header: string[]; rows: (string | number | null)[][] } {
  if (!place) return { header, rows };
  return { header: [place.header, ...header], rows: rows.map((r) => [place.value, ...r]) };
}
