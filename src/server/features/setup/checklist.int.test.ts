import { describe, expect, it } from "vitest";
import type { SetupChecklist } from "../../../shared/schemas/setup";
import { packages, studioIdentity, studioSettings } from "../../db/schema";
import { appWithAdmin, createMember, createStaff, uniqueEmail } from "../../test/factories";
import { call } from "../../test/requests";

// A new install: nothing set up but the first owner (and the schedules the migrations make).
const ctx = appWithAdmin({ env: { SITE_OPEN: "false" } });
const checklist = async (cookie = ctx.admin.cookie) =>
  call<SetupChecklist>(ctx.t, "GET", "/api/admin/setup-checklist", cookie);

describe("the owner's setup checklist", () => {
  it("ticks each step from the data as it is set up", async () => {
    const first = (await checklist()).body;
    expect(first).toMatchObject({
      identity: false,
      rules: false,
      packages: false,
      staff: false,
      members: false,
      site: false,
    });
    expect(first.schedules).toBe(true);

    const db = ctx.t.database.db;
    await db.insert(studioIdentity).values({ id: 1, name: "Κίνηση" });
    await db.insert(studioSettings).values({ id: 1, rules: {} });
    // A package with no price does not count.
    await db.insert(packages).values({ kind: "gym", name: "Δοκιμή", priceCents: 0 });
    expect((await checklist()).body).toMatchObject({ identity: true, rules: true, packages: false });
    await db.insert(packages).values({ kind: "gym", name: "Μηνιαίο", priceCents: 5000 });
    await call(ctx.t, "POST", "/api/admin/staff-invitations", ctx.admin.cookie, {
      email: uniqueEmail("coach"),
      role: "trainer",
      language: "gr",
    });
    await createMember(ctx.t);
    await call(ctx.t, "PUT", "/api/admin/site-open", ctx.admin.cookie, { open: true });
    expect((await checklist()).body).toEqual({
      identity: true,
      rules: true,
      schedules: true,
      packages: true,
      staff: true,
      members: true,
      site: true,
      // A test database is migrated, never seeded: the first-run question is still open.
      start: "ask",
    });
  });

  it("is the owner's alone (desk and trainer 403)", async () => {
    for (const role of ["desk", "trainer"] as const) {
      const staff = await createStaff(ctx.t, role);
      expect((await checklist(staff.cookie)).status).toBe(403);
    }
  });
});
