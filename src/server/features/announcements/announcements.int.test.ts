import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Announcement, AnnouncementList } from "../../../shared/schemas/announcements";
import { fixedClock } from "../../platform/clock";
import { createAdmin, createMember, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { send } from "../../test/requests";

// Accounts are made at the real time (the robot check's expiry is judged by the real clock).
const clock = fixedClock(new Date());
let t: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock, seed: true });
  admin = await createAdmin(t);
  member = await createMember(t);
});
afterAll(() => t.close());

const current = async () =>
  ((await (await t.app.request("/api/announcements/current")).json()) as AnnouncementList).announcements;
const asAdmin = (path: string, body: unknown, method = "POST") =>
  send(t.app, path, body, { method, headers: { cookie: admin.cookie } });

describe("announcements for visitors", () => {
  it("shows the seeded holiday-closure notice only inside 2025-08-05 to 2025-08-24 (studio time)", async () => {
    clock.set("2025-08-04T20:59:59Z"); // 23:59:59 in Athens
    expect(await current()).toEqual([]);
    clock.set("2025-08-04T21:00:00Z"); // midnight in Athens: 5 August
    const [notice] = await current();
    expect(notice).toMatchObject({
      kind: "closure_notice",
      startsOn: "2025-08-05",
      endsOn: "2025-08-24",
      params: { brand: "Kinisi", month: 8, startDay: 9, endDay: 24, resumeDay: 25 },
    });
    clock.set("2025-08-24T20:59:00Z");
    expect(await current()).toHaveLength(1);
    clock.set("2025-08-24T21:00:00Z"); // 25 August in Athens
    expect(await current()).toEqual([]);
  });

  it("keeps the summer-offers popup hidden while its list is empty", async () => {
    clock.set("2024-11-20T10:00:00Z");
    expect(await current()).toEqual([]);
    const list = (await (
      await t.app.request("/api/admin/announcements", { headers: { cookie: admin.cookie } })
    ).json()) as AnnouncementList;
    const offers = list.announcements.find((a) => a.kind === "offers")!;
    const res = await asAdmin(
      `/api/admin/announcements/${offers.id}`,
      {
        ...offers,
        params: { offers: [{ gr: "-20% στο Reformer Pilates", en: "-20% on Reformer Pilates" }] },
      },
      "PUT",
    );
    expect(res.status).toBe(200);
    const edited = (await res.json()) as Announcement;
    expect(edited.version).not.toBe(offers.version);
    expect((await current()).map((a) => a.id)).toEqual([offers.id]);
  });
});

describe("announcements for admins", () => {
  const message = {
    kind: "message",
    startsOn: "2025-09-01",
    endsOn: "2025-09-07",
    titleGr: "Νέο πρόγραμμα",
    titleEn: "New timetable",
    bodyGr: "Από 1 Σεπτεμβρίου ανοίγουμε στις 07:00.",
    bodyEn: "From 1 September we open at 07:00.",
  };

  it("creates, edits and deletes, with both languages' texts", async () => {
    const created = await asAdmin("/api/admin/announcements", message);
    expect(created.status).toBe(201);
    const a = (await created.json()) as Announcement;
    expect(a).toMatchObject({ ...message, params: {} });
    clock.set("2025-09-03T08:00:00Z");
    expect((await current()).map((x) => x.titleEn)).toEqual(["New timetable"]);

    const edited = await asAdmin(
      `/api/admin/announcements/${a.id}`,
      { ...message, endsOn: "2025-09-02" },
      "PUT",
    );
    expect(edited.status).toBe(200);
    expect(await current()).toEqual([]);

    const del = await t.app.request(`/api/admin/announcements/${a.id}`, {
      method: "DELETE",
      headers: { cookie: admin.cookie, origin: "http://localhost:3000" },
    });
    expect(del.status).toBe(204);
    const again = await asAdmin(`/api/admin/announcements/${a.id}`, message, "PUT");
    expect(again.status).toBe(404);
  });

  it("refuses broken windows, impossible closure days and missing texts with a code", async () => {
    const cases: [unknown, string][] = [
      [{ ...message, endsOn: "2025-08-31" }, "ANNOUNCEMENT_DATES"],
      [{ ...message, bodyEn: "" }, "ANNOUNCEMENT_TEXT_REQUIRED"],
      [
        {
          kind: "closure_notice",
          startsOn: "2026-02-01",
          endsOn: "2026-02-28",
          params: { brand: "Kinisi", month: 2, startDay: 20, endDay: 30, resumeDay: 31 },
        },
        "ANNOUNCEMENT_CLOSURE_DAYS",
      ],
    ];
    for (const [body, code] of cases) {
      const res = await asAdmin("/api/admin/announcements", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    }
  });

  it("is refused to members", async () => {
    const res = await send(t.app, "/api/admin/announcements", message, {
      headers: { cookie: member.cookie },
    });
    expect(res.status).toBe(403);
  });
});
