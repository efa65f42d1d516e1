import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DayView } from "../../../../shared/schemas/booking";
import type { ClassAdminDay } from "../../../../shared/schemas/classes";
import { refusal, stubApi } from "../../../test/api";
import { renderScreen } from "../../../test/render";
import { scheduleRow } from "../../../test/schedules";
import { CreateBookingModal } from "./CreateBookingModal";

/**
 * The desk's new booking in a second hours schedule (decision 035, "A second hours schedule"): the
 * room is picked by name, its own slots (its own places) are read and booked with its key.
 */
const SLOW = { timeout: 5000 };
const row = (key: string, nameGr: string, nameEn: string, timetable: "hours" | "classes") =>
  scheduleRow({
    key,
    nameGr,
    nameEn,
    timetable,
    defaultCapacity: timetable === "hours" && key !== "gym" ? 3 : null,
  });
const SCHEDULES = [
  row("gym", "Γυμναστήριο", "Gym", "hours"),
  row("pilates", "Reformer Pilates", "Reformer Pilates", "classes"),
  row("room-2", "Δεύτερη αίθουσα", "Second room", "hours"),
];
/** A Wednesday of the schedule asked for: 10:00 and 11:00, each with that schedule's places. */
const day = (max: number): DayView => ({
  date: "2026-12-09",
  today: "2026-12-01",
  open: true,
  closedReason: null,
  max,
  prevDay: "2026-12-08",
  nextDay: "2026-12-10",
  slots: ["10:00", "11:00"].map((time) => ({
    time,
    count: 0,
    max,
    full: false,
    blocked: false,
    available: true,
    unavailable: null,
  })),
});
const T = {
  gr: { choose: "Πρόγραμμα", email: /Email μέλους/, book: "Κράτηση στις 10:00", done: /επισκέπτης/ },
  en: { choose: "Schedule", email: /Member email/, book: "Book 10:00", done: /as a guest/ },
};
const POST = "POST /api/admin/reservations";

describe("the desk's new booking", () => {
  it.each(["gr", "en"] as const)(
    "books a second hours schedule's slot with its own places and its key (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/schedules": SCHEDULES,
        "GET /api/admin/booking/day": ({ url }: { url: URL }) =>
          day(url.searchParams.get("schedule") === "room-2" ? 3 : 10),
        [POST]: {
          reservation: { id: "r1", date: "2026-12-09", time: "10:00" },
          kind: "guest",
          sessions: null,
        },
      });
      const L = T[lang];
      const { user } = await renderScreen(<CreateBookingModal opened onClose={() => {}} />, { lang });
      expect(await screen.findByRole("button", { name: /^10:00/ }, SLOW)).toHaveTextContent("0/10");
      await user.selectOptions(screen.getByRole("combobox", { name: L.choose }), "room-2");
      await expect.poll(() => screen.getByRole("button", { name: /^10:00/ }).textContent).toContain("0/3");
      await user.type(screen.getByRole("textbox", { name: L.email }), "walk-in@example.com");
      await user.click(screen.getByRole("button", { name: /^10:00/ }));
      await user.click(screen.getByRole("button", { name: L.book }));
      expect(await screen.findByText(L.done, {}, SLOW)).toBeInTheDocument();
      expect(calls.filter((c) => c.key === POST).map((c) => c.body)).toEqual([
        { schedule: "room-2", email: "walk-in@example.com", date: "2026-12-09", time: "10:00" },
      ]);
    },
  );
});

describe("the desk's new booking on a day weeks ahead", () => {
  it.each([
    ["gr", "Ημερομηνία", "Τρίτη 15 Δεκεμβρίου 2026"],
    ["en", "Date", "Tuesday, 15 December 2026"],
  ] as const)(
    "is typed DD/MM/YYYY instead of tapped to, and the day's slots are read (%s)",
    async (lang, label, title) => {
      const calls = stubApi({
        "GET /api/schedules": SCHEDULES,
        "GET /api/admin/booking/day": ({ url }: { url: URL }) => ({
          ...day(10),
          date: url.searchParams.get("date") ?? "2026-12-09",
        }),
      });
      const { user } = await renderScreen(<CreateBookingModal opened onClose={() => {}} />, { lang });
      const field = await screen.findByRole("textbox", { name: label }, SLOW);
      expect(field).toHaveValue("09/12/2026");
      await user.clear(field);
      await user.type(field, "15/12/2026{Enter}");
      expect(await screen.findByText(title, {}, SLOW)).toBeVisible();
      expect(
        calls
          .filter((c) => c.key === "GET /api/admin/booking/day")
          .map((c) => c.url.searchParams.get("date")),
      ).toContain("2026-12-15");
    },
  );

  it("opens on the day the desk is looking at", async () => {
    const calls = stubApi({
      "GET /api/schedules": SCHEDULES,
      "GET /api/admin/booking/day": ({ url }: { url: URL }) => ({
        ...day(10),
        date: url.searchParams.get("date") ?? "2026-12-09",
      }),
    });
    await renderScreen(<CreateBookingModal opened date="2026-12-22" onClose={() => {}} />, { lang: "en" });
    expect(await screen.findByRole("textbox", { name: "Date" }, SLOW)).toHaveValue("22/12/2026");
    expect(calls.find((c) => c.key === "GET /api/admin/booking/day")?.url.searchParams.get("date")).toBe(
      "2026-12-22",
    );
  });
});

describe("the desk's new booking at one location (decision 057)", () => {
  it("offers only the schedules held there and opens on one of them", async () => {
    const calls = stubApi({
      "GET /api/schedules": [...SCHEDULES.slice(0, 2), { ...SCHEDULES[2]!, location: "kifisia" }],
      "GET /api/admin/booking/day": ({ url }: { url: URL }) => ({
        ...day(3),
        date: url.searchParams.get("date") ?? "2026-12-09",
      }),
    });
    await renderScreen(<CreateBookingModal opened places={["kifisia"]} onClose={() => {}} />, { lang: "en" });
    expect(await screen.findByRole("button", { name: /^10:00/ }, SLOW)).toHaveTextContent("0/3");
    const choice = screen.queryByRole("combobox", { name: "Schedule" });
    const offered = choice ? [...choice.querySelectorAll("option")].map((o) => o.value) : [];
    expect(offered.filter((v) => v !== "room-2")).toEqual([]);
    const read = calls.filter((c) => c.key === "GET /api/admin/booking/day");
    expect(read.map((c) => c.url.searchParams.get("schedule"))).not.toContain("gym");
  });
});

/** A class schedule with numbered places (decision 037): the desk picks the place as the member would. */
const NUMBERED = [SCHEDULES[0]!, { ...SCHEDULES[1]!, numberedPlaces: true }, SCHEDULES[2]!];
const CLASS_DAY: ClassAdminDay = {
  date: "2026-12-09",
  closed: false,
  classes: [
    {
      id: "c1",
      time: "18:00",
      minutes: 50,
      count: 1,
      max: 4,
      changed: false,
      cancelled: false,
      available: true,
      unavailable: null,
      weeklyTime: "18:00",
      weeklyCapacity: 4,
    },
  ],
};
const PLACES = {
  gr: {
    heading: "Θέση στο μάθημα",
    free: "Θέση 3, ελεύθερη",
    chosen: "Θέση 3, επιλεγμένη",
    taken: "Θέση 3, πιασμένη",
    said: "Η θέση 3 μόλις πιάστηκε. Διάλεξε άλλη.",
    book: "Κράτηση στις 18:00",
  },
  en: {
    heading: "Place in the class",
    free: "Place 3, free",
    chosen: "Place 3, chosen",
    taken: "Place 3, taken",
    said: "Place 3 has just been taken. Please pick another.",
    book: "Book 18:00",
  },
};
const CLASS_POST = "POST /api/admin/reservations";

/** Opens the desk's modal on the class schedule, types a walk-in's e-mail and chooses the 18:00 class. */
async function chooseTheClass(lang: "gr" | "en") {
  const L = { ...T[lang], ...PLACES[lang] };
  const { user } = await renderScreen(<CreateBookingModal opened onClose={() => {}} />, { lang });
  await screen.findByRole("button", { name: /^10:00/ }, SLOW);
  await user.selectOptions(screen.getByRole("combobox", { name: L.choose }), "pilates");
  await user.type(screen.getByRole("textbox", { name: L.email }), "walk-in@example.com");
  await user.click(await screen.findByRole("button", { name: /^18:00/ }, SLOW));
  return { user, L };
}

describe("the desk's new booking of a class with numbered places", () => {
  it.each(["gr", "en"] as const)("books the place picked, in the desk's own words (%s)", async (lang) => {
    const calls = stubApi({
      "GET /api/schedules": NUMBERED,
      "GET /api/admin/booking/day": () => day(10),
      "GET /api/admin/classes/day/2026-12-09": CLASS_DAY,
      "GET /api/classes/places": { numbered: true, max: 4, taken: [1], free: [2, 3, 4] },
      [CLASS_POST]: {
        reservation: { id: "r2", date: "2026-12-09", time: "18:00" },
        kind: "guest",
        sessions: null,
      },
    });
    const { user, L } = await chooseTheClass(lang);
    expect(await screen.findByRole("group", { name: L.heading }, SLOW)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: L.free }, SLOW));
    expect(screen.getByRole("button", { name: L.chosen })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: L.book }));
    expect(await screen.findByText(L.done, {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === CLASS_POST).map((c) => c.body)).toEqual([
      { schedule: "pilates", email: "walk-in@example.com", date: "2026-12-09", time: "18:00", place: 3 },
    ]);
  });

  it.each(["gr", "en"] as const)(
    "a place taken meanwhile is said beside the button; the class stays chosen for another pick (%s)",
    async (lang) => {
      let taken = [1];
      stubApi({
        "GET /api/schedules": NUMBERED,
        "GET /api/admin/booking/day": () => day(10),
        "GET /api/admin/classes/day/2026-12-09": CLASS_DAY,
        "GET /api/classes/places": () => ({
          numbered: true,
          max: 4,
          taken,
          free: [1, 2, 3, 4].filter((n) => !taken.includes(n)),
        }),
        [CLASS_POST]: () => {
          taken = [1, 3];
          return refusal(409, "PLACE_TAKEN", { place: 3 });
        },
      });
      const { user, L } = await chooseTheClass(lang);
      await user.click(await screen.findByRole("button", { name: L.free }, SLOW));
      await user.click(screen.getByRole("button", { name: L.book }));
      expect(await screen.findByText(L.said, {}, SLOW)).toBeInTheDocument();
      expect(await screen.findByRole("button", { name: L.taken }, SLOW)).toBeDisabled();
      expect(screen.getByRole("button", { name: L.book })).toBeEnabled();
    },
  );
});
