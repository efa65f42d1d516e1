import { SPEC_RULES } from "../../shared/domain/studio-rules";
import { creditKinds, schedules } from "../db/schema";
import { grantSessions } from "./members";
import { kifisia, yogaKind, yogaSchedule } from "./schedules";
import { as, keep, notice, pkg, png, tuesdayClass, upload, type WriteCase } from "./staff-write-fixtures";

/**
 * The owner's studio settings in the staff-write walk (`staff-write-cases.ts`): packages and prices,
 * photos, announcements, the class timetable, mass fills, capacity, closures, kinds of credit,
 * schedules, the studio's rules and its identity.
 */
export const STUDIO_CASES: WriteCase[] = [
  ["POST /api/admin/packages", (c) => as(c, "POST", "/api/admin/packages", pkg).then(keep(c, "package"))],
  [
    "PUT /api/admin/packages/{id}",
    (c) => as(c, "PUT", `/api/admin/packages/${c.state.package}`, { ...pkg, priceCents: 4500 }),
  ],
  ["DELETE /api/admin/packages/{id}", (c) => as(c, "DELETE", `/api/admin/packages/${c.state.package}`)],
  [
    "POST /api/admin/photos",
    async (c) =>
      upload(c, "POST", "/api/admin/photos", new Blob([new Uint8Array(await png())], { type: "image/png" }), {
        altGr: "Η αίθουσα",
        altEn: "The room",
      }).then(keep(c, "photo")),
  ],
  [
    "PUT /api/admin/photos/{id}/file",
    async (c) =>
      upload(
        c,
        "PUT",
        `/api/admin/photos/${c.state.photo}/file`,
        new Blob([new Uint8Array(await png())]),
        {},
      ),
  ],
  [
    "PATCH /api/admin/photos/{id}",
    (c) => as(c, "PATCH", `/api/admin/photos/${c.state.photo}`, { altGr: "Αίθουσα", altEn: "Room" }),
  ],
  [
    "PUT /api/admin/photo-order",
    async (c) => {
      const list = await as(c, "GET", "/api/photos");
      const ids = (list.body as { photos: { id: string }[] }).photos.map((p) => p.id).reverse();
      return as(c, "PUT", "/api/admin/photo-order", { ids });
    },
  ],
  ["DELETE /api/admin/photos/{id}", (c) => as(c, "DELETE", `/api/admin/photos/${c.state.photo}`)],
  [
    "POST /api/admin/announcements",
    (c) => as(c, "POST", "/api/admin/announcements", notice).then(keep(c, "notice")),
  ],
  [
    "PUT /api/admin/announcements/{id}",
    (c) =>
      as(c, "PUT", `/api/admin/announcements/${c.state.notice}`, { ...notice, titleEn: "Opening hours" }),
  ],
  [
    "DELETE /api/admin/announcements/{id}",
    (c) => as(c, "DELETE", `/api/admin/announcements/${c.state.notice}`),
  ],
  [
    "POST /api/admin/classes",
    (c) => as(c, "POST", "/api/admin/classes", tuesdayClass).then(keep(c, "class")),
  ],
  [
    "PUT /api/admin/classes/{id}",
    (c) => as(c, "PUT", `/api/admin/classes/${c.state.class}`, { ...tuesdayClass, capacity: 5 }),
  ],
  [
    "PUT /api/admin/classes/{id}/dates/{date}",
    (c) => as(c, "PUT", `/api/admin/classes/${c.state.class}/dates/2025-09-02`, { time: "21:00" }),
  ],
  [
    "DELETE /api/admin/classes/{id}/dates/{date}",
    (c) => as(c, "DELETE", `/api/admin/classes/${c.state.class}/dates/2025-09-02`),
  ],
  ["DELETE /api/admin/classes/{id}", (c) => as(c, "DELETE", `/api/admin/classes/${c.state.class}`)],
  [
    "POST /api/admin/blocks",
    async (c) => {
      const r = await as(c, "POST", "/api/admin/blocks", { startDate: "2025-09-20", endDate: "2025-09-21" });
      c.state.batch = (r.body as { batchId?: string }).batchId ?? "";
      return r;
    },
  ],
  ["DELETE /api/admin/blocks/{batchId}", (c) => as(c, "DELETE", `/api/admin/blocks/${c.state.batch}`)],
  [
    "PUT /api/admin/slot-capacity/{date}",
    (c) => as(c, "PUT", "/api/admin/slot-capacity/2025-09-10", { capacity: 6 }),
  ],
  ["DELETE /api/admin/slot-capacity/{date}", (c) => as(c, "DELETE", "/api/admin/slot-capacity/2025-09-10")],
  [
    "POST /api/admin/closures",
    async (c) => {
      // A member holding a package on the closure's first day, so the extension has something to extend.
      await grantSessions(c.t.database.db, c.member.id, 8, new Date("2025-12-31T20:00:00Z"));
      return as(c, "POST", "/api/admin/closures", {
        startDate: "2025-10-06",
        endDate: "2025-10-07",
        note: "Βάψιμο",
      }).then(keep(c, "closure"));
    },
  ],
  [
    "POST /api/admin/closures/{id}/extension",
    (c) => as(c, "POST", `/api/admin/closures/${c.state.closure}/extension`),
  ],
  [
    "DELETE /api/admin/closures/{id}",
    (c) => as(c, "DELETE", `/api/admin/closures/${c.state.closure}`),
    async (c) => {
      const r = await as(c, "POST", "/api/admin/closures", {
        startDate: "2025-11-03",
        endDate: "2025-11-03",
        note: "",
      });
      keep(c, "closure")(r);
    },
  ],
  ["POST /api/admin/credit-kinds", (c) => as(c, "POST", "/api/admin/credit-kinds", yogaKind())],
  [
    "PUT /api/admin/credit-kinds/{key}",
    (c) =>
      as(c, "PUT", "/api/admin/credit-kinds/yoga", { nameGr: "Γιόγκα", nameEn: "Yoga classes", position: 3 }),
  ],
  [
    "PUT /api/admin/credit-kind-order",
    async (c) => {
      // Every kind once (the route refuses a list that leaves one out), last first.
      const rows = await c.t.database.db
        .select({ key: creditKinds.key })
        .from(creditKinds)
        .orderBy(creditKinds.position, creditKinds.key);
      return as(c, "PUT", "/api/admin/credit-kind-order", { keys: rows.map((r) => r.key).reverse() });
    },
  ],
  [
    "POST /api/admin/schedules",
    (c) => as(c, "POST", "/api/admin/schedules", yogaSchedule({ creditKind: "pilates" })),
  ],
  ["POST /api/admin/locations", (c) => as(c, "POST", "/api/admin/locations", kifisia())],
  [
    "PUT /api/admin/locations/{key}",
    (c) => {
      const { key: _key, ...settings } = kifisia({ hoursGr: "Δευ–Σαβ 07:00–22:00" });
      return as(c, "PUT", "/api/admin/locations/kifisia", settings);
    },
  ],
  [
    "PUT /api/admin/schedules/{key}",
    (c) => as(c, "PUT", "/api/admin/schedules/yoga", yogaSchedule({ creditKind: "pilates", active: false })),
  ],
  [
    "PUT /api/admin/schedule-order",
    async (c) => {
      // Every schedule once (the route refuses a list that leaves one out), last first.
      const rows = await c.t.database.db
        .select({ key: schedules.key })
        .from(schedules)
        .orderBy(schedules.position);
      return as(c, "PUT", "/api/admin/schedule-order", { keys: rows.map((r) => r.key).reverse() });
    },
  ],
  [
    "PUT /api/admin/studio-rules",
    (c) => as(c, "PUT", "/api/admin/studio-rules", { rules: { ...SPEC_RULES, defaultCapacity: 9 } }),
  ],
  [
    "PUT /api/admin/identity",
    (c) =>
      as(c, "PUT", "/api/admin/identity", {
        name: "Walk Studio",
        phone: "+30 210 123 4567",
        email: "desk@walk.test",
        address: "Αθήνα",
        mapUrl: "",
        socialLinks: [],
        color: "#0b5e55",
        headline: { gr: "", en: "" },
        intro: { gr: "", en: "" },
        story: { gr: "Η ιστορία μας.", en: "" },
      }),
  ],
  [
    "POST /api/admin/identity/logo",
    async (c) => upload(c, "POST", "/api/admin/identity/logo", new Blob([new Uint8Array(await png())]), {}),
  ],
  ["DELETE /api/admin/identity/logo", (c) => as(c, "DELETE", "/api/admin/identity/logo")],
];
