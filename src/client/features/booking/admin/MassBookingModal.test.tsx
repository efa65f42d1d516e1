import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockBatch } from "../../../../shared/schemas/booking";
import { stubApi } from "../../../test/api";
import { renderScreen } from "../../../test/render";
import { scheduleRow } from "../../../test/schedules";
import { MassBookingModal } from "./MassBookingModal";

/**
 * A mass fill of a second hours schedule (decision 035, "A second hours schedule"): the owner picks
 * the room among the hours schedules switched on (no class schedule, no room switched off), the
 * fill is sent with its key, and the fills in place say whose slots they hold.
 */
const SLOW = { timeout: 5000 };
const row = (key: string, nameGr: string, nameEn: string, timetable: "hours" | "classes", active = true) =>
  scheduleRow({
    key,
    nameGr,
    nameEn,
    timetable,
    active,
    defaultCapacity: timetable === "hours" && key !== "gym" ? 3 : null,
  });
const SCHEDULES = [
  row("gym", "Γυμναστήριο", "Gym", "hours"),
  row("pilates", "Reformer Pilates", "Reformer Pilates", "classes"),
  row("room-2", "Δεύτερη αίθουσα", "Second room", "hours"),
  row("room-3", "Τρίτη αίθουσα", "Third room", "hours", false),
];
const GYM_FILL: BlockBatch = {
  batchId: "b1",
  schedule: "gym",
  startDate: "2026-12-21",
  endDate: "2026-12-23",
  slots: 42,
};
const T = {
  gr: {
    room: "Δεύτερη αίθουσα",
    other: /Τρίτη αίθουσα|Reformer Pilates/,
    from: "Από",
    to: "Έως",
    fill: "Γέμισμα θέσεων",
    done: "Γέμισαν 14 ώρες.",
    listed: "Γυμναστήριο · 21/12/2026 – 23/12/2026 · 42 ώρες",
  },
  en: {
    room: "Second room",
    other: /Third room|Reformer Pilates/,
    from: "From",
    to: "To",
    fill: "Fill slots",
    done: "14 slots filled.",
    listed: "Gym · 21/12/2026 – 23/12/2026 · 42 slots",
  },
};
const POST = "POST /api/admin/blocks";

describe("the mass fill's schedule", () => {
  it.each(["gr", "en"] as const)(
    "is picked among the hours schedules on and sent with the fill (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/admin/schedules": SCHEDULES,
        "GET /api/schedules": SCHEDULES.filter((s) => s.active),
        "GET /api/admin/blocks": [GYM_FILL],
        [POST]: ({ body }: { body: unknown }) => ({ batchId: "b2", slots: 14, ...(body as object) }),
        "*": [],
      });
      const L = T[lang];
      const { user } = await renderScreen(<MassBookingModal opened onClose={() => {}} />, { lang });
      expect(await screen.findByText(L.listed, {}, SLOW)).toBeInTheDocument();
      await user.click(await screen.findByRole("radio", { name: L.room }, SLOW));
      expect(screen.queryByRole("radio", { name: L.other })).toBeNull();
      await user.type(screen.getByLabelText(L.from), "24/12/2026");
      await user.type(screen.getByLabelText(L.to), "24/12/2026");
      await user.click(screen.getByRole("button", { name: L.fill }));
      expect(await screen.findByText(L.done, {}, SLOW)).toBeInTheDocument();
      expect(calls.filter((c) => c.key === POST).map((c) => c.body)).toEqual([
        { startDate: "2026-12-24", endDate: "2026-12-24", schedule: "room-2" },
      ]);
    },
  );
});
