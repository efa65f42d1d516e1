import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StandingView } from "../../../../shared/schemas/standing";
import { stubApi } from "../../../test/api";
import { renderScreen } from "../../../test/render";
import { GYM_ROW } from "../../../test/schedules";
import { StandingList } from "./StandingList";

/** The member's standing bookings (decision 037): one week cancelled alone, the series ended. */
const SLOW = { timeout: 5000 };
const SERIES: StandingView = {
  id: "s1",
  schedule: "gym",
  weekday: 1,
  time: "18:00",
  startsOn: "2026-11-30",
  until: "2026-12-21",
  untilPackageEnds: false,
  byDesk: false,
  endedAt: null,
  endReason: null,
  place: null,
  booked: [
    { id: "r1", date: "2026-11-30", time: "18:00", place: null },
    { id: "r2", date: "2026-12-07", time: "18:00", place: null },
  ],
};
const SCHEDULES = [GYM_ROW];
const T = {
  gr: {
    every: "Κάθε Δευτέρα στις 18:00",
    end: "Τέλος σειράς",
    ended: /ακυρώθηκαν 2 εβδομάδες/,
    cancel: "Ακύρωση κράτησης",
  },
  en: {
    every: "Every Monday at 18:00",
    end: "End series",
    ended: /2 weeks cancelled/,
    cancel: "Cancel booking",
  },
};

describe("my standing bookings", () => {
  it.each(["gr", "en"] as const)("lists the series, cancels one week and ends it (%s)", async (lang) => {
    let list = [SERIES];
    const calls = stubApi({
      "GET /api/standing-bookings": () => ({ standing: list, closed: [] }),
      "GET /api/schedules": SCHEDULES,
      "DELETE /api/bookings/r2": () => {
        list = [{ ...SERIES, booked: [SERIES.booked[0]!] }];
        return { sessionRestored: true, sessions: 7 };
      },
      "DELETE /api/standing-bookings/s1": () => {
        list = [];
        return { cancelled: 2, kept: 0 };
      },
    });
    const { user } = await renderScreen(<StandingList />, { lang });
    expect(await screen.findByText(new RegExp(T[lang].every), {}, SLOW)).toBeInTheDocument();
    const weeks = screen.getAllByTestId("standing-week");
    expect(weeks).toHaveLength(2);
    await user.click(weeks[1]!);
    await user.click(
      await within(await screen.findByRole("dialog")).findByRole("button", { name: T[lang].cancel }, SLOW),
    );
    expect(calls.some((c) => c.key === "DELETE /api/bookings/r2")).toBe(true);
    // The week's confirmation leaves with a transition: the series' confirmation is the next dialog.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), SLOW);
    await user.click(await screen.findByRole("button", { name: T[lang].end }));
    const confirm = await screen.findByRole("dialog");
    // The confirmation draws its buttons a moment after its frame (seen under a loaded CI): wait for them.
    await user.click(await within(confirm).findByRole("button", { name: T[lang].end }, SLOW));
    expect(await screen.findByText(T[lang].ended, {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === "DELETE /api/standing-bookings/s1")).toHaveLength(1);
  });
});

describe("a week a closure cancelled", () => {
  const CLOSED = {
    gr: "Τρίτη 16 Δεκεμβρίου 2025: το στούντιο είναι κλειστό, οπότε η σταθερή σου κράτηση (Γυμναστήριο, 18:00) εκείνη την ημέρα ακυρώθηκε. Η συνεδρία επιστράφηκε στο υπόλοιπό σου.",
    en: "Tuesday, 16 December 2025: the studio is closed, so your standing booking (Gym, 18:00) that day is cancelled. The session has been returned to your balance.",
  };
  it.each(["gr", "en"] as const)(
    "says the studio is closed that day and the session came back (%s)",
    async (lang) => {
      stubApi({
        "GET /api/standing-bookings": {
          standing: [],
          closed: [{ schedule: "gym", date: "2025-12-16", time: "18:00", sessionReturned: true }],
        },
        "GET /api/schedules": SCHEDULES,
      });
      await renderScreen(<StandingList />, { lang });
      expect(await screen.findByText(CLOSED[lang], {}, SLOW)).toBeInTheDocument();
    },
  );
});
