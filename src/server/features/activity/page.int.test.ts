import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_COUNT_CAP, ACTIVITY_PAGE_SIZE } from "../../../shared/schemas/activity";
import { setRoleByEmail } from "../../auth/admins";
import { createTestApp, type TestApp } from "../../test/factories";
import { seedMember, sessionCookie } from "../../test/members";
import { call } from "../../test/requests";

/**
 * A page of the owner's activity log reads its own rows and a count that stops at its cap: a long
 * log is "10,000+" rather than counted to its end on every page, and Next follows whether a row
 * lies beyond the page.
 */
type Page = { items: { id: string }[]; total: number; totalCapped: boolean; hasNext: boolean };

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await seedMember(t.database.db, { firstName: "Όλγα", lastName: "Ιδιοκτήτρια" });
  await setRoleByEmail(t.database.db, owner.email, "owner");
  cookie = await sessionCookie(t.deps.auth, t.database.db, owner.id);
  // A log past the cap: the 'credits' entries past it, a short run of 'role' entries for a filter.
  await t.database.db.execute(`
    insert into activity_log (at, actor_name, kind, details)
    select timestamptz '2025-09-01 07:00Z' - n * interval '1 minute', 'Δήμητρα',
           case when n <= ${ACTIVITY_PAGE_SIZE + 5} then 'role' else 'credits' end, '{}'
    from generate_series(1, ${ACTIVITY_COUNT_CAP + ACTIVITY_PAGE_SIZE + 5}) n`);
});
afterAll(() => t.close());

const page = async (query: string) => {
  const res = await call<Page>(t, "GET", `/api/admin/activity?${query}`, cookie);
  expect(res.status).toBe(200);
  return res.body;
};

describe("the activity log's pages", () => {
  it("says a log longer than the cap is at least the cap, and that a next page exists", async () => {
    const first = await page("page=1");
    expect(first).toMatchObject({ total: ACTIVITY_COUNT_CAP, totalCapped: true, hasNext: true });
    expect(first.items).toHaveLength(ACTIVITY_PAGE_SIZE);
  });

  it("counts a shorter selection exactly, and its last page has no next", async () => {
    const first = await page("kind=role&page=1");
    expect(first).toMatchObject({ total: ACTIVITY_PAGE_SIZE + 5, totalCapped: false, hasNext: true });
    expect(first.items).toHaveLength(ACTIVITY_PAGE_SIZE);
    const last = await page("kind=role&page=2");
    expect(last).toMatchObject({ total: ACTIVITY_PAGE_SIZE + 5, totalCapped: false, hasNext: false });
    expect(last.items).toHaveLength(5);
    expect(last.items.map((i) => i.id)).not.toContain(first.items.at(-1)!.id);
  });
});
