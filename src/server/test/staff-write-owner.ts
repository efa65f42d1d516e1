import { REMINDER_DEFAULTS } from "../../shared/domain/reminders";
import { DRIFT_DEFAULTS } from "../../shared/schemas/owner-report";
import { as, upload, type WriteCase } from "./staff-write-fixtures";

/**
 * The owner's report, reminders, member import and mass e-mail in the staff-write walk
 * (`staff-write-cases.ts`).
 */
export const OWNER_CASES: WriteCase[] = [
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
    "POST /api/admin/mass-mail",
    // To every member: the cases' members are there (none deactivated yet). Its entry is written as it is queued.
    (c) =>
      as(c, "POST", "/api/admin/mass-mail", {
        subject: "Νέο ωράριο",
        message: "Από Δευτέρα ανοίγουμε στις 07:00.",
        audience: "all",
      }),
  ],
];
