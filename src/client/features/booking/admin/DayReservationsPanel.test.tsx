import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminReservation } from "../../../../shared/schemas/booking";
import { refusal, stubApi } from "../../../test/api";
import { renderScreen } from "../../../test/render";
import { DayReservationsPanel } from "./DayReservationsPanel";

const booking = (over: Partial<AdminReservation> = {}): AdminReservation => ({
  id: "r1",
  kind: "member",
  schedule: "gym",
  name: "Ελένη Κ",
  email: "eleni@example.com",
  date: "2026-11-25",
  time: "10:00",
  ended: false,
  attendance: null,
  started: true,
  standing: false,
  standingId: null,
  userId: null,
  place: null,
  ...over,
});

describe("the desk's day", () => {
  it.each([
    ["gr", "Προσέλευση: Ελένη Κ στις 10:00", "Ήρθε", "Ελένη Κ: σημειώθηκε ότι ήρθε."],
    ["en", "Attendance: Ελένη Κ at 10:00", "Attended", "Ελένη Κ: marked as attended."],
  ] as const)("marks a started booking attended and says so (%s)", async (lang, group, attended, done) => {
    const calls = stubApi({
      "GET /api/admin/reservations": { date: "2026-11-25", reservations: [booking()], blockedSlots: 0 },
      "PUT /api/admin/reservations/r1/attendance": {
        id: "r1",
        attendance: "attended",
        session: null,
        gymSessions: null,
      },
      "*": () => refusal(503, "DATABASE_UNAVAILABLE"),
    });
    const { user } = await renderScreen(<DayReservationsPanel />, { lang });
    const marks = await screen.findByRole("group", { name: group });
    await user.click(within(marks).getByRole("button", { name: attended }));
    expect(await screen.findByText(done)).toBeVisible();
    expect(calls.find((c) => c.key.startsWith("PUT"))?.body).toEqual({ status: "attended" });
  });

  it("tells the desk why a mark was refused", async () => {
    stubApi({
      "GET /api/admin/reservations": { date: "2026-11-25", reservations: [booking()], blockedSlots: 0 },
      "PUT /api/admin/reservations/r1/attendance": () => refusal(409, "SLOT_NOT_STARTED"),
      "*": () => refusal(503, "DATABASE_UNAVAILABLE"),
    });
    const { user } = await renderScreen(<DayReservationsPanel />);
    const marks = await screen.findByRole("group", { name: "Προσέλευση: Ελένη Κ στις 10:00" });
    await user.click(within(marks).getByRole("button", { name: "Δεν ήρθε" }));
    expect(await screen.findByRole("alert")).toBeVisible();
  });
});
