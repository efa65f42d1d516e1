import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import type { MemberDay } from "../../../shared/schemas/booking";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { GYM_ROW, scheduleRow } from "../../test/schedules";
import BookingModal from "./BookingModal";

/**
 * The note about the limit of active bookings states the owner's limit (decision 029) and shows only
 * while it applies: the server names a booking in `active` only at the limit; the member's own
 * booking of the day shown needs no note.
 */
const SLOW = { timeout: 5000 };
const booked = { id: "r1", date: "2026-12-01", time: "12:00", schedule: "gym" };
const slot = (time: string) => ({
  time,
  count: 0,
  max: 6,
  full: false,
  blocked: false,
  available: true,
  unavailable: null,
});
const day = (date: string, over: Partial<MemberDay>): MemberDay => ({
  date,
  today: "2026-11-30",
  open: true,
  closedReason: null,
  max: 6,
  slots: [slot("11:00"), slot("12:00")],
  prevDay: null,
  nextDay: null,
  account: { sessions: 7, expiresOn: "2026-12-26", expired: false },
  mine: null,
  active: null,
  ...over,
});

function stub(limit: number, answer: MemberDay) {
  stubApi({
    "GET /api/schedules": [GYM_ROW],
    "GET /api/studio-rules": { ...SPEC_RULES, maxActiveBookings: limit },
    "GET /api/booking/day": answer,
    "GET /api/waitlist": { schedule: "gym", date: answer.date, slots: [], places: [] },
    "GET /api/standing-bookings": { standing: [] },
    "GET /api/credit-kinds": [],
  });
}

describe("the booking modal's note on the limit of active bookings", () => {
  it.each([
    ["gr", /Έχεις ήδη 3 ενεργές κρατήσεις, όσες επιτρέπει/],
    ["en", /You already have 3 active reservations, as many as the studio allows/],
  ] as const)("names the owner's limit when the member is at it (%s)", async (lang, note) => {
    stub(3, day("2026-12-02", { active: booked }));
    await renderScreen(<BookingModal opened onClose={() => {}} />, { lang });
    expect(await screen.findByTestId("active-warning", {}, SLOW)).toHaveTextContent(note);
  });

  it.each([
    ["gr", "Η κράτησή σου: 12:00"],
    ["en", "Your booking: 12:00"],
  ] as const)("says nothing under the limit or beside the day's own booking (%s)", async (lang, mine) => {
    stub(3, day("2026-12-01", { mine: booked, active: null }));
    const view = await renderScreen(<BookingModal opened onClose={() => {}} />, { lang });
    expect(await screen.findByText(mine, {}, SLOW)).toBeVisible();
    expect(screen.queryByTestId("active-warning")).toBeNull();
    view.unmount();

    // At the limit, the day the member booked already cannot take another: the note is for other days.
    for (const [limit, active] of [
      [1, booked],
      [3, { ...booked, id: "r0", date: "2026-11-30" }],
    ] as const) {
      stub(limit, day("2026-12-01", { mine: booked, active }));
      const shown = await renderScreen(<BookingModal opened onClose={() => {}} />, { lang });
      expect(await screen.findByText(mine, {}, SLOW)).toBeVisible();
      expect(screen.queryByTestId("active-warning")).toBeNull();
      shown.unmount();
    }
  });

  it.each([
    ["gr", /^Έχεις ήδη ενεργή κράτηση: /],
    ["en", /^You already have an active reservation: /],
  ] as const)("speaks of one booking at a limit of one (%s)", async (lang, note) => {
    stub(1, day("2026-12-02", { active: booked }));
    await renderScreen(<BookingModal opened onClose={() => {}} />, { lang });
    expect(await screen.findByTestId("active-warning", {}, SLOW)).toHaveTextContent(note);
  });

  it.each([
    ["gr", /^Έχεις ήδη 2 ενεργές κρατήσεις, όσες επιτρέπει το γυμναστήριο \(η πρώτη: Γυμναστήριο, /],
    ["en", /^You already have 2 active bookings, as many as the studio allows \(the first: Gym, /],
  ] as const)(
    "on a class schedule names the limit and the schedule of the first booking (%s)",
    async (lang, note) => {
      const PILATES = scheduleRow({
        key: "pilates",
        nameGr: "Reformer Pilates",
        nameEn: "Reformer Pilates",
        timetable: "classes",
        creditKind: "pilates",
        position: 1,
      });
      stubApi({
        "GET /api/schedules": [GYM_ROW, PILATES],
        "GET /api/booking/day": day("2026-12-02", {}),
        "GET /api/studio-rules": { ...SPEC_RULES, maxActiveBookings: 2, activeAcrossSchedules: true },
        "GET /api/classes/day": {
          date: "2026-12-02",
          today: "2026-11-30",
          closedReason: null,
          classes: [],
          prevDay: null,
          nextDay: null,
          account: { sessions: 4, expiresOn: "2026-12-26", expired: false },
          mine: null,
          active: booked,
        },
        "GET /api/waitlist": { schedule: "pilates", date: "2026-12-02", slots: [], places: [] },
        "GET /api/standing-bookings": { standing: [] },
        "GET /api/credit-kinds": [],
      });
      const { user } = await renderScreen(<BookingModal opened onClose={() => {}} />, { lang });
      await user.click(await screen.findByText("Reformer Pilates", {}, SLOW));
      expect(await screen.findByTestId("active-warning", {}, SLOW)).toHaveTextContent(note);
    },
  );
});
