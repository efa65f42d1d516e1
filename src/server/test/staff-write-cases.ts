import { REMINDER_DEFAULTS } from "../../shared/domain/reminders";
import { SPEC_RULES } from "../../shared/domain/studio-rules";
import { DRIFT_DEFAULTS } from "../../shared/schemas/owner-report";
import { contactMessages, notifications } from "../db/schema";
import type { TestApp } from "./factories";
import { grantSessions, seedMember } from "./members";
import {
  as,
  decide,
  idOf,
  keep,
  notice,
  pkg,
  planInput,
  png,
  program,
  tuesdayClass,
  upload,
  type WriteCase,
} from "./staff-write-fixtures";

export type { CaseContext, WriteCase } from "./staff-write-fixtures";

/**
 * One successful call of each staff write operation (decision 036), as the walk over the OpenAPI
 * document makes them (`staff-writes.int.test.ts`): keyed "METHOD /openapi/path", run in this order
 * as the owner on the test clock's Monday 2025-09-01, sharing what earlier ones made.
 */
export const STAFF_WRITE_CASES: WriteCase[] = [
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
    async (c) => {
      const r = await as(c, "POST", "/api/admin/closures", {
        startDate: "2025-11-03",
        endDate: "2025-11-03",
        note: "",
      });
      return as(c, "DELETE", `/api/admin/closures/${idOf(r)}`);
    },
  ],
  [
    "POST /api/admin/credit-kinds",
    (c) =>
      as(c, "POST", "/api/admin/credit-kinds", {
        key: "yoga",
        nameGr: "Γιόγκα",
        nameEn: "Yoga",
        position: 2,
      }),
  ],
  [
    "PUT /api/admin/credit-kinds/{key}",
    (c) =>
      as(c, "PUT", "/api/admin/credit-kinds/yoga", { nameGr: "Γιόγκα", nameEn: "Yoga classes", position: 3 }),
  ],
  [
    "POST /api/admin/schedules",
    (c) =>
      as(c, "POST", "/api/admin/schedules", {
        key: "yoga",
        nameGr: "Γιόγκα",
        nameEn: "Yoga",
        creditKind: "pilates",
        active: true,
        position: 2,
      }),
  ],
  [
    "PUT /api/admin/schedules/{key}",
    (c) =>
      as(c, "PUT", "/api/admin/schedules/yoga", {
        nameGr: "Γιόγκα",
        nameEn: "Yoga",
        creditKind: "pilates",
        active: false,
        position: 2,
      }),
  ],
  [
    "PUT /api/admin/studio-rules",
    (c) => as(c, "PUT", "/api/admin/studio-rules", { rules: { ...SPEC_RULES, defaultCapacity: 9 } }),
  ],
  [
    "PATCH /api/admin/contact-messages/{id}",
    async (c) => {
      const [m] = await c.t.database.db
        .insert(contactMessages)
        .values({ email: "visitor@example.com", phone: "2100000000", message: "Ώρες;", clientKey: "k" })
        .returning({ id: contactMessages.id });
      return as(c, "PATCH", `/api/admin/contact-messages/${m!.id}`, { handled: true });
    },
  ],
  [
    "DELETE /api/admin/notifications",
    async (c) => {
      const params = { name: c.member.name, email: c.member.email, date: "2025-09-02", time: "10:00" };
      await c.t.database.db
        .insert(notifications)
        .values({ type: "reservation", message: "x", params, userId: c.member.id });
      return as(c, "DELETE", "/api/admin/notifications");
    },
  ],
  [
    "POST /api/admin/exercises",
    (c) => as(c, "POST", "/api/admin/exercises", { name: "Walk press", muscle: "Ώμοι" }),
  ],
  [
    "POST /api/admin/measurement-kinds",
    (c) =>
      as(c, "POST", "/api/admin/measurement-kinds", {
        nameGr: "Μηρός",
        nameEn: "Thigh",
        unit: "cm",
        minValue: 20,
        maxValue: 120,
      }),
  ],
  [
    "PUT /api/admin/coaching/settings",
    (c) => as(c, "PUT", "/api/admin/coaching/settings", { daysWithoutLog: 14, adherencePercent: 20 }),
  ],
  [
    "POST /api/admin/coaching/members/{userId}/notes",
    (c) => as(c, "POST", `/api/admin/coaching/members/${c.member.id}/notes`, { text: "Καλή πρόοδος" }),
  ],
  [
    "PUT /api/admin/report/drift-settings",
    (c) => as(c, "PUT", "/api/admin/report/drift-settings", { ...DRIFT_DEFAULTS, dormantDays: 40 }),
  ],
  [
    "PUT /api/admin/reminders",
    (c) =>
      as(c, "PUT", "/api/admin/reminders", {
        rules: [{ ...Object.values(REMINDER_DEFAULTS)[0]!, enabled: false }],
      }),
  ],
  [
    "POST /api/admin/member-import/apply",
    (c) =>
      upload(
        c,
        "POST",
        "/api/admin/member-import/apply",
        new Blob(["Όνομα;Επώνυμο;Email\r\nΛένα;Νέα;lena.walk@import.test\r\n"], { type: "text/csv" }),
        {},
      ),
  ],
  [
    "POST /api/admin/nutrition-plans",
    async (c) => {
      const m = await seedMember(c.t.database.db, {
        firstName: "Διατροφή",
        lastName: "Βόλτα",
        nutritionExpiresAt: new Date("2025-12-31T20:00:00Z"),
      });
      return as(c, "POST", "/api/admin/nutrition-plans", planInput(m.id)).then(keep(c, "plan"));
    },
  ],
  [
    "PATCH /api/admin/nutrition-plans/{id}",
    (c) => as(c, "PATCH", `/api/admin/nutrition-plans/${c.state.plan}`, { comment: "Νερό" }),
  ],
  [
    "POST /api/admin/workouts",
    (c) => as(c, "POST", "/api/admin/workouts", program(c.member.id)).then(keep(c, "program")),
  ],
  [
    "POST /api/admin/workouts/{id}/versions",
    (c) =>
      as(c, "POST", `/api/admin/workouts/${c.state.program}/versions`, program(c.member.id)).then(
        keep(c, "program"),
      ),
  ],
  ["DELETE /api/admin/workouts/{id}", (c) => as(c, "DELETE", `/api/admin/workouts/${c.state.program}`)],
  ["POST /api/admin/package-requests/{id}/approve", (c) => decide(c, "approve")],
  ["POST /api/admin/package-requests/{id}/reject", (c) => decide(c, "reject")],
  [
    "POST /api/admin/members/{id}/sessions",
    (c) => as(c, "POST", `/api/admin/members/${c.member.id}/sessions`, { delta: 1 }),
  ],
  [
    "POST /api/admin/members/{id}/deactivate",
    (c) => as(c, "POST", `/api/admin/members/${c.member.id}/deactivate`, {}),
  ],
  [
    "POST /api/admin/members/{id}/reactivate",
    (c) => as(c, "POST", `/api/admin/members/${c.member.id}/reactivate`, {}),
  ],
];

/** A member for the cases (a gym package, valid to the end of the year). */
export const caseMember = (t: TestApp) =>
  seedMember(t.database.db, {
    firstName: "Ραλλού",
    lastName: "Βόλτα",
    gym: 4,
    gymExpiresAt: new Date("2025-12-31T20:00:00Z"),
  });
