import type { ScheduleRow } from "../../shared/domain/schedules";

/**
 * A `GET /api/schedules` row for component tests: the seeded gym floor (an hours schedule at the
 * first location), with what the test is about changed.
 *
 *   scheduleRow({ key: "yoga", nameGr: "Γιόγκα", nameEn: "Yoga", timetable: "classes", creditKind: "yoga" })
 */
export const scheduleRow = (over: Partial<ScheduleRow> = {}): ScheduleRow => ({
  key: "gym",
  nameGr: "Γυμναστήριο",
  nameEn: "Gym",
  timetable: "hours",
  creditKind: "gym",
  active: true,
  position: 0,
  standingAllowed: false,
  standingMaxWeeks: 12,
  numberedPlaces: false,
  defaultCapacity: null,
  location: "main",
  ...over,
});

/** The gym floor as an install seeds it. */
export const GYM_ROW = scheduleRow();
