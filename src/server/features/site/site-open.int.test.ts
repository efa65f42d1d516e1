import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Site } from "../../../shared/schemas/site";
import { activityLog } from "../../db/schema";
import { appWithAdmin, createStaff } from "../../test/factories";
import { call } from "../../test/requests";

// A new install as the deploy starts it: the public pages closed until the owner opens them.
const ctx = appWithAdmin({ env: { SITE_OPEN: "false" } });
const site = async () => (await call<Site>(ctx.t, "GET", "/api/site")).body;
const setOpen = (open: boolean, cookie = ctx.admin.cookie) =>
  call(ctx.t, "PUT", "/api/admin/site-open", cookie, { open });

describe("the public site opened or coming soon", () => {
  it("starts closed on a new install; the owner opens it, and the change is logged", async () => {
    expect((await site()).open).toBe(false);
    expect((await setOpen(true)).status).toBe(204);
    expect((await site()).open).toBe(true);
    expect((await setOpen(false)).status).toBe(204);
    expect((await site()).open).toBe(false);
    const entries = await ctx.t.database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.kind, "identity"), sql`${activityLog.details}->>'action' = 'site_open'`));
    expect(entries.map((e) => e.details)).toEqual([
      { action: "site_open", before: false, after: true },
      { action: "site_open", before: true, after: false },
    ]);
  });

  it("is the owner's alone (desk and trainer 403)", async () => {
    for (const role of ["desk", "trainer"] as const) {
      const staff = await createStaff(ctx.t, role);
      expect((await setOpen(true, staff.cookie)).status).toBe(403);
    }
    expect((await site()).open).toBe(false);
  });

  it("keeps an install that already has accounts open (the migration's rule)", async () => {
    // The migration's statement run again on this database, which has accounts.
    await ctx.t.database.db.execute(
      sql`INSERT INTO "studio_identity" ("id", "site_open") SELECT 1, true WHERE EXISTS (SELECT 1 FROM "user") ON CONFLICT ("id") DO UPDATE SET "site_open" = true`,
    );
    expect((await site()).open).toBe(true);
  });
});
