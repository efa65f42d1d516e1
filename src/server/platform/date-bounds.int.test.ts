import { describe, expect, it } from "vitest";
import { DATE_MAX, DATE_MIN } from "../../shared/schemas/dates";
import { appWithAdmin } from "../test/factories";
import { call } from "../test/requests";

const ctx = appWithAdmin();

type Refusal = { error: { code: string } };

describe(`every admin date input accepts ${DATE_MIN}..${DATE_MAX} only`, () => {
  it.each(["9999-12-31", "0001-01-01", "2101-01-01", "1999-12-31"])("refuses %s with 400", async (date) => {
    const requests: [string, string, unknown?][] = [
      [
        "PUT",
        `/api/admin/members/${ctx.admin.id}`,
        { credits: [{ kind: "gym", sessions: 1, expiresOn: date }], packageName: "", nutritionName: "" },
      ],
      ["POST", "/api/admin/closures", { startDate: "2030-01-07", endDate: date }],
      ["POST", "/api/admin/blocks", { startDate: date, endDate: date }],
      ["POST", "/api/admin/reservations", { email: "guest@example.com", date, time: "18:00" }],
      [
        "POST",
        "/api/admin/announcements",
        { kind: "message", startsOn: "2030-01-01", endsOn: date, titleGr: "Γεια", titleEn: "Hi" },
      ],
      ["GET", `/api/admin/booking/day?date=${date}`],
      ["PUT", `/api/admin/slot-capacity/${date}`, { capacity: 5 }],
    ];
    for (const [method, path, body] of requests) {
      const res = await call<Refusal>(ctx.t, method, path, ctx.admin.cookie, body);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.error.code).toMatch(/VALIDATION|INVALID_DATE/);
    }
  });

  it("still accepts the bounds themselves", async () => {
    const res = await call(ctx.t, "POST", "/api/admin/closures", ctx.admin.cookie, {
      startDate: DATE_MAX,
      endDate: DATE_MAX,
    });
    expect(res.status).toBeLessThan(300);
  });
});
