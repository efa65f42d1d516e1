import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LocationRow } from "../../../../shared/domain/locations";
import type { AdminReservation } from "../../../../shared/schemas/booking";
import { refusal, stubApi } from "../../../test/api";
import { renderScreen } from "../../../test/render";
import { DayReservationsPanel } from "./DayReservationsPanel";
import { DESK_LOCATION_KEY } from "./DeskLocationSwitch";

const SLOW = { timeout: 5000 };
const place = (key: string, nameGr: string, nameEn: string, position: number): LocationRow => ({
  key,
  nameGr,
  nameEn,
  address: "",
  addressEn: "",
  mapUrl: "",
  phone: "",
  hoursGr: "",
  hoursEn: "",
  active: true,
  position,
});
const TWO = [place("main", "Κέντρο", "Centre", 0), place("kifisia", "Κηφισιά", "Kifisia", 1)];
const row = (schedule: string, name: string): AdminReservation => ({
  id: name,
  kind: "member",
  schedule,
  name,
  email: `${name}@example.com`,
  date: "2026-11-25",
  time: "10:00",
  ended: false,
  attendance: null,
  started: false,
  standing: false,
  standingId: null,
  userId: null,
  place: null,
});
/** The desk's day as the server answers it: the location asked, else every one. */
const ROWS = { main: [row("gym", "Ελένη")], kifisia: [row("room-2", "Νίκος")] };
const day = ({ url }: { url: URL }) => {
  const at = url.searchParams.get("location") as keyof typeof ROWS | null;
  return {
    date: "2026-11-25",
    reservations: at ? ROWS[at] : [...ROWS.main, ...ROWS.kifisia],
    blockedSlots: 0,
  };
};
const T = {
  gr: { choose: "Τοποθεσία", all: "Όλες οι τοποθεσίες", other: "Κηφισιά" },
  en: { choose: "Location", all: "All locations", other: "Kifisia" },
};

afterEach(() => localStorage.clear());

describe("the desk's day at several locations", () => {
  it.each(["gr", "en"] as const)(
    "the owner switches between all locations and one, and the choice is remembered (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/locations": TWO,
        "GET /api/admin/my-locations": { locations: null },
        "GET /api/admin/reservations": day,
        "*": () => refusal(503, "DATABASE_UNAVAILABLE"),
      });
      const { user } = await renderScreen(<DayReservationsPanel />, { lang });
      const field = await screen.findByRole("combobox", { name: T[lang].choose }, SLOW);
      expect(field).toHaveValue(T[lang].all);
      expect(await screen.findByText("Ελένη")).toBeVisible();
      expect(screen.getByText("Νίκος")).toBeVisible();

      await user.click(field);
      await user.click(await screen.findByRole("option", { name: T[lang].other, hidden: true }));
      expect(await screen.findByText("Νίκος")).toBeVisible();
      expect(screen.queryByText("Ελένη")).toBeNull();
      const read = calls.filter((c) => c.key === "GET /api/admin/reservations").at(-1);
      expect(read?.url.searchParams.get("location")).toBe("kifisia");
      expect(localStorage.getItem(DESK_LOCATION_KEY)).toBe("kifisia");
    },
  );

  it("opens on the remembered location", async () => {
    localStorage.setItem(DESK_LOCATION_KEY, "kifisia");
    stubApi({
      "GET /api/locations": TWO,
      "GET /api/admin/my-locations": { locations: ["main", "kifisia"] },
      "GET /api/admin/reservations": day,
      "*": () => refusal(503, "DATABASE_UNAVAILABLE"),
    });
    await renderScreen(<DayReservationsPanel />, { lang: "en" });
    expect(await screen.findByRole("combobox", { name: "Location" }, SLOW)).toHaveValue("Kifisia");
    expect(await screen.findByText("Νίκος")).toBeVisible();
  });

  it.each([
    ["staff at one location", TWO, { locations: ["kifisia"] }],
    ["a studio with one location", TWO.slice(0, 1), { locations: null }],
  ])("%s sees the day without a switch", async (_, list, mine) => {
    const calls = stubApi({
      "GET /api/locations": list,
      "GET /api/admin/my-locations": mine,
      "GET /api/admin/reservations": day,
      "*": () => refusal(503, "DATABASE_UNAVAILABLE"),
    });
    await renderScreen(<DayReservationsPanel />, { lang: "en" });
    expect(await screen.findByText("Νίκος")).toBeVisible();
    await screen.findByText("Ελένη");
    expect(screen.queryByRole("combobox", { name: "Location" })).toBeNull();
    expect(
      calls
        .filter((c) => c.key === "GET /api/admin/reservations")
        .every((c) => !c.url.searchParams.has("location")),
    ).toBe(true);
  });
});
