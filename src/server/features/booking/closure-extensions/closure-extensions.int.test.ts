import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expiryOnDate } from "../../../../shared/domain/packages";
import { studioToday } from "../../../../shared/domain/schedule";
import type { ClosureExtensionView, MyClosureExtension } from "../../../../shared/schemas/closure-extensions";
import {
  accountStates,
  closureExtensions,
  closures,
  creditLedger,
  memberAccounts,
  packageRequests,
  user,
} from "../../../db/schema";
import { bookingTestbed } from "../../../test/booking";
import { creditExpiryOf, creditsOf, type QuickMember, quickMembers, setExpiry } from "../../../test/members";
import { call } from "../../../test/requests";
import { closureExtensionsPersonalData } from "./personal-data";

const TZ = "Europe/Athens";
/** Monday 25 August 2025, 09:00 in Athens: the summer closure (10–23 August) is just over. */
const tb = bookingTestbed({ start: "2025-08-25T06:00:00Z" });
const on = (date: string) => expiryOnDate(date, TZ);
const db = () => tb.t.database.db;

type Expiries = { gym?: string; pilates?: string; nutrition?: string };

async function member(name: string, expiries: Expiries, sessions = 0): Promise<QuickMember> {
  const [m] = await quickMembers(tb.t.deps, 1, { sessions, expiresAt: null, prefix: "ext" });
  await db().update(user).set({ name }).where(eq(user.id, m!.id));
  if (expiries.gym) await setExpiry(db(), m!.id, "gym", on(expiries.gym));
  if (expiries.pilates) await setExpiry(db(), m!.id, "pilates", on(expiries.pilates));
  await db()
    .update(memberAccounts)
    .set({
      nutritionExpiresAt: expiries.nutrition ? on(expiries.nutrition) : null,
      nutritionName: expiries.nutrition ? "Διατροφή" : null,
    })
    .where(eq(memberAccounts.userId, m!.id));
  return { ...m!, name };
}

async function expiriesOf(userId: string): Promise<Expiries> {
  const [a] = await db().select().from(memberAccounts).where(eq(memberAccounts.userId, userId));
  const day = (d: Date | null | undefined) => (d ? studioToday(d, TZ) : undefined);
  const out: Expiries = {};
  const gym = await creditExpiryOf(db(), userId, "gym");
  const pilates = await creditExpiryOf(db(), userId, "pilates");
  if (gym) out.gym = day(gym);
  if (pilates) out.pilates = day(pilates);
  if (a?.nutritionExpiresAt) out.nutrition = day(a.nutritionExpiresAt);
  return out;
}

async function addClosure(startDate: string, endDate: string): Promise<string> {
  const res = await call<{ id: string }>(tb.t, "POST", "/api/admin/closures", tb.admin.cookie, {
    startDate,
    endDate,
    note: "",
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const preview = (id: string, cookie = tb.admin.cookie) =>
  call<ClosureExtensionView>(tb.t, "GET", `/api/admin/closures/${id}/extension`, cookie);
const apply = (id: string, cookie = tb.admin.cookie) =>
  call<ClosureExtensionView & { error?: { code: string } }>(
    tb.t,
    "POST",
    `/api/admin/closures/${id}/extension`,
    cookie,
  );
const mine = (cookie: string) =>
  call<MyClosureExtension[]>(tb.t, "GET", "/api/me/closure-extensions", cookie);

describe("extending packages over a closure", () => {
  let summer: string;
  let people: Record<string, QuickMember>;

  beforeAll(async () => {
    await db().update(user).set({ name: "Zeta Admin" }).where(eq(user.id, tb.admin.id));
    people = {
      // A gym package bought in July, valid well past the closure: +14 days.
      alpha: await member("Alpha", { gym: "2025-09-30" }, 8),
      // Pilates ends exactly on the first day (valid that day): +14; nutrition ended the day before: not.
      beta: await member("Beta", { pilates: "2025-08-10", nutrition: "2025-08-09" }),
      // Bought during the closure: not valid on its first day, not extended.
      gamma: await member("Gamma", { gym: "2025-09-12", pilates: "2025-09-15" }),
      // No package at all.
      delta: await member("Delta", {}),
      // Erased: skipped although the expiry is valid.
      epsilon: await member("Epsilon", { gym: "2025-09-30" }),
      // All three kinds valid.
      zeta: await member("Zeta", { gym: "2025-08-31", pilates: "2025-10-01", nutrition: "2025-08-20" }),
    };
    const alphaPurchase = new Date("2025-07-01T09:00:00Z");
    await db()
      .update(memberAccounts)
      .set({ packagePurchasedAt: alphaPurchase })
      .where(eq(memberAccounts.userId, people.alpha!.id));
    // Gamma's gym package was bought on 12 August, the Pilates one approved on the closure's first day.
    await db()
      .update(memberAccounts)
      .set({ packagePurchasedAt: new Date("2025-08-12T08:00:00Z") })
      .where(eq(memberAccounts.userId, people.gamma!.id));
    await db()
      .insert(packageRequests)
      .values({
        userId: people.gamma!.id,
        packageName: "Pilates 8",
        kind: "pilates",
        priceCents: 8000,
        sessions: 8,
        months: 1,
        status: "approved",
        approvedAt: new Date("2025-08-10T07:00:00Z"),
      });
    // Zeta's Pilates package was approved before the closure.
    await db()
      .insert(packageRequests)
      .values({
        userId: people.zeta!.id,
        packageName: "Pilates 8",
        kind: "pilates",
        priceCents: 8000,
        sessions: 8,
        months: 2,
        status: "approved",
        approvedAt: new Date("2025-08-01T07:00:00Z"),
      });
    await db()
      .insert(accountStates)
      .values({ userId: people.epsilon!.id, erasedAt: new Date("2025-08-20T10:00:00Z") });
    summer = await addClosure("2025-08-10", "2025-08-23");
  });

  it("previews the members, the packages per kind and an example, changing nothing", async () => {
    const res = await preview(summer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      closureId: summer,
      startDate: "2025-08-10",
      endDate: "2025-08-23",
      days: 14,
      members: 3,
      packages: 5,
      kinds: { gym: 2, pilates: 2, nutrition: 1 },
      example: { name: "Alpha", kind: "gym", oldExpiresOn: "2025-09-30", newExpiresOn: "2025-10-14" },
      applied: null,
    });
    expect(await expiriesOf(people.alpha!.id)).toEqual({ gym: "2025-09-30" });
    expect((await preview(summer, people.alpha!.cookie)).status).toBe(403);
    expect((await preview("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("extends the packages valid on the first day by the closure's length, once, balances untouched", async () => {
    const ledgerBefore = await db().select({ n: sql<number>`count(*)::int` }).from(creditLedger);
    const res = await apply(summer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ members: 3, packages: 5, kinds: { gym: 2, pilates: 2, nutrition: 1 } });
    expect(res.body.applied).toEqual({ at: "2025-08-25T06:00:00.000Z", by: "Zeta Admin" });

    expect(await expiriesOf(people.alpha!.id)).toEqual({ gym: "2025-10-14" });
    expect(await expiriesOf(people.beta!.id)).toEqual({ pilates: "2025-08-24", nutrition: "2025-08-09" });
    expect(await expiriesOf(people.gamma!.id)).toEqual({ gym: "2025-09-12", pilates: "2025-09-15" });
    expect(await expiriesOf(people.delta!.id)).toEqual({});
    expect(await expiriesOf(people.epsilon!.id)).toEqual({ gym: "2025-09-30" });
    expect(await expiriesOf(people.zeta!.id)).toEqual({
      gym: "2025-09-14",
      pilates: "2025-10-15",
      nutrition: "2025-09-03",
    });
    // Still the end of the studio day.
    expect((await creditExpiryOf(db(), people.alpha!.id, "gym"))!.getTime()).toBe(on("2025-10-14").getTime());
    expect(await creditsOf(db(), people.alpha!.id, "gym")).toBe(8);

    // Recorded per member and kind: old and new expiry, the closure, who and when.
    const rows = await db()
      .select()
      .from(closureExtensions)
      .where(eq(closureExtensions.userId, people.beta!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      closureId: summer,
      kind: "pilates",
      days: 14,
      oldExpiresAt: on("2025-08-10"),
      newExpiresAt: on("2025-08-24"),
      appliedBy: tb.admin.id,
      appliedAt: new Date("2025-08-25T06:00:00Z"),
    });
    // No ledger row: only expiries move.
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(creditLedger)).toEqual(ledgerBefore);

    // Applying again is refused and extends nothing more.
    const again = await apply(summer);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("CLOSURE_ALREADY_EXTENDED");
    expect(await expiriesOf(people.alpha!.id)).toEqual({ gym: "2025-10-14" });
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(closureExtensions)).toEqual([{ n: 5 }]);

    // The preview now tells what was done.
    const after = await preview(summer);
    expect(after.body).toMatchObject({ members: 3, packages: 5, applied: { by: "Zeta Admin" } });
  });

  it("shows members their extended package while it is still their expiry", async () => {
    expect((await mine(people.zeta!.cookie)).body).toContainEqual({
      kind: "pilates",
      days: 14,
      startDate: "2025-08-10",
      endDate: "2025-08-23",
      newExpiresOn: "2025-10-15",
    });
    // Beta's extended Pilates package ended yesterday (24 August): nothing left to tell.
    expect((await mine(people.beta!.cookie)).body).toEqual([]);
    expect((await mine(people.zeta!.cookie)).body.map((e) => [e.kind, e.newExpiresOn])).toEqual([
      ["gym", "2025-09-14"],
      ["nutrition", "2025-09-03"],
      ["pilates", "2025-10-15"],
    ]);
    expect((await mine(people.gamma!.cookie)).body).toEqual([]);
    // A new package replaces the extended one: the notice goes.
    await setExpiry(db(), people.alpha!.id, "gym", on("2025-12-31"));
    expect((await mine(people.alpha!.cookie)).body).toEqual([]);
    // The member's data export lists the extension.
    const exported = await db().transaction((tx) =>
      closureExtensionsPersonalData.exportFor(tx, { id: people.beta!.id, email: people.beta!.email }),
    );
    expect(exported).toMatchObject({
      extended: [{ kind: "pilates", days: 14, closureStart: "2025-08-10" }],
      applied: [],
    });
  });

  it("refuses to delete a closure whose packages were extended; others still go", async () => {
    const res = await call<{ error: { code: string } }>(
      tb.t,
      "DELETE",
      `/api/admin/closures/${summer}`,
      tb.admin.cookie,
    );
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("CLOSURE_HAS_EXTENSIONS");
    const other = await addClosure("2025-12-24", "2025-12-26");
    expect((await call(tb.t, "DELETE", `/api/admin/closures/${other}`, tb.admin.cookie)).status).toBe(204);
  });

  it("refuses to apply when nothing was valid on the first day, and records nothing", async () => {
    const far = await addClosure("2030-03-01", "2030-03-02");
    const res = await apply(far);
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe("CLOSURE_NOTHING_TO_EXTEND");
    expect((await preview(far)).body).toMatchObject({
      members: 0,
      packages: 0,
      example: null,
      applied: null,
    });
    expect((await call(tb.t, "DELETE", `/api/admin/closures/${far}`, tb.admin.cookie)).status).toBe(204);
  });

  it("two admins applying at once extend once", async () => {
    const m = await member("Eta", { gym: "2025-11-30" });
    const autumn = await addClosure("2025-10-28", "2025-10-30");
    const results = await Promise.all([apply(autumn), apply(autumn), apply(autumn)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await expiriesOf(m.id)).toEqual({ gym: "2025-12-03" });
    const rows = await db().select().from(closureExtensions).where(eq(closureExtensions.closureId, autumn));
    expect(rows.filter((r) => r.userId === m.id)).toHaveLength(1);
  });

  it("applied when the closure is created, ahead of it: a package ending on its first day is extended", async () => {
    const m = await member("Theta", { nutrition: "2026-01-05" });
    const winter = await addClosure("2026-01-05", "2026-01-06");
    const res = await preview(winter);
    expect(res.body.members).toBeGreaterThanOrEqual(1);
    expect((await apply(winter)).status).toBe(200);
    expect(await expiriesOf(m.id)).toEqual({ nutrition: "2026-01-07" });
  });

  it("counts each closed day once over closures that overlap (entered before overlaps were refused)", async () => {
    const m = await member("Iota", { gym: "2026-03-31" });
    const first = await addClosure("2026-03-02", "2026-03-06");
    // An overlap the API now refuses, as an older install may hold it.
    expect(
      (
        await call<{ error: { code: string; params: unknown } }>(
          tb.t,
          "POST",
          "/api/admin/closures",
          tb.admin.cookie,
          { startDate: "2026-03-04", endDate: "2026-03-08", note: "" },
        )
      ).body.error,
    ).toEqual({ code: "CLOSURE_OVERLAPS", params: { startDate: "2026-03-02", endDate: "2026-03-06" } });
    const [legacy] = await db()
      .insert(closures)
      .values({ startDate: "2026-03-04", endDate: "2026-03-08", note: "" })
      .returning({ id: closures.id });
    expect((await apply(first)).body.days).toBe(5);
    expect(await expiriesOf(m.id)).toEqual({ gym: "2026-04-05" });
    // 4-8 March: the 4th, 5th and 6th were already counted; the 7th and 8th move the package.
    expect((await preview(legacy!.id)).body.days).toBe(2);
    expect((await apply(legacy!.id)).body.days).toBe(2);
    expect(await expiriesOf(m.id)).toEqual({ gym: "2026-04-07" });
    // A closure wholly inside an extended one has nothing left to count.
    const [inside] = await db()
      .insert(closures)
      .values({ startDate: "2026-03-05", endDate: "2026-03-05", note: "" })
      .returning({ id: closures.id });
    const again = await apply(inside!.id);
    expect([again.status, again.body.error?.code]).toEqual([409, "CLOSURE_NOTHING_TO_EXTEND"]);
    expect(await expiriesOf(m.id)).toEqual({ gym: "2026-04-07" });
  });
});
