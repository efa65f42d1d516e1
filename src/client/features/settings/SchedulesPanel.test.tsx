import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ScheduleRow } from "../../../shared/domain/schedules";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { SchedulesPanel } from "./SchedulesPanel";

/** The owner's schedules on the settings screen (issue 25, decision 035). */
const SLOW = { timeout: 5000 };
const SEEDED: ScheduleRow[] = [
  {
    key: "gym",
    nameGr: "Γυμναστήριο",
    nameEn: "Gym",
    timetable: "hours",
    creditKind: "gym",
    active: true,
    position: 0,
    standingAllowed: true,
    standingMaxWeeks: 12,
    numberedPlaces: false,
  },
  {
    key: "pilates",
    nameGr: "Reformer Pilates",
    nameEn: "Reformer Pilates",
    timetable: "classes",
    creditKind: "pilates",
    active: true,
    position: 1,
    standingAllowed: true,
    standingMaxWeeks: 12,
    numberedPlaces: false,
  },
];
const T = {
  gr: {
    key: /Κωδικός/,
    nameGr: "Όνομα (ελληνικά)",
    nameEn: "Όνομα (αγγλικά)",
    create: "Δημιουργία",
    created: /Το πρόγραμμα δημιουργήθηκε/,
    taken: "Υπάρχει ήδη πρόγραμμα με αυτόν τον κωδικό.",
  },
  en: {
    key: /Code/,
    nameGr: "Name (Greek)",
    nameEn: "Name (English)",
    create: "Create",
    created: /The schedule was created/,
    taken: "A schedule with this code exists already.",
  },
};
const POST = "POST /api/admin/schedules";

describe("the owner's schedules", () => {
  it.each(["gr", "en"] as const)(
    "a new class schedule is sent with its names and said created (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/admin/schedules": SEEDED,
        "GET /api/schedules": SEEDED,
        [POST]: ({ body }: { body: unknown }) => ({ ...(body as object), timetable: "classes" }),
      });
      const { user } = await renderScreen(<SchedulesPanel />, { lang });
      await user.type(await screen.findByRole("textbox", { name: T[lang].key }), "yoga");
      const names = screen.getAllByRole("textbox", { name: T[lang].nameGr });
      await user.type(names[names.length - 1]!, "Γιόγκα");
      const en = screen.getAllByRole("textbox", { name: T[lang].nameEn });
      await user.type(en[en.length - 1]!, "Yoga");
      await user.click(screen.getByRole("button", { name: T[lang].create }));
      expect(await screen.findByText(T[lang].created, {}, SLOW)).toBeInTheDocument();
      expect(calls.filter((c) => c.key === POST).map((c) => c.body)).toEqual([
        { key: "yoga", nameGr: "Γιόγκα", nameEn: "Yoga", creditKind: "pilates", active: true, position: 2 },
      ]);
    },
  );

  it.each(["gr", "en"] as const)("a refused key says why and keeps what was typed (%s)", async (lang) => {
    stubApi({
      "GET /api/admin/schedules": SEEDED,
      "GET /api/schedules": SEEDED,
      [POST]: refusal(409, "SCHEDULE_KEY_TAKEN"),
    });
    const { user } = await renderScreen(<SchedulesPanel />, { lang });
    const key = await screen.findByRole("textbox", { name: T[lang].key });
    await user.type(key, "pilates");
    const names = screen.getAllByRole("textbox", { name: T[lang].nameGr });
    await user.type(names[names.length - 1]!, "Πιλάτες 2");
    const en = screen.getAllByRole("textbox", { name: T[lang].nameEn });
    await user.type(en[en.length - 1]!, "Pilates 2");
    await user.click(screen.getByRole("button", { name: T[lang].create }));
    expect(await screen.findByText(T[lang].taken, {}, SLOW)).toBeInTheDocument();
    expect(key).toHaveValue("pilates");
  });
});
