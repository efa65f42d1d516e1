import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ClassDay } from "../../../../shared/schemas/classes";
import { refusal, stubApi } from "../../../test/api";
import { renderScreen } from "../../../test/render";
import { scheduleRow } from "../../../test/schedules";
import { ClassDayPanel } from "../ClassDay";

/** The member's pick of a numbered place (decision 037): sent with the booking; a place taken meanwhile said beside the button, the class kept. */
const SLOW = { timeout: 5000 };
const PILATES = scheduleRow({
  key: "pilates",
  nameGr: "Reformer Pilates",
  nameEn: "Reformer Pilates",
  timetable: "classes",
  creditKind: "pilates",
  position: 1,
  numberedPlaces: true,
});
const DAY: ClassDay = {
  date: "2026-12-04",
  today: "2026-11-26",
  closedReason: null,
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
    },
  ],
  prevDay: null,
  nextDay: null,
  account: { sessions: 5, expiresOn: "2027-01-25", expired: false },
  mine: null,
  active: null,
};
const T = {
  gr: {
    free3: "Θέση 3, ελεύθερη",
    taken3: "Θέση 3, πιασμένη",
    book: /^Κράτηση Reformer Pilates/,
    said: "Η θέση 3 μόλις πιάστηκε. Διάλεξε άλλη.",
  },
  en: {
    free3: "Place 3, free",
    taken3: "Place 3, taken",
    book: /^Book Reformer Pilates/,
    said: "Place 3 has just been taken. Please pick another.",
  },
};

describe("picking a place", () => {
  it.each(["gr", "en"] as const)(
    "sends the place; one taken meanwhile is said and the class stays chosen (%s)",
    async (lang) => {
      let taken = [2];
      const calls = stubApi({
        "GET /api/classes/day": DAY,
        "GET /api/schedules": [PILATES],
        "GET /api/waitlist": { schedule: "pilates", date: "2026-12-04", slots: [], places: [] },
        "GET /api/classes/places": () => ({
          numbered: true,
          max: 4,
          taken,
          free: [1, 2, 3, 4].filter((n) => !taken.includes(n)),
        }),
        "POST /api/bookings": () => {
          taken = [2, 3];
          return refusal(409, "PLACE_TAKEN", { place: 3 });
        },
      });
      const { user } = await renderScreen(<ClassDayPanel schedule={PILATES} />, { lang });
      await user.click(await screen.findByRole("button", { name: /^18:00/ }, SLOW));
      await user.click(await screen.findByRole("button", { name: T[lang].free3 }, SLOW));
      await user.click(screen.getByRole("button", { name: T[lang].book }));
      expect(calls.find((c) => c.key === "POST /api/bookings")?.body).toMatchObject({
        time: "18:00",
        place: 3,
      });
      expect(await screen.findByText(T[lang].said, {}, SLOW)).toBeInTheDocument();
      // The place shows taken now; the class is still chosen, so another place can be picked.
      expect(await screen.findByRole("button", { name: T[lang].taken3 }, SLOW)).toBeDisabled();
      expect(screen.getByRole("button", { name: T[lang].book })).toBeEnabled();
    },
  );
});

describe("while the places load", () => {
  it.each(["gr", "en"] as const)(
    "the class's places are drawn disabled where the grid will be, so the book button does not move (%s)",
    async (lang) => {
      let answer: (value: unknown) => void = () => {};
      stubApi({
        "GET /api/classes/day": DAY,
        "GET /api/schedules": [PILATES],
        "GET /api/waitlist": { schedule: "pilates", date: "2026-12-04", slots: [], places: [] },
        "GET /api/classes/places": () => new Promise((resolve) => (answer = resolve)),
      });
      const { user } = await renderScreen(<ClassDayPanel schedule={PILATES} />, { lang });
      await user.click(await screen.findByRole("button", { name: /^18:00/ }, SLOW));
      const picker = await screen.findByTestId("place-picker", {}, SLOW);
      expect(picker).toHaveAttribute("aria-busy", "true");
      const places = screen.getAllByTestId("place");
      expect(places).toHaveLength(DAY.classes[0]!.max);
      for (const place of places) expect(place).toBeDisabled();

      answer({ numbered: true, max: 4, taken: [2], free: [1, 3, 4] });
      await waitFor(() => expect(picker).toHaveAttribute("aria-busy", "false"), SLOW);
      expect(screen.getByRole("button", { name: T[lang].free3 })).toBeEnabled();
      expect(screen.getAllByTestId("place")).toHaveLength(4);
      expect(screen.getByRole("button", { name: T[lang].taken3.replace("3", "2") })).toBeDisabled();
    },
  );
});
