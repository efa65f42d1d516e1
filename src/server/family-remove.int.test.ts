import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, accountStates, familyLinks, packages } from "./db/schema";
import { requestApi } from "./features/packages/test-api";
import { bookingTestbed } from "./test/booking";
import { familyTestApi } from "./test/family";

// Monday 2025-09-01 09:00 at the studio (Athens).
const tb = bookingTestbed();
const TUESDAY = { date: "2025-09-02", time: "10:00" };
const { as, memberBorn, addChild } = familyTestApi(tb);
const db = () => tb.t.database.db;
const erased = async (id: string) =>
  (await db().select().from(accountStates).where(eq(accountStates.userId, id)))[0]?.erasedAt ?? null;
const linked = async (id: string) =>
  (await db().select().from(familyLinks).where(eq(familyLinks.dependantId, id))).length > 0;
const remove = (cookie: string, id: string) =>
  as<{ removed: string; family: { dependants: { id: string }[] } }>(
    cookie,
    "DELETE",
    `/api/family/dependants/${id}`,
  );

describe("removing a dependant", () => {
  it("refuses while the child has bookings to come or sessions left, and erases one with neither", async () => {
    const parent = await memberBorn("1980-01-01");
    const stranger = await memberBorn("1979-01-01");
    const child = (await addChild(parent.cookie, "2013-05-20", "Eleni")).body.id;
    const [pkg] = await db()
      .insert(packages)
      .values({ kind: "gym", name: "Οικογενειακό 8", priceCents: 6000, sessions: 8, weeks: 4 })
      .returning();
    const asked = await as<{ id: string }>(
      parent.cookie,
      "POST",
      "/api/package-requests",
      { packageId: pkg!.id },
      child,
    );
    expect((await requestApi(tb.t, tb.admin.cookie).approve(asked.body.id)).status).toBe(200);
    const booked = await as<{ reservation: { id: string } }>(
      parent.cookie,
      "POST",
      "/api/bookings",
      TUESDAY,
      child,
    );
    expect(booked.status).toBe(201);

    // Not theirs to remove: as if there were no such member.
    expect((await remove(stranger.cookie, child)).status).toBe(404);
    expect((await remove(parent.cookie, child)).body.error).toEqual({
      code: "FAMILY_REMOVE_HAS_BOOKINGS",
      params: { name: "Eleni", bookings: 1 },
    });
    await as(parent.cookie, "DELETE", `/api/bookings/${booked.body.reservation.id}`, undefined, child);
    expect((await remove(parent.cookie, child)).body.error).toEqual({
      code: "FAMILY_REMOVE_HAS_CREDITS",
      params: { name: "Eleni", sessions: 8 },
    });
    expect(await linked(child)).toBe(true);
    expect(await erased(child)).toBeNull();

    const empty = (await addChild(parent.cookie, "2015-01-01", "Petros")).body.id;
    const gone = await remove(parent.cookie, empty);
    expect(gone.status).toBe(200);
    expect(gone.body.removed).toBe("erased");
    expect(gone.body.family.dependants.map((d) => d.id)).toEqual([child]);
    expect(await erased(empty)).not.toBeNull();
    expect(await linked(empty)).toBe(false);
  });

  it("leaves a child with a sign-in of their own a member of their own", async () => {
    const parent = await memberBorn("1975-06-01");
    const child = (await addChild(parent.cookie, "2008-01-01", "Nikos")).body.id;
    // A password set from the guardian's link.
    await db().insert(account).values({
      id: crypto.randomUUID(),
      accountId: child,
      providerId: "credential",
      userId: child,
      password: "not-a-real-hash",
    });
    const own = await remove(parent.cookie, child);
    expect(own.body.removed).toBe("own");
    expect(own.body.family.dependants).toEqual([]);
    expect(await linked(child)).toBe(false);
    expect(await erased(child)).toBeNull();
    expect(
      await db()
        .select()
        .from(account)
        .where(and(eq(account.userId, child), eq(account.providerId, "credential"))),
    ).toHaveLength(1);
  });
});
