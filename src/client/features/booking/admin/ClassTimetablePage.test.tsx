import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api";
import { renderScreen } from "../../../test/render";
import { scheduleRow } from "../../../test/schedules";
import ClassTimetablePage from "./ClassTimetablePage";

const T = {
  gr: {
    time: "Ώρα έναρξης",
    minutes: "Διάρκεια (λεπτά)",
    add: "Προσθήκη μαθήματος",
    timeFormat: "Γράψε μια ώρα από 00:00 έως 23:59 ως ΩΩ:ΛΛ, π.χ. 18:30.",
    minutesRange: "Η διάρκεια είναι από 15 έως 180 λεπτά.",
  },
  en: {
    time: "Start time",
    minutes: "Length (minutes)",
    add: "Add class",
    timeFormat: "Write a time from 00:00 to 23:59 as HH:MM, e.g. 18:30.",
    minutesRange: "The length goes from 15 to 180 minutes.",
  },
};

const YOGA = scheduleRow({
  key: "yoga",
  nameGr: "Γιόγκα",
  nameEn: "Yoga",
  timetable: "classes",
  creditKind: "yoga",
  position: 2,
});

/** The field's sentence: Mantine links the input to its error with aria-describedby. */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("the class timetable's form", () => {
  it.each(["gr", "en"] as const)(
    "a time that is not on the clock and a length out of range are said beside their fields, with what is allowed (%s)",
    async (lang) => {
      const calls = stubApi({ "GET /api/admin/schedules": [YOGA], "GET /api/admin/classes": [], "*": [] });
      const { user } = await renderScreen(<ClassTimetablePage />, { lang });
      const time = await screen.findByRole("textbox", { name: T[lang].time });
      const minutes = screen.getByRole("textbox", { name: T[lang].minutes });
      await user.clear(time);
      await user.type(time, "25:00");
      await user.clear(minutes);
      await user.type(minutes, "7");
      await user.click(screen.getByRole("button", { name: T[lang].add }));

      expect(errorOf(time)).toContain(T[lang].timeFormat);
      expect(errorOf(minutes)).toContain(T[lang].minutesRange);
      expect(calls.filter((c) => c.key === "POST /api/admin/classes")).toEqual([]);
      // Without a schedule in the address, the first class schedule's timetable is the one read.
      expect(calls.find((c) => c.key === "GET /api/admin/classes")?.url.search).toContain("schedule=yoga");
    },
  );
});
