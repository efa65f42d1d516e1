import { describe, expect, it } from "vitest";
import { massMailUnsubscribes } from "../../db/schema";
import { appWithAdmin, createMember } from "../../test/factories";
import { seedMember } from "../../test/members";
import { call } from "../../test/requests";

/** The count the mass e-mail screen shows before asking to send. */
describe("GET /api/admin/mass-mail/recipients", () => {
  const ctx = appWithAdmin();
  const count = async (query: string) =>
    (await call<{ count: number }>(ctx.t, "GET", `/api/admin/mass-mail/recipients${query}`, ctx.admin.cookie))
      .body.count;

  it("counts the audience without the members who unsubscribed, as the campaign would", async () => {
    const db = ctx.t.database.db;
    const before = await count("?audience=all");
    const future = new Date(ctx.t.deps.clock.now().getTime() + 30 * 86_400_000);
    const a = await seedMember(db, { firstName: "Άννα", lastName: "Α", gymExpiresAt: future });
    await seedMember(db, { firstName: "Βάσω", lastName: "Β", gymExpiresAt: future });
    const activeBefore = await count("?audience=active");
    expect(await count("?audience=all")).toBe(before + 2);

    await db.insert(massMailUnsubscribes).values({ userId: a.id });
    expect(await count("?audience=all")).toBe(before + 1);
    expect(await count("?audience=active")).toBe(activeBefore - 1);
  });

  it("needs the days for the expired audience, and is for staff only", async () => {
    const res = await call(
      ctx.t,
      "GET",
      "/api/admin/mass-mail/recipients?audience=expired",
      ctx.admin.cookie,
    );
    expect(res.status).toBe(400);
    expect(await count("?audience=expired&days=30")).toBeGreaterThanOrEqual(0);
    const member = await createMember(ctx.t);
    const refused = await call(ctx.t, "GET", "/api/admin/mass-mail/recipients", member.cookie);
    expect(refused.status).toBe(403);
  });
});
