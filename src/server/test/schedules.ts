/**
 * The request bodies of the schedules the tests create through `POST /api/admin/schedules`
 * (decision 035): a Yoga class schedule and a second hours schedule ("Second room"), each with the
 * test's own changes.
 */

/** A weekly class schedule, "Yoga", spending gym credits, after the two seeded schedules. */
export const yogaSchedule = <O extends object = Record<never, never>>(overrides?: O) => ({
  key: "yoga" as const,
  nameGr: "Γιόγκα",
  nameEn: "Yoga",
  creditKind: "gym",
  active: true,
  position: 2,
  ...(overrides as O),
});

/** A second room: the studio's open hours cut into slots like the gym floor, 2 places each, gym credits. */
export const secondRoom = <O extends object = Record<never, never>>(overrides?: O) => ({
  key: "room-2" as const,
  nameGr: "Δεύτερη αίθουσα",
  nameEn: "Second room",
  timetable: "hours" as const,
  defaultCapacity: 2,
  creditKind: "gym",
  active: true,
  position: 2,
  ...(overrides as O),
});

/** A kind of credit, "Yoga" (`POST /api/admin/credit-kinds`, decision 038), after the two seeded kinds. */
export const yogaKind = <O extends object = Record<never, never>>(overrides?: O) => ({
  key: "yoga" as const,
  nameGr: "Γιόγκα",
  nameEn: "Yoga",
  position: 2,
  ...(overrides as O),
});

/** A second location, "Κηφισιά" (`POST /api/admin/locations`, decision 057), after the first. */
export const kifisia = <O extends object = Record<never, never>>(overrides?: O) => ({
  key: "kifisia" as const,
  nameGr: "Κηφισιά",
  nameEn: "Kifisia",
  address: "Λεβίδου 12, Κηφισιά",
  addressEn: "Levidou 12, Kifisia",
  mapUrl: "https://maps.example/kifisia",
  phone: "2100000002",
  hoursGr: "Δευ–Παρ 07:00–22:00",
  hoursEn: "Mon–Fri 07:00–22:00",
  active: true,
  position: 1,
  ...(overrides as O),
});
