import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import StudioSettingsPage from "./StudioSettingsPage";

/** A chain of answers (a save, then a read) on a loaded machine. */
const SLOW = { timeout: 5000 };

const T = {
  gr: {
    field: "Ζώνη ώρας",
    hint: "μια κράτηση στις 10:00 μένει στις 10:00 της νέας ζώνης",
    save: "Αποθήκευση κανόνων",
    saved: "Οι κανόνες αποθηκεύτηκαν.",
    none: "Καμία ζώνη με αυτό το όνομα",
    unknown: "Αυτή η ζώνη ώρας δεν είναι γνωστή. Διάλεξε μία από τη λίστα.",
  },
  en: {
    field: "Time zone",
    hint: "a 10:00 booking stays at 10:00 in the new zone",
    save: "Save the rules",
    saved: "The rules are saved.",
    none: "No zone by that name",
    unknown: "This time zone is unknown. Choose one from the list.",
  },
};

const PUT = "PUT /api/admin/studio-rules";
const read = { "GET /api/studio-rules": SPEC_RULES, "GET /api/admin/schedules": [] };

describe("the studio's time zone on the rules screen", () => {
  it.each(["gr", "en"] as const)(
    "shows the saved zone and what changing it means; a zone found by its city is saved with the rules (%s)",
    async (lang) => {
      const calls = stubApi({
        ...read,
        [PUT]: ({ body }: { body: unknown }) => ({ rules: (body as { rules: unknown }).rules, outside: [] }),
      });
      const { user } = await renderScreen(<StudioSettingsPage />, { lang });
      const field = await screen.findByRole("combobox", { name: T[lang].field });
      expect(field).toHaveValue("Europe/Athens");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(T[lang].hint));

      await user.clear(field);
      await user.type(field, "Atlantis");
      // The list is a Mantine dropdown: jsdom does not lay it out, so it reads as hidden.
      expect(await screen.findByText(T[lang].none)).toBeInTheDocument();
      await user.clear(field);
      await user.type(field, "new york");
      await user.click(await screen.findByRole("option", { name: /^America\/New York/, hidden: true }));
      expect(field).toHaveValue("America/New York");
      await user.click(screen.getByRole("button", { name: T[lang].save }));

      expect(await screen.findByText(T[lang].saved, {}, SLOW)).toBeVisible();
      const sent = calls.filter((c) => c.key === PUT).map((c) => c.body);
      expect(sent).toEqual([{ rules: { ...SPEC_RULES, timeZone: "America/New_York" } }]);
    },
  );

  it.each(["gr", "en"] as const)(
    "a zone the server does not know is said as its sentence, and nothing is shown as saved (%s)",
    async (lang) => {
      stubApi({
        ...read,
        [PUT]: () =>
          refusal(400, "VALIDATION", {
            issues: [{ path: "rules.timeZone", message: "SETTINGS_TIME_ZONE_UNKNOWN" }],
          }),
      });
      const { user } = await renderScreen(<StudioSettingsPage />, { lang });
      await screen.findByRole("combobox", { name: T[lang].field });
      await user.click(screen.getByRole("button", { name: T[lang].save }));

      expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent(T[lang].unknown);
      expect(screen.queryByText(T[lang].saved)).toBeNull();
    },
  );
});
