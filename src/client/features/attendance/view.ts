import { ATTENDANCE_STATUSES } from "../../../shared/domain/attendance";
import { foldText } from "../../../shared/domain/text";
import type { AttendanceMember } from "../../../shared/schemas/attendance";

/** The table's search, status filter and sort, applied in the browser to the month's member figures. */

export const SORT_COLUMNS = ["name", "email", "visits", "noShows", "lastVisit", "status"] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type Sort = { column: SortColumn; descending: boolean };
/** The spec's default: visits, most first. */
export const DEFAULT_SORT: Sort = { column: "visits", descending: true };
export type StatusFilter = AttendanceMember["status"] | "all";

const statusRank = (s: AttendanceMember["status"]) => ATTENDANCE_STATUSES.indexOf(s);

function compare(a: AttendanceMember, b: AttendanceMember, column: SortColumn): number {
  switch (column) {
    case "name":
    case "email":
      return a[column].localeCompare(b[column], "el");
    case "visits":
    case "noShows":
      return a[column] - b[column];
    case "lastVisit":
      // Never visited sorts before the oldest visit.
      return (a.lastVisit ?? "").localeCompare(b.lastVisit ?? "");
    case "status":
      return statusRank(a.status) - statusRank(b.status);
  }
}

export function visibleMembers(
  rows: AttendanceMember[],
  o: { search: string; status: StatusFilter; sort: Sort },
): AttendanceMember[] {
  const q = foldText(o.search.trim());
  const direction = o.sort.descending ? -1 : 1;
  return rows
    .filter((r) => o.status === "all" || r.status === o.status)
    .filter((r) => !q || foldText(r.name).includes(q) || foldText(r.email).includes(q))
    .sort((a, b) => direction * compare(a, b, o.sort.column) || a.name.localeCompare(b.name, "el"));
}

/** Clicking the sorted column flips it; another column starts with its natural order (numbers most first). */
export function nextSort(current: Sort, column: SortColumn): Sort {
  if (current.column === column) return { column, descending: !current.descending };
  return { column, descending: column === "visits" || column === "noShows" || column === "lastVisit" };
}
