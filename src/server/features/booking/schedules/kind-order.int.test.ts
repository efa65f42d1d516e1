import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CreditKindRow } from "../../../../shared/domain/schedules";
import type { MemberDetails } from "../../../../shared/schemas/members";
import { activityLog } from "../../../db/schema";
import { bookingTestbed } from "../../../test/booking";
import { setBalance } from "../../../test/members";
import { call } from "../../../test/requests";
import { yogaKind } from "../../../test/schedules";

/**
 * The owner puts the kinds of credit in a new order (decision 038): one write of the whole
 * order through the schedules' reorder (`domain/reorder.ts`), in one transaction and on the activity
 * log; the public list (the packages page's sections, the settings screen) and a member's balances
 * follow it.
 */
const tb = bookingTestbed({ seed: true });

const order = (body: unknown, cookie = tb.admin.cookie) =>
  call<CreditKindRow[] & { error?: { code: string } }>(
    tb.t,
    "PUT",
    "/api/admin/credit-kind-order",
    cookie,
    body,
  );
const kindKeys = async () =>
  (await call<CreditKindRow[]>(tb.t, "GET", "/api/credit-kinds")).body.map((k) => k.key);
const codeOf = (r: { body: unknown }) => (r.body as { error?: { code?: string } }).error?.code;

async function lastOrderEntry() {
  const [row] = await tb.t.database.db
    .select({ actorId: activityLog.actorId, details: activityLog.details })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.kind, "settings"),
        sql`${activityLog.details}->>'area' = 'creditKind'`,
        sql`${activityLog.details}->>'action' = 'order'`,
      ),
    )
    .orderBy(desc(activityLog.at), desc(activityLog.id));
  return row;
}

describe("the kinds of credit's order", () => {
  it("is set by the owner only, from the whole list; the lists and a member's balances follow it", async () => {
    const yoga = yogaKind();
    expect((await call(tb.t, "POST", "/api/admin/credit-kinds", tb.admin.cookie, yoga)).status).toBe(201);
    expect(await kindKeys()).toEqual(["gym", "pilates", "yoga"]);
    const member = await tb.member(4);
    await setBalance(tb.t.database.db, member.id, "yoga", 3);
    await setBalance(tb.t.database.db, member.id, "pilates", 2);

    expect((await order({ keys: ["yoga", "gym", "pilates"] }, member.cookie)).status).toBe(403);
    const moved = await order({ keys: ["yoga", "pilates", "gym"] });
    expect(moved.status).toBe(200);
    expect(moved.body.map((k) => [k.key, k.position])).toEqual([
      ["yoga", 0],
      ["pilates", 1],
      ["gym", 2],
    ]);
    expect(await kindKeys()).toEqual(["yoga", "pilates", "gym"]);
    const details = await call<MemberDetails>(
      tb.t,
      "GET",
      `/api/admin/members/${member.id}`,
      tb.admin.cookie,
    );
    expect(details.body.account.credits.map((c) => [c.kind, c.sessions])).toEqual([
      ["yoga", 3],
      ["pilates", 2],
      ["gym", 4],
    ]);
    expect(await lastOrderEntry()).toMatchObject({
      actorId: tb.admin.id,
      details: {
        area: "creditKind",
        action: "order",
        before: ["gym", "pilates", "yoga"],
        after: ["yoga", "pilates", "gym"],
      },
    });
  });

  it("refuses an unknown key (404), a list that leaves one out (409) and a malformed body (400), changing nothing", async () => {
    const before = await kindKeys();
    const unknown = await order({ keys: ["yoga", "gym", "boxing"] });
    expect([unknown.status, codeOf(unknown)]).toEqual([404, "CREDIT_KIND_NOT_FOUND"]);
    const partial = await order({ keys: ["gym", "yoga"] });
    expect([partial.status, codeOf(partial)]).toEqual([409, "CREDIT_KIND_ORDER_STALE"]);
    for (const body of [{ keys: ["gym", "gym", "pilates", "yoga"] }, { keys: [] }, { keys: "gym" }, {}]) {
      const r = await order(body);
      expect([r.status, codeOf(r)], JSON.stringify(body)).toEqual([400, "VALIDATION"]);
    }
    expect(await kindKeys()).toEqual(before);
  });
});
