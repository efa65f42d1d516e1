import { describe, expect, it } from "vitest";
import type { Announcement, AnnouncementInput } from "../schemas/announcements.js";
import {
  announcementProblem,
  closureDates,
  currentAnnouncements,
  hasContent,
  isInWindow,
} from "./announcements.js";

const texts = { titleGr: "", titleEn: "", bodyGr: "", bodyEn: "" };
const closure: Announcement = {
  id: "closure",
  version: "v1",
  kind: "closure_notice",
  startsOn: "2025-08-05",
  endsOn: "2025-08-24",
  params: { brand: "Kinisi", month: 8, startDay: 9, endDay: 24, resumeDay: 25 },
  ...texts,
};
const offers: Announcement = {
  id: "offers",
  version: "v1",
  kind: "offers",
  startsOn: "2024-11-14",
  endsOn: "2024-11-30",
  params: { offers: [] },
  ...texts,
};

describe("isInWindow", () => {
  it("includes both ends of the spec's closure window (2025-08-05 to 2025-08-24)", () => {
    expect(isInWindow(closure, "2025-08-04")).toBe(false);
    expect(isInWindow(closure, "2025-08-05")).toBe(true);
    expect(isInWindow(closure, "2025-08-15")).toBe(true);
    expect(isInWindow(closure, "2025-08-24")).toBe(true);
    expect(isInWindow(closure, "2025-08-25")).toBe(false);
  });
});

describe("closureDates", () => {
  it("reads 'closed 9 to 24 August, sessions resume Monday 25 August'", () => {
    expect(closureDates({ month: 8, startDay: 9, endDay: 24, resumeDay: 25 }, "2025-08-05")).toEqual({
      start: "2025-08-09",
      end: "2025-08-24",
      resume: "2025-08-25",
      resumeWeekday: 1,
    });
  });

  it("crosses into the next month and the next year", () => {
    const p = { month: 12, startDay: 24, endDay: 2, resumeDay: 3 };
    expect(closureDates(p, "2025-12-10")).toMatchObject({
      start: "2025-12-24",
      end: "2026-01-02",
      resume: "2026-01-03",
    });
    expect(closureDates({ month: 1, startDay: 1, endDay: 6, resumeDay: 7 }, "2025-12-20")).toMatchObject({
      start: "2026-01-01",
      resume: "2026-01-07",
    });
    expect(closureDates({ month: 8, startDay: 20, endDay: 31, resumeDay: 1 }, "2025-08-01")).toMatchObject({
      end: "2025-08-31",
      resume: "2025-09-01",
    });
  });

  it("is null for a day the month does not have", () => {
    expect(closureDates({ month: 2, startDay: 20, endDay: 30, resumeDay: 31 }, "2025-02-01")).toBeNull();
  });
});

describe("announcementProblem", () => {
  const input = (over: Partial<AnnouncementInput>): AnnouncementInput =>
    ({ ...closure, ...over }) as AnnouncementInput;

  it("accepts the spec's closure notice", () => {
    expect(announcementProblem(input({}))).toBeNull();
  });

  it("refuses a window that ends before it starts", () => {
    expect(announcementProblem(input({ startsOn: "2025-08-10", endsOn: "2025-08-09" }))).toBe(
      "ANNOUNCEMENT_DATES",
    );
  });

  it("refuses closure days that do not fit together", () => {
    const bad = { brand: "K", month: 8, startDay: 9, endDay: 24, resumeDay: 24 };
    expect(announcementProblem(input({ params: bad } as never))).toBe("ANNOUNCEMENT_CLOSURE_DAYS");
  });

  it("requires a message's title and text in both languages", () => {
    const message = {
      ...texts,
      kind: "message",
      startsOn: "2025-01-01",
      endsOn: "2025-01-02",
      params: {},
    } as const;
    expect(announcementProblem({ ...message, titleGr: "Γεια", titleEn: "Hi", bodyGr: "Κείμενο" })).toBe(
      "ANNOUNCEMENT_TEXT_REQUIRED",
    );
    expect(
      announcementProblem({ ...message, titleGr: "Γεια", titleEn: "Hi", bodyGr: "Κ", bodyEn: "T" }),
    ).toBeNull();
  });
});

describe("currentAnnouncements", () => {
  it("shows the closure notice only inside its window", () => {
    expect(currentAnnouncements([closure, offers], "2025-08-05")).toEqual([closure]);
    expect(currentAnnouncements([closure, offers], "2025-08-25")).toEqual([]);
  });

  it("hides the summer-offers popup while its list is empty", () => {
    expect(hasContent(offers)).toBe(false);
    expect(currentAnnouncements([offers], "2024-11-20")).toEqual([]);
    const filled = { ...offers, params: { offers: [{ gr: "-20% στο Pilates", en: "-20% on Pilates" }] } };
    expect(currentAnnouncements([filled], "2024-11-20")).toEqual([filled]);
    expect(currentAnnouncements([filled], "2024-12-01")).toEqual([]);
  });

  it("orders by window start", () => {
    const later = { ...closure, id: "later", startsOn: "2025-08-10" };
    expect(currentAnnouncements([later, closure], "2025-08-12").map((a) => a.id)).toEqual([
      "closure",
      "later",
    ]);
  });
});
