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

/** The front desk, who may cancel and book for someone (decision 036). */
const DESK = {
  user: {
    id: "d1",
    email: "desk@x.test",
    name: "Desk",
    role: "desk",
    language: "gr",
    hasCompletedFitnessQuestionnaire: false,
    hasActiveNutrition: false,
  },
};

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

  // The dialogs load when opened (the desk's first screen carries none of them): each still opens
  // at the press and does its work.
  it.each([
    ["gr", "Ακύρωση", /Να ακυρωθεί η κράτηση του\/της Ελένη Κ στις 10:00/, "Ναι", "Η κράτηση ακυρώθηκε."],
    ["en", "Cancel", /Cancel the reservation of Ελένη Κ at 10:00/, "Yes", "The reservation was cancelled."],
  ] as const)(
    "asks before cancelling, in a dialog loaded at the press (%s)",
    async (lang, cancel, ask, yes, done) => {
      const calls = stubApi({
        "GET /api/admin/reservations": { date: "2026-11-25", reservations: [booking()], blockedSlots: 0 },
        "GET /api/me": DESK,
        "DELETE /api/admin/reservations/r1": { ok: true },
        "*": () => refusal(503, "DATABASE_UNAVAILABLE"),
      });
      const { user } = await renderScreen(<DayReservationsPanel />, { lang });
      await user.click(await screen.findByRole("button", { name: cancel }));
      const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
      expect(within(dialog).getByText(ask)).toBeVisible();
      await user.click(within(dialog).getByRole("button", { name: yes }));
      expect(await screen.findByText(done)).toBeVisible();
      expect(calls.some((c) => c.key === "DELETE /api/admin/reservations/r1")).toBe(true);
    },
  );

  it.each([
    ["gr", "Νέα κράτηση"],
    ["en", "New booking"],
  ] as const)("opens the new booking's dialog, loaded at the press (%s)", async (lang, title) => {
    stubApi({
      "GET /api/me": DESK,
      "GET /api/admin/reservations": { date: "2026-11-25", reservations: [booking()], blockedSlots: 0 },
      "*": () => refusal(503, "DATABASE_UNAVAILABLE"),
    });
    const { user } = await renderScreen(<DayReservationsPanel />, { lang });
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(await screen.findByRole("button", { name: title }));
    expect(await screen.findByRole("dialog", { name: title }, { timeout: 5000 })).toBeVisible();
  });
});
