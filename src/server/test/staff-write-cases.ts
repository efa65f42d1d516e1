import type { TestApp } from "./factories";
import { seedMember } from "./members";
import { COACHING_CASES } from "./staff-write-coaching";
import { DESK_CASES } from "./staff-write-desk";
import type { WriteCase } from "./staff-write-fixtures";
import { OWNER_CASES } from "./staff-write-owner";
import { STUDIO_CASES } from "./staff-write-studio";

export type { CaseContext, WriteCase } from "./staff-write-fixtures";

/**
 * One successful call of each staff write operation (decision 036), as the walk over the OpenAPI
 * document makes them (`staff-writes.int.test.ts`): keyed "METHOD /openapi/path", run in this order
 * as the owner on the test clock's Monday 2025-09-01 10:00 at the studio, sharing what earlier ones
 * made (in `c.state`); each feature's cases in its own file. The desk's last cases deactivate and
 * reactivate the shared member, so they come last.
 */
export const STAFF_WRITE_CASES: WriteCase[] = [
  ...STUDIO_CASES,
  ...COACHING_CASES,
  ...OWNER_CASES,
  ...DESK_CASES,
];

/** A member for the cases (a gym package, valid to the end of the year). */
export const caseMember = (t: TestApp) =>
  seedMember(t.database.db, {
    firstName: "Ραλλού",
    lastName: "Βόλτα",
    gym: 4,
    gymExpiresAt: new Date("2025-12-31T20:00:00Z"),
  });
