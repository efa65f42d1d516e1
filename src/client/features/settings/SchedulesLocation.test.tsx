import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LocationRow } from "../../../shared/domain/locations";
import { stubApi } from "../../test/api";
import { KIFISIA, MAIN_LOCATION as MAIN } from "../../test/locations";
import { renderScreen } from "../../test/render";
import { scheduleRow } from "../../test/schedules";
import { SchedulesPanel } from "./SchedulesPanel";

/** Where a schedule is held (decision 057): asked on its card only once the studio has two locations. */
const SLOW = { timeout: 5000 };
const GYM = scheduleRow({ standingAllowed: true });
const PUT = "PUT /api/admin/schedules/gym";
const T = {
  gr: { where: "Τοποθεσία", kifisia: "Κηφισιά", save: "Αποθήκευση" },
  en: { where: "Location", kifisia: "Kifisia", save: "Save" },
};

function stub(places: LocationRow[]) {
  return stubApi({
    "GET /api/admin/schedules": [GYM],
    "GET /api/schedules": [GYM],
    "GET /api/credit-kinds": [],
    "GET /api/site": { name: "Kinisi" },
    "GET /api/admin/locations": places,
    [PUT]: ({ body }: { body: unknown }) => ({ ...GYM, ...(body as object) }),
  });
}

describe("a schedule's location on the owner's settings", () => {
  it.each(["gr", "en"] as const)(
    "with two locations, a schedule is moved to the second (%s)",
    async (lang) => {
      const calls = stub([MAIN, KIFISIA]);
      const { user } = await renderScreen(<SchedulesPanel />, { lang });
      const card = within(await screen.findByTestId("schedule-gym", {}, SLOW));
      const where = await card.findByRole("combobox", { name: T[lang].where }, SLOW);
      expect(where).toHaveValue("main");
      expect(within(where).getByRole("option", { name: "Kinisi" })).toBeInTheDocument();
      await user.selectOptions(where, T[lang].kifisia);
      await user.click(card.getByRole("button", { name: T[lang].save }));
      await waitFor(() => expect(calls.filter((c) => c.key === PUT)).toHaveLength(1));
      expect(calls.find((c) => c.key === PUT)!.body).toMatchObject({ location: "kifisia" });
    },
  );

  it.each(["gr", "en"] as const)("with one, no location is asked or sent (%s)", async (lang) => {
    const calls = stub([MAIN]);
    const { user } = await renderScreen(<SchedulesPanel />, { lang });
    const card = within(await screen.findByTestId("schedule-gym", {}, SLOW));
    await waitFor(() => expect(calls.some((c) => c.key === "GET /api/admin/locations")).toBe(true));
    expect(card.queryByRole("combobox", { name: T[lang].where })).toBeNull();
    await user.click(card.getByRole("button", { name: T[lang].save }));
    await waitFor(() => expect(calls.filter((c) => c.key === PUT)).toHaveLength(1));
    expect(calls.find((c) => c.key === PUT)!.body).not.toHaveProperty("location");
  });
});
