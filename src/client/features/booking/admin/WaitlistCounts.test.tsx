import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api";
import { renderScreen } from "../../../test/render";
import { scheduleRow } from "../../../test/schedules";
import { WaitlistCounts } from "./WaitlistCounts";

/** The desk's day lists the waitlists of every schedule, one the owner added included. */
const row = (key: string, nameGr: string, nameEn: string, position: number) =>
  scheduleRow({
    key,
    nameGr,
    nameEn,
    timetable: key === "gym" ? "hours" : "classes",
    creditKind: key,
    position,
  });
const SCHEDULES = [row("gym", "Γυμναστήριο", "Gym", 0), row("yoga", "Γιόγκα", "Yoga", 1)];
const WAITING: Record<string, { time: string; waiting: number }[]> = {
  gym: [{ time: "12:00", waiting: 1 }],
  yoga: [{ time: "19:00", waiting: 2 }],
};

describe("the desk's waitlist counts", () => {
  it.each([
    ["gr", ["Γυμναστήριο 12:00 (1 σε αναμονή)", "Γιόγκα 19:00 (2 σε αναμονή)"]],
    ["en", ["Gym 12:00 (1 waiting)", "Yoga 19:00 (2 waiting)"]],
  ] as const)("show every schedule's, a Yoga class's too (%s)", async (lang, lines) => {
    const calls = stubApi({
      "GET /api/schedules": SCHEDULES,
      "GET /api/schedule-names": SCHEDULES,
      "GET /api/admin/waitlist": ({ url }: { url: URL }) => ({
        slots: WAITING[url.searchParams.get("schedule")!] ?? [],
      }),
    });
    await renderScreen(<WaitlistCounts date="2026-12-08" />, { lang });
    for (const line of lines) expect(await screen.findByText(line)).toBeTruthy();
    const asked = calls
      .filter((c) => c.key === "GET /api/admin/waitlist")
      .map((c) => c.url.searchParams.get("schedule"));
    expect(asked.sort()).toEqual(["gym", "yoga"]);
  });
});
