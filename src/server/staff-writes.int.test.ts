import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCapability } from "../shared/domain/roles";
import { activityLog, user } from "./db/schema";
import { fixedClock } from "./platform/clock";
import { createTestApp, type TestApp } from "./test/factories";
import { sessionCookie } from "./test/members";
import { call } from "./test/requests";
import { type CaseContext, caseMember, STAFF_WRITE_CASES } from "./test/staff-write-cases";

/**
 * Every staff write is on record (decision 036): the walk lists each operation of the
 * OpenAPI document that a staff capability guards and that is not a read, calls it successfully
 * (`test/staff-write-cases.ts`) and fails unless the call wrote one activity entry; every one of them
 * refused (a missing thing, a malformed body) writes none.
 */
type Operation = { "x-access"?: string };
type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

/**
 * Staff writes whose success the walk does not make here, each with where its entry is asserted,
 * or why it changes nothing. A new operation must be added to the cases or here, with its reason.
 */
const ELSEWHERE: Record<string, string> = {
  "POST /api/admin/member-import/preview":
    "changes nothing: reads the file and answers what an import would do",
  "PUT /api/admin/members/{id}/role": "activity.int.test.ts: role",
  "PUT /api/admin/bookings/{id}/place": "booking/places/places.int.test.ts: the desk's move, before → after",
  "DELETE /api/admin/standing-bookings/{id}":
    "booking/places/places.int.test.ts: the desk ends a member's series",
  "PUT /api/admin/members/{id}": "activity.int.test.ts: balances",
  "DELETE /api/admin/reservations/{id}": "activity.int.test.ts: cancellation",
  "PUT /api/admin/fitness-questionnaires/{userId}/review": "activity.int.test.ts: questionnaire_review",
  "POST /api/admin/staff-invitations": "staff/invitations.int.test.ts: invite",
  "DELETE /api/admin/staff-invitations/{id}": "staff/invitations.int.test.ts: withdraw",
  "PUT /api/admin/staff/{id}/locations":
    "locations/staff-places.int.test.ts: the owner's assignment of a trainer or desk, before → after",
  "PUT /api/admin/site-open": "site/site-open.int.test.ts: the owner opens the site",
  "POST /api/admin/first-run": "setup/first-run.int.test.ts: the owner's one first-run choice, on the log",
  "PUT /api/admin/terms": "site/terms.int.test.ts: the owner's legal details and paragraphs, one entry",
  "PUT /api/admin/members/{id}/birth-date":
    "guardian-consent.int.test.ts: the desk sets a date of birth, ages before → after",
};

/** Writes whose one call records one entry per member it changed: at least one, then. */
const PER_MEMBER = new Set(["POST /api/admin/closures/{id}/extension"]);

const NOW = new Date("2025-09-01T07:00:00Z"); // Monday 10:00 in Athens
let t: TestApp;
let ctx: CaseContext;
let staffWrites: string[];

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW), seed: true });
  const owner = await caseMember(t);
  await t.database.db.update(user).set({ role: "owner" }).where(eq(user.id, owner.id));
  ctx = {
    t,
    cookie: await sessionCookie(t.deps.auth, t.database.db, owner.id),
    member: await caseMember(t),
    state: {},
  };
  const doc = (await (await t.app.request("/api/openapi.json")).json()) as OpenApiDoc;
  staffWrites = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method, op]) => method !== "get" && method !== "head" && isCapability(op["x-access"]))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

const entries = async () => (await t.database.db.select({ n: count() }).from(activityLog))[0]!.n;

describe("every staff write", () => {
  it("is walked here or named with where its entry is asserted", () => {
    expect(staffWrites.length).toBeGreaterThan(40);
    const walked = new Set(STAFF_WRITE_CASES.map(([op]) => op));
    const missing = staffWrites.filter((op) => !walked.has(op) && !(op in ELSEWHERE));
    expect(missing).toEqual([]);
    const stale = [...walked, ...Object.keys(ELSEWHERE)].filter((op) => !staffWrites.includes(op));
    expect(stale).toEqual([]);
  });

  it("writes one activity entry when it succeeds", async () => {
    const wrong: string[] = [];
    for (const [op, run, prepare] of STAFF_WRITE_CASES) {
      await prepare?.(ctx);
      const before = await entries();
      const res = await run(ctx);
      expect(res.status, `${op}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      const wrote = (await entries()) - before;
      if (PER_MEMBER.has(op) ? wrote < 1 : wrote !== 1) wrong.push(`${op} wrote ${wrote}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it("writes none when it is refused: a missing thing or a malformed body", async () => {
    const wrote: string[] = [];
    // Clearing the notifications takes no input: nothing to refuse (and, with none left, nothing to record).
    for (const op of staffWrites.filter((o) => o !== "DELETE /api/admin/notifications")) {
      const [method, path] = op.split(" ") as [string, string];
      const url = path
        .replace(/\{date\}/g, "2031-03-04")
        .replace(/\{key\}/g, "nowhere")
        .replace(/\{[^}]+\}/g, "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b");
      const before = await entries();
      const res = await call(t, method, url, ctx.cookie, { nothing: "useful" });
      // Refused, or (clearing a capacity a date never had) a success that changed nothing.
      if (res.status < 300) expect(op).toBe("DELETE /api/admin/slot-capacity/{date}");
      if ((await entries()) !== before) wrote.push(`${op} ${res.status}`);
    }
    expect(wrote).toEqual([]);
  }, 60_000);
});
