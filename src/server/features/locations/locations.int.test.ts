import { describe, expect, it } from "vitest";
import type { LocationRow } from "../../../shared/domain/locations";
import type { ScheduleRow } from "../../../shared/domain/schedules";
import { appWithAdmin, createMember } from "../../test/factories";
import { call } from "../../test/requests";
import { kifisia, yogaSchedule } from "../../test/schedules";

/** The studio's locations as rows (decision 057): the first one every install has, a second the owner opens. */
const tb = appWithAdmin({ seed: true });

const { key: _key, ...settings } = kifisia();

const api = {
  list: () => call<LocationRow[]>(tb.t, "GET", "/api/locations"),
  adminList: (cookie = tb.admin.cookie) => call<LocationRow[]>(tb.t, "GET", "/api/admin/locations", cookie),
  create: (body: unknown, cookie = tb.admin.cookie) =>
    call<LocationRow>(tb.t, "POST", "/api/admin/locations", cookie, body),
  update: (key: string, body: unknown) =>
    call<LocationRow>(tb.t, "PUT", `/api/admin/locations/${key}`, tb.admin.cookie, body),
  schedule: (body: unknown) => call<ScheduleRow>(tb.t, "POST", "/api/admin/schedules", tb.admin.cookie, body),
};

describe("the studio's locations", () => {
  it("a new install has one, unnamed (the studio's own name and address), holding every schedule", async () => {
    const list = await api.list();
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ key: "main", nameGr: "", nameEn: "", address: "", active: true }),
    ]);
    const schedules = await call<ScheduleRow[]>(tb.t, "GET", "/api/schedules");
    expect(schedules.body.map((s) => s.location)).toEqual(schedules.body.map(() => "main"));
  });

  it("the owner opens a second one; members and visitors cannot, and bad input is refused with its code", async () => {
    const member = await createMember(tb.t);
    expect((await api.create(kifisia(), member.cookie)).status).toBe(403);
    expect((await api.adminList(member.cookie)).status).toBe(403);
    const bad = await api.create(kifisia({ key: "Κηφισιά" }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: "LOCATION_KEY_FORMAT" } });
    expect((await api.create(kifisia({ nameGr: "", nameEn: "" }))).status).toBe(400);
    const map = await api.create(kifisia({ mapUrl: "javascript:alert(1)" }));
    expect(map.body).toMatchObject({ error: { code: "LOCATION_MAP_URL" } });
    expect((await api.create(kifisia({ hoursGr: "x".repeat(201) }))).status).toBe(400);

    const created = await api.create(kifisia());
    expect(created.status).toBe(201);
    expect((await api.create(kifisia())).body).toMatchObject({ error: { code: "LOCATION_KEY_TAKEN" } });
    expect((await api.list()).body.map((l) => l.key)).toEqual(["main", "kifisia"]);

    // A schedule held there; a location no row has is refused.
    const yoga = await api.schedule(yogaSchedule({ location: "kifisia" }));
    expect(yoga.status).toBe(201);
    expect(yoga.body.location).toBe("kifisia");
    const nowhere = await api.schedule(yogaSchedule({ key: "yoga-2", location: "nowhere" }));
    expect(nowhere.body).toMatchObject({ error: { code: "LOCATION_NOT_FOUND" } });
  });

  it("a closed location leaves the public list; the last open one cannot be closed", async () => {
    await api.create(kifisia({ key: "glyfada", nameGr: "Γλυφάδα", nameEn: "Glyfada" }));
    const closed = await api.update("glyfada", { ...settings, active: false });
    expect(closed.status).toBe(200);
    expect((await api.list()).body.map((l) => l.key)).not.toContain("glyfada");
    expect((await api.adminList()).body.map((l) => l.key)).toContain("glyfada");
    // Close every other one, then the last is refused.
    for (const l of (await api.adminList()).body.filter((l) => l.key !== "main" && l.active))
      await api.update(l.key, { ...l, key: undefined, active: false });
    const last = await api.update("main", { ...settings, active: false });
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ error: { code: "LOCATION_LAST_ACTIVE" } });
  });
});
