import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import { en } from "../../../shared/locales/en";
import { parseStudioDate } from "../../components/DateField";
import { describeEntry, rawDetails } from "./describe";

/** The log's details in words (decision 036), in English; the Greek goes through the same keys. */
let d: Parameters<typeof describeEntry>[0];
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  d = { t: i18n.t.bind(i18n), lang: "en", scheduleName: (k) => (k === "pilates" ? "Reformer Pilates" : k) };
});

describe("an entry's details in words", () => {
  it("says where a trainer or desk works, before → after (none: every location)", () => {
    expect(
      describeEntry(d, { kind: "role", details: { places: true, before: [], after: ["kifisia", "main"] } }),
    ).toEqual(["Works at: every location → kifisia, main"]);
    expect(describeEntry(d, { kind: "role", details: { before: "user", after: "trainer" } })).toHaveLength(1);
  });

  it("says a timetable change with its class and before → after", () => {
    expect(
      describeEntry(d, {
        kind: "settings",
        details: {
          area: "timetable",
          action: "update",
          before: { id: "c", schedule: "pilates", weekday: 2, time: "18:00", minutes: 50, capacity: 4 },
          after: { id: "c", schedule: "pilates", weekday: 2, time: "18:00", minutes: 50, capacity: 5 },
        },
      }),
    ).toEqual(["Weekly class changed: Reformer Pilates, Tuesday 18:00", "Places: 4 → 5"]);
    expect(
      describeEntry(d, {
        kind: "settings",
        details: {
          area: "timetable",
          action: "date_change",
          schedule: "pilates",
          date: "2025-09-02",
          before: { time: "18:00", cancelled: false, capacity: 4 },
          after: { time: "18:00", cancelled: true, capacity: 4 },
        },
      }),
    ).toEqual(["Class of 02/09/2025 changed: Reformer Pilates", "Cancelled: No → Yes"]);
  });

  it("names the room of a capacity change or a fill, and says the gym floor's as before", () => {
    const room = { ...d, scheduleName: (k: string) => (k === "room-2" ? "Second room" : k) };
    const capacity = {
      kind: "settings" as const,
      details: { area: "capacity", date: "2025-09-02", before: null, after: 3 },
    };
    expect(describeEntry(room, capacity)).toEqual(["Places per slot on 02/09/2025", "— → 3"]);
    expect(
      describeEntry(room, { ...capacity, details: { ...capacity.details, schedule: "room-2" } }),
    ).toEqual(["Places per slot on 02/09/2025", "Second room", "— → 3"]);
    const fill = {
      kind: "settings" as const,
      details: {
        area: "blocks",
        action: "create",
        schedule: "room-2",
        after: { startDate: "2025-09-01", endDate: "2025-09-05", slots: 40 },
      },
    };
    expect(describeEntry(room, fill)).toHaveLength(2);
    expect(describeEntry(room, fill)[1]).toBe("Second room");
  });

  it("says balances, prices and dates as the studio writes them", () => {
    expect(
      describeEntry(d, {
        kind: "balances",
        details: {
          before: { gymSessions: 5, gymExpiresAt: "2025-12-31T20:00:00.000Z" },
          after: { gymSessions: 8, gymExpiresAt: "2026-01-31T20:00:00.000Z" },
        },
      }),
    ).toEqual(["Gym sessions: 5 → 8", "Gym expiry: 31/12/2025 → 31/01/2026"]);
    // The desk's edit keeps a list per kind of credit (decision 038): each kind reads by its name.
    const named = { ...d, creditKindName: (k: string) => (k === "yoga" ? "Yoga" : "Gym") };
    expect(
      describeEntry(named, {
        kind: "balances",
        details: {
          before: { credits: [{ kind: "gym", sessions: 4, expiresAt: null }], packageName: "Pro 16" },
          after: {
            credits: [
              { kind: "gym", sessions: 4, expiresAt: null },
              { kind: "yoga", sessions: 6, expiresAt: null },
            ],
            packageName: "Pro 16",
          },
        },
      }),
    ).toEqual(["Yoga: Sessions: — → 6"]);
    expect(
      describeEntry(d, {
        kind: "settings",
        details: {
          area: "packages",
          action: "update",
          before: { name: "Pro 8", priceCents: 4000 },
          after: { name: "Pro 8", priceCents: 4500 },
        },
      }),
    ).toEqual(["Package changed: Pro 8", "Price: 40 € → 45 €"]);
    expect(
      describeEntry(d, {
        kind: "settings",
        details: { area: "schedule", action: "order", before: ["gym", "yoga"], after: ["yoga", "gym"] },
      }),
    ).toEqual([`Schedules reordered: ${d.scheduleName("yoga")} · ${d.scheduleName("gym")}`]);
    expect(
      describeEntry(
        { ...d, creditKindName: (k: string) => (k === "yoga" ? "Yoga" : "Gym") },
        {
          kind: "settings",
          details: { area: "creditKind", action: "order", before: ["gym", "yoga"], after: ["yoga", "gym"] },
        },
      ),
    ).toEqual(["Kinds of credit reordered: Yoga · Gym"]);
    expect(describeEntry(d, { kind: "role", details: { before: "user", after: "desk" } })).toEqual([
      "Member → Front desk",
    ]);
  });

  it("says the studio's rules by the settings screen's names: hours as ranges, lengths as durations", () => {
    const before = { ...SPEC_RULES };
    const after = {
      ...SPEC_RULES,
      hours: SPEC_RULES.hours.map((day, i) =>
        i === 2 ? [{ from: "09:00", to: "21:00" }] : i === 6 ? [] : day,
      ),
      maxActiveBookings: 2,
      cancelCutoffMinutes: 90,
      quietHours: { from: "22:00", to: "08:00" },
      lateWindowHours: 2,
    };
    expect(describeEntry(d, { kind: "settings", details: { before, after, cancelled: 0 } })).toEqual([
      "Studio rules changed",
      "Opening hours, Tuesday: 08:00–22:00 → 09:00–21:00",
      "Opening hours, Saturday: 10:00–18:00 → Closed",
      "Cancelling with the session back until (minutes before): 1 hour → 1 hour 30 minutes",
      "Active bookings per member: 1 → 2",
      "Late window of the waitlist (hours before): 0 minutes → 2 hours",
      "Quiet hours: 21:00–09:00 → 22:00–08:00",
    ]);
  });

  it("says what of the reminders changed, and the report lists' thresholds by their names", () => {
    const welcome = { kind: "welcome", enabled: false, days: 0, subjectGr: "Καλώς ήρθες", textGr: "…" };
    expect(
      describeEntry(d, {
        kind: "settings",
        details: {
          area: "reminders",
          before: [welcome],
          after: [{ ...welcome, enabled: true, days: 2, textGr: "Νέο κείμενο" }],
        },
      }),
    ).toEqual([
      "Reminders changed",
      "Welcome: On: No → Yes",
      "Welcome: Days after the approval: 0 → 2",
      "Welcome: Text (Greek): changed",
    ]);
    expect(
      describeEntry(d, {
        kind: "settings",
        details: { area: "drift", before: { expiringDays: 14 }, after: { expiringDays: 7 } },
      }),
    ).toEqual(["Report lists' settings changed", "Ending within (days): 14 → 7"]);
  });

  it("says an instant as the studio's day, wherever the reader is", () => {
    const at = "2025-12-31T22:30:00.000Z";
    const entry = {
      kind: "balances" as const,
      details: { before: { gymExpiresAt: null }, after: { gymExpiresAt: at } },
    };
    expect(describeEntry({ ...d, tz: "Europe/Athens" }, entry)).toEqual(["Gym expiry: — → 01/01/2026"]);
    expect(describeEntry({ ...d, tz: "America/New_York" }, entry)).toEqual(["Gym expiry: — → 31/12/2025"]);
  });

  it("falls back to the raw details for what it does not know", () => {
    expect(describeEntry(d, { kind: "settings", details: { area: "mystery", x: 1 } })).toEqual([
      "Settings changed (mystery)",
    ]);
    expect(rawDetails({ before: null, after: "approved", package: "Pro 16" })).toBe(
      "— → approved · package: Pro 16",
    );
  });
});

describe("an identity entry in words", () => {
  it("says what of the studio's identity changed, and a logo's size", () => {
    expect(
      describeEntry(d, {
        kind: "identity",
        details: {
          action: "update",
          before: { name: "Kinisi", color: "#0b5e55", storyEn: "" },
          after: { name: "Kinisi Patras", color: "#0b5e55", storyEn: "We started in 2010." },
        },
      }),
    ).toEqual([
      "The studio's details, colour or words changed",
      "Name: Kinisi → Kinisi Patras",
      "Story (English): — → We started in 2010.",
    ]);
    expect(
      describeEntry(d, { kind: "identity", details: { action: "logo", after: { width: 720, height: 144 } } }),
    ).toEqual(["New logo (720×144)"]);
    expect(
      describeEntry(d, { kind: "identity", details: { action: "first_run", after: "example" } }),
    ).toEqual(["The example studio was loaded"]);
  });
});

describe("a date as the studio writes it", () => {
  it("reads DD/MM/YYYY and YYYY-MM-DD, and refuses a day that does not exist", () => {
    expect(parseStudioDate("2/9/2025")).toBe("2025-09-02");
    expect(parseStudioDate("02.09.2025")).toBe("2025-09-02");
    expect(parseStudioDate("2025-09-02")).toBe("2025-09-02");
    expect(parseStudioDate("")).toBe("");
    expect(parseStudioDate("31/02/2025")).toBeNull();
    expect(parseStudioDate("09/2025")).toBeNull();
  });
});
