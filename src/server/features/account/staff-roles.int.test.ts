import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../db/schema";
import { appWithAdmin, createMember, createStaff, createTestApp } from "../../test/factories";
import { grantSessions, gymSessions } from "../../test/members";
import { call } from "../../test/requests";

/** decision 036: the owner, trainers and the front desk, each with what the role table gives them. */
const ctx = appWithAdmin();

const codeOf = (r: { body: unknown }) => (r.body as { error?: { code?: string } }).error?.code;

describe("staff roles", () => {
  it("the owner makes a member a trainer, who at their next request reads coaching but no price or balance", async () => {
    const { t, admin } = ctx;
    const trainer = await createMember(t);
    const member = await createMember(t);
    await grantSessions(t.database.db, member.id, 5, null);
    expect((await call(t, "GET", "/api/admin/questionnaires", trainer.cookie)).status).toBe(403);

    const made = await call(t, "PUT", `/api/admin/members/${trainer.id}/role`, admin.cookie, {
      role: "trainer",
    });
    expect(made.status).toBe(204);
    const me = await call<{ user: { role: string } }>(t, "GET", "/api/me", trainer.cookie);
    expect(me.body.user.role).toBe("trainer");

    // What the trainer is for: the coaching screens with health answers, the day's table.
    for (const path of ["/api/admin/questionnaires", "/api/admin/coaching", "/api/admin/reservations"])
      expect((await call(t, "GET", path, trainer.cookie)).status, path).toBe(200);
    // No prices (packages, requests, the owner's report), no balances (members list, ledger, session check).
    for (const path of [
      "/api/admin/packages",
      "/api/admin/package-requests",
      "/api/admin/report",
      "/api/admin/members",
      `/api/admin/members/${member.id}`,
      "/api/admin/sessions-check",
    ]) {
      const r = await call(t, "GET", path, trainer.cookie);
      expect([r.status, codeOf(r)], path).toEqual([403, "FORBIDDEN"]);
    }
    // The member picker names people without their balances.
    const lookup = await call<{ items: Record<string, unknown>[] }>(
      t,
      "GET",
      "/api/admin/member-lookup",
      trainer.cookie,
    );
    expect(lookup.status).toBe(200);
    expect(JSON.stringify(lookup.body)).not.toMatch(/sessions|price|balance/i);
    // A balance stays as it was.
    const plus = await call(t, "POST", `/api/admin/members/${member.id}/sessions`, trainer.cookie, {
      delta: 1,
    });
    expect(plus.status).toBe(403);
    const edit = await call(t, "PUT", `/api/admin/members/${member.id}`, trainer.cookie, {
      credits: [{ kind: "gym", sessions: 50, expiresOn: "" }],
      packageName: "",
      nutritionName: "",
      nutritionExpiresOn: "",
    });
    expect(edit.status).toBe(403);
    expect(await gymSessions(t.database.db, member.id)).toBe(5);
    // Nor roles.
    const promote = await call(t, "PUT", `/api/admin/members/${member.id}/role`, trainer.cookie, {
      role: "owner",
    });
    expect(promote.status).toBe(403);
  });

  it("the front desk keeps the day and the balances, and cannot read a questionnaire", async () => {
    const { t } = ctx;
    const desk = await createStaff(t, "desk");
    const member = await createMember(t);
    await grantSessions(t.database.db, member.id, 3, null);
    for (const path of [
      "/api/admin/questionnaires",
      "/api/admin/questionnaires/summary",
      "/api/admin/fitness-questionnaires",
      "/api/admin/coaching",
      "/api/admin/nutrition-plans",
      "/api/admin/packages",
    ]) {
      const r = await call(t, "GET", path, desk.cookie);
      expect([r.status, codeOf(r)], path).toEqual([403, "FORBIDDEN"]);
    }
    for (const path of ["/api/admin/members", "/api/admin/package-requests", "/api/admin/reservations"])
      expect((await call(t, "GET", path, desk.cookie)).status, path).toBe(200);
    const plus = await call(t, "POST", `/api/admin/members/${member.id}/sessions`, desk.cookie, {
      delta: 1,
      reason: "Paid at the desk",
    });
    expect(plus.status).toBe(200);
    expect(await gymSessions(t.database.db, member.id)).toBe(4);
    // Settings, roles, mass e-mail, exports and erasure are the owner's.
    const refused = [
      await call(t, "PUT", `/api/admin/members/${member.id}/role`, desk.cookie, { role: "desk" }),
      await call(t, "GET", "/api/admin/mass-mail", desk.cookie),
      await call(t, "GET", `/api/admin/members/${member.id}/data`, desk.cookie),
      await call(t, "POST", `/api/admin/members/${member.id}/deactivate`, desk.cookie, {}),
      await call(t, "PUT", "/api/admin/studio-rules", desk.cookie, {}),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
  });

  it("a role taken away applies at the person's next request, not their next sign-in", async () => {
    const { t, admin } = ctx;
    const trainer = await createStaff(t, "trainer");
    expect((await call(t, "GET", "/api/admin/coaching", trainer.cookie)).status).toBe(200);
    const back = await call(t, "PUT", `/api/admin/members/${trainer.id}/role`, admin.cookie, {
      role: "user",
    });
    expect(back.status).toBe(204);
    expect((await call(t, "GET", "/api/admin/coaching", trainer.cookie)).status).toBe(403);
    // Also when the change did not pass through this process (another instance, the CLI).
    await t.database.db.update(user).set({ role: "desk" }).where(eq(user.id, trainer.id));
    expect((await call(t, "GET", "/api/admin/package-requests", trainer.cookie)).status).toBe(200);
  });

  it("refuses a role that does not exist", async () => {
    const { t, admin } = ctx;
    const member = await createMember(t);
    const r = await call(t, "PUT", `/api/admin/members/${member.id}/role`, admin.cookie, { role: "admin" });
    expect([r.status, codeOf(r)]).toEqual([400, "VALIDATION"]);
  });
});

describe("the last owner", () => {
  it("cannot stop being owner, and can once another owner exists", async () => {
    const alone = await createTestApp();
    try {
      const owner = await createStaff(alone, "owner");
      const other = await createMember(alone);
      const become = (id: string, role: string) =>
        call(alone, "PUT", `/api/admin/members/${id}/role`, owner.cookie, { role });
      for (const role of ["user", "trainer", "desk"]) {
        const r = await become(owner.id, role);
        expect([r.status, codeOf(r)]).toEqual([409, "LAST_OWNER"]);
      }
      expect((await become(other.id, "owner")).status).toBe(204);
      expect((await become(owner.id, "trainer")).status).toBe(204);
      const [row] = await alone.database.db
        .select({ role: user.role })
        .from(user)
        .where(eq(user.id, owner.id));
      expect(row!.role).toBe("trainer");
    } finally {
      await alone.close();
    }
  });
});
