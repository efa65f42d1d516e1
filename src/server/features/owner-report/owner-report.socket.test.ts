import { describe, expect, it } from "vitest";
import { Browser, codeOf, newMember, signedInAdmin, socketServer } from "../../test/socket";

/**
 * The owner's report's guards on the running server: every route answers a signed-out
 * caller 401 and a member 403, before it reads a query or a body; the owner gets the figures.
 */
const s = socketServer();

const ROUTES: [method: "GET" | "PUT", path: string, body?: unknown][] = [
  ["GET", "/api/admin/report?from=2026-01-01&to=2026-01-31"],
  ["GET", "/api/admin/report"],
  ["GET", "/api/admin/report/drift/expiring"],
  ["GET", "/api/admin/report/drift/nonsense"],
  ["GET", "/api/admin/report/drift-settings"],
  [
    "PUT",
    "/api/admin/report/drift-settings",
    { expiringDays: 7, sessionsLeft: 1, dormantDays: 14, lapsedDays: 30 },
  ],
  ["PUT", "/api/admin/report/drift-settings", { expiringDays: "x" }],
];

describe("the owner's report through the socket", () => {
  it("answers a signed-out caller 401 UNAUTHORIZED on every route", async () => {
    const anyone = new Browser(s.server);
    for (const [method, path, body] of ROUTES) {
      const res = await anyone.request(method, path, { body });
      expect([path, res.status, codeOf(res)]).toEqual([path, 401, "UNAUTHORIZED"]);
    }
  });

  it("answers a member 403 FORBIDDEN on every route", async () => {
    const member = await newMember(s.server);
    for (const [method, path, body] of ROUTES) {
      const res = await member.browser.request(method, path, { body });
      expect([path, res.status, codeOf(res)]).toEqual([path, 403, "FORBIDDEN"]);
    }
  });

  it("gives the owner the figures, and a bad period a 400 with its code", async () => {
    const owner = await signedInAdmin(s.server);
    const report = await owner.get("/api/admin/report?from=2026-01-01&to=2026-01-31");
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ previousFrom: "2025-12-01", previousTo: "2025-12-31" });
    const back = await owner.get("/api/admin/report?from=2026-01-31&to=2026-01-01");
    expect([back.status, codeOf(back)]).toEqual([400, "REPORT_RANGE_INVALID"]);
    const list = await owner.get("/api/admin/report/drift/dormant");
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ list: "dormant", settings: { dormantDays: 14 } });
  });
});
