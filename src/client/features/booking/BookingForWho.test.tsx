import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import type { MemberDay } from "../../../shared/schemas/booking";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { GYM_ROW } from "../../test/schedules";
import BookingModal from "./BookingModal";

/**
 * Acting for a dependant in the booking window: the day chosen stays when "Who for?" changes, and
 * the day's booking is named as the child's, not "your booking".
 */
const SLOW = { timeout: 5000 };
const CHILD = "c1";
const slot = (time: string) => ({
  time,
  count: 0,
  max: 6,
  full: false,
  blocked: false,
  available: true,
  unavailable: null,
});
/** The day asked for (the first one without a date); the child has a 12:00 booking on any day. */
const day = (date: string, forChild: boolean): MemberDay => ({
  date,
  today: "2026-11-30",
  open: true,
  closedReason: null,
  max: 6,
  slots: [slot("11:00"), slot("12:00")],
  prevDay: date === "2026-12-01" ? null : "2026-12-01",
  nextDay: date === "2026-12-01" ? "2026-12-02" : null,
  account: { sessions: 7, expiresOn: "2026-12-26", expired: false },
  mine: forChild ? { id: "r1", date, time: "12:00", schedule: "gym" } : null,
  active: null,
});
const T = {
  gr: { next: "Επόμενη ημέρα", who: "Για ποιον;", theirs: "Η κράτηση για Eleni: 12:00" },
  en: { next: "Next day", who: "Who for?", theirs: "Eleni's booking: 12:00" },
};

describe("booking for a dependant", () => {
  it.each(["gr", "en"] as const)("keeps the chosen day and names the child's booking (%s)", async (lang) => {
    const calls = stubApi({
      "GET /api/me": { user: { id: "p1", name: "Maria Pappa", role: "user", email: "m@example.com" } },
      "GET /api/family": {
        dependants: [
          {
            id: CHILD,
            firstName: "Eleni",
            lastName: "Pappa",
            name: "Eleni Pappa",
            age: 12,
            hasSignIn: false,
            email: null,
            signInInvitedAt: null,
          },
        ],
        minimumAge: 16,
        consentAge: 18,
        max: 8,
        mayAdd: true,
        guardian: null,
      },
      // Slow as a network: a screen that drops what it shows while re-reading would lose the day.
      "GET /api/schedules": () => new Promise((r) => setTimeout(() => r([GYM_ROW]), 50)),
      "GET /api/studio-rules": SPEC_RULES,
      "GET /api/booking/day": ({ url }: { url: URL }) =>
        day(url.searchParams.get("date") ?? "2026-12-01", lastDayCallForChild()),
      "GET /api/waitlist": { schedule: "gym", date: "2026-12-01", slots: [], places: [] },
      "GET /api/standing-bookings": { standing: [] },
      "GET /api/credit-kinds": [],
    });
    const dayCalls = () => calls.filter((c) => c.key === "GET /api/booking/day");
    const lastDayCallForChild = () => dayCalls().at(-1)?.headers.get("x-for-member") === CHILD;
    const { user } = await renderScreen(<BookingModal opened onClose={() => {}} />, { lang });
    const who = () => screen.findByLabelText(T[lang].who, {}, SLOW);
    await user.selectOptions(await who(), "");
    await user.click(await screen.findByRole("button", { name: T[lang].next }, SLOW));
    await waitFor(() => expect(dayCalls().at(-1)?.url.searchParams.get("date")).toBe("2026-12-02"), SLOW);
    const before = dayCalls().length;

    await user.selectOptions(await who(), CHILD);
    expect(await screen.findByText(T[lang].theirs, {}, SLOW)).toBeVisible();
    const after = dayCalls().slice(before);
    expect(after.length).toBeGreaterThan(0);
    for (const c of after) {
      expect(c.url.searchParams.get("date")).toBe("2026-12-02");
      expect(c.headers.get("x-for-member")).toBe(CHILD);
    }
  });
});
