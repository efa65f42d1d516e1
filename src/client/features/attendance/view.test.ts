import { describe, expect, it } from "vitest";
import type { AttendanceMember } from "../../../shared/schemas/attendance";
import { DEFAULT_SORT, nextSort, visibleMembers } from "./view";

const m = (name: string, visits: number, status: AttendanceMember["status"], lastVisit: string | null) => ({
  userId: name,
  name,
  email: `${name}@x.test`,
  visits,
  noShows: 0,
  lastVisit,
  status,
});
const rows = [
  m("Άννα", 2, "low", "2025-09-20"),
  m("Νίκος", 9, "heavy", "2025-09-29"),
  m("Μαρία", 0, "inactive", null),
  m("Ελένη", 4, "dormant", "2025-09-02"),
];
const names = (r: AttendanceMember[]) => r.map((x) => x.name);
const all = { search: "", status: "all" as const, sort: DEFAULT_SORT };

describe("the attendance table's view", () => {
  it("sorts by visits, most first, by default", () => {
    expect(names(visibleMembers(rows, all))).toEqual(["Νίκος", "Ελένη", "Άννα", "Μαρία"]);
  });
  it("sorts statuses in the spec's order and last visits with 'never' first", () => {
    expect(names(visibleMembers(rows, { ...all, sort: { column: "status", descending: false } }))).toEqual([
      "Μαρία",
      "Ελένη",
      "Νίκος",
      "Άννα",
    ]);
    expect(names(visibleMembers(rows, { ...all, sort: { column: "lastVisit", descending: false } }))).toEqual(
      ["Μαρία", "Ελένη", "Άννα", "Νίκος"],
    );
  });
  it("filters by status and searches names without accents or case", () => {
    expect(names(visibleMembers(rows, { ...all, status: "heavy" }))).toEqual(["Νίκος"]);
    expect(names(visibleMembers(rows, { ...all, search: "ΑΝΝΑ" }))).toEqual(["Άννα"]);
    expect(names(visibleMembers(rows, { ...all, search: "νικοσ@" }))).toEqual(["Νίκος"]);
  });
  it("flips the sorted column and starts names ascending", () => {
    expect(nextSort(DEFAULT_SORT, "visits")).toEqual({ column: "visits", descending: false });
    expect(nextSort(DEFAULT_SORT, "name")).toEqual({ column: "name", descending: false });
  });
});
