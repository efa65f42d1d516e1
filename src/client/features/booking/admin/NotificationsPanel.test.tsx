import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { NotificationView } from "../../../../shared/schemas/booking";
import { stubApi } from "../../../test/api";
import { renderScreen } from "../../../test/render";
import { scheduleRow } from "../../../test/schedules";
import { NotificationsPanel } from "./NotificationsPanel";

/** The desk's booking notifications name the schedule booked, one the owner added too. */
const notification = (over: Partial<NotificationView>): NotificationView => ({
  id: "n1",
  type: "reservation",
  createdAt: "2026-11-20T10:00:00.000Z",
  name: "Ελένη Κ",
  email: "eleni@example.com",
  date: "2026-12-08",
  time: "19:00",
  schedule: "gym",
  message: "",
  cancelled: false,
  ...over,
});
const yoga = scheduleRow({
  key: "yoga",
  nameGr: "Γιόγκα",
  nameEn: "Yoga",
  timetable: "classes",
  creditKind: "yoga",
  position: 2,
  standingAllowed: true,
});

const TITLE = { gr: "Ειδοποιήσεις", en: "Notifications" };

describe("the desk's booking notifications", () => {
  it.each(["gr", "en"] as const)("are folded to their count, and open on a press (%s)", async (lang) => {
    stubApi({
      "GET /api/admin/notifications": [notification({ id: "n1" }), notification({ id: "n2", time: "10:00" })],
      "GET /api/schedules": [],
    });
    const { user } = await renderScreen(<NotificationsPanel />, { lang });
    const toggle = await screen.findByRole("button", { name: `${TITLE[lang]} (2)` });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("listitem")).toEqual([]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findAllByRole("listitem")).toHaveLength(2);
  });

  it.each([
    ["gr", "Γιόγκα", "Γυμν."],
    ["en", "Yoga", "Gym"],
  ] as const)("mark each booking with its schedule's name (%s)", async (lang, yogaName, gymMark) => {
    stubApi({
      "GET /api/admin/notifications": [
        notification({ id: "n1", schedule: "yoga" }),
        notification({ id: "n2", schedule: "gym", time: "10:00" }),
      ],
      "GET /api/schedules": [yoga],
    });
    const { user } = await renderScreen(<NotificationsPanel />, { lang });
    await user.click(
      await screen.findByRole("button", { name: new RegExp(`^${TITLE[lang]} \\([1-9]\\d*\\)$`) }),
    );
    const items = await screen.findAllByRole("listitem");
    await expect.poll(() => items[0]?.textContent).toMatch(new RegExp(` · ${yogaName}$`));
    expect(items[1]?.textContent).toMatch(new RegExp(` · ${gymMark}$`));
    expect(screen.queryByText(/pilates\.mark/)).toBeNull();
  });

  it.each([
    ["gr", "Γιόγκα"],
    ["en", "Yoga"],
  ] as const)("name a schedule switched off since, never its key (%s)", async (lang, yogaName) => {
    stubApi({
      "GET /api/admin/notifications": [notification({ id: "n1", schedule: "yoga" })],
      "GET /api/schedules": [],
      "GET /api/schedule-names": [{ key: "yoga", nameGr: "Γιόγκα", nameEn: "Yoga" }],
    });
    const { user } = await renderScreen(<NotificationsPanel />, { lang });
    await user.click(
      await screen.findByRole("button", { name: new RegExp(`^${TITLE[lang]} \\([1-9]\\d*\\)$`) }),
    );
    const items = await screen.findAllByRole("listitem");
    await expect.poll(() => items[0]?.textContent).toMatch(new RegExp(` · ${yogaName}$`));
  });
});
