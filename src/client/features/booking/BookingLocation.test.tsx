import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LocationRow } from "../../../shared/domain/locations";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import type { MemberDay } from "../../../shared/schemas/booking";
import { stubApi } from "../../test/api";
import { KIFISIA, MAIN_LOCATION as MAIN } from "../../test/locations";
import { renderScreen } from "../../test/render";
import { scheduleRow } from "../../test/schedules";
import BookingModal from "./BookingModal";

/**
 * Where first, then what (decision 057): with two locations the member picks one, the schedules
 * offered are that location's, and the choice is kept for the next visit; with one location the
 * booking screen shows no location word at all.
 */
const SLOW = { timeout: 5000 };
const row = (key: string, nameEn: string, location: string, position: number) =>
  scheduleRow({ key, nameGr: nameEn, nameEn, location, position });
const GYM = row("gym", "Gym", "main", 0);
const STUDIO = row("studio", "Studio B", "main", 1);
const ROOM = row("room-2", "Kifisia floor", "kifisia", 2);
const T = {
  gr: { where: "Τοποθεσία", studio: "Kinisi", kifisia: "Κηφισιά" },
  en: { where: "Location", studio: "Kinisi", kifisia: "Kifisia" },
};

const day: MemberDay = {
  date: "2026-12-02",
  today: "2026-11-30",
  open: true,
  closedReason: null,
  max: 6,
  slots: [],
  prevDay: null,
  nextDay: null,
  account: { sessions: 7, expiresOn: "2026-12-26", expired: false },
  mine: null,
  active: null,
};

function stub(places: LocationRow[]) {
  return stubApi({
    "GET /api/schedules": [GYM, STUDIO, ROOM],
    "GET /api/locations": places,
    "GET /api/site": { name: "Kinisi", address: "Αθήνα", addressEn: "Athens" },
    "GET /api/studio-rules": SPEC_RULES,
    "GET /api/booking/day": day,
    "GET /api/waitlist": { schedule: "gym", date: day.date, slots: [], places: [] },
    "GET /api/standing-bookings": { standing: [] },
    "GET /api/credit-kinds": [],
  });
}
const daysAsked = (calls: { key: string; url: URL }[]) =>
  calls.filter((c) => c.key === "GET /api/booking/day").map((c) => c.url.searchParams.get("schedule"));

describe("the booking screen's choice of location", () => {
  afterEach(() => localStorage.clear());

  it.each(["gr", "en"] as const)("with one location, no location is named or asked (%s)", async (lang) => {
    const calls = stub([MAIN]);
    await renderScreen(<BookingModal opened onClose={() => {}} />, { lang });
    // Every schedule offered (three: in a list).
    expect(await screen.findByRole("option", { name: "Kifisia floor" }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.key === "GET /api/locations")).toBe(true));
    expect(screen.queryByRole("radiogroup", { name: T[lang].where })).toBeNull();
    expect(screen.queryByText(T[lang].kifisia)).toBeNull();
  });

  it.each(["gr", "en"] as const)(
    "with two, the member picks where, sees that place's schedules, and finds it kept (%s)",
    async (lang) => {
      const L = T[lang];
      const calls = stub([MAIN, KIFISIA]);
      const view = await renderScreen(<BookingModal opened onClose={() => {}} />, { lang });
      // The first location first: its two schedules offered, Kifisia's not.
      expect(await screen.findByRole("radiogroup", { name: L.where }, SLOW)).toBeInTheDocument();
      expect(await screen.findByRole("radio", { name: L.studio }, SLOW)).toBeChecked();
      expect(screen.getByRole("radio", { name: "Studio B" })).toBeInTheDocument();
      expect(screen.queryByRole("radio", { name: "Kifisia floor" })).toBeNull();

      await view.user.click(screen.getByRole("radio", { name: L.kifisia }));
      // One schedule there: no schedule choice, its day asked for.
      await waitFor(() => expect(screen.queryByRole("radio", { name: "Studio B" })).toBeNull());
      await waitFor(() => expect(daysAsked(calls)).toContain("room-2"));
      expect(screen.queryByRole("radio", { name: "Gym" })).toBeNull();
      view.unmount();

      // Opened again: still Kifisia.
      const again = stub([MAIN, KIFISIA]);
      await renderScreen(<BookingModal opened onClose={() => {}} />, { lang });
      expect(await screen.findByRole("radio", { name: L.kifisia }, SLOW)).toBeChecked();
      await waitFor(() => expect(daysAsked(again)).toContain("room-2"));
      expect(daysAsked(again)).not.toContain("gym");
    },
  );
});
