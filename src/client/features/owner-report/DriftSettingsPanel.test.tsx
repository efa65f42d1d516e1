import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DRIFT_DEFAULTS } from "../../../shared/schemas/owner-report";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { DriftSettingsPanel } from "./DriftSettingsPanel";

const T = {
  gr: {
    expiring: "Λήγει μέσα σε (ημέρες)",
    save: "Αποθήκευση",
    saved: "Τα όρια αποθηκεύτηκαν.",
    range: "Γράψε έναν ακέραιο από 1 έως 365.",
  },
  en: {
    expiring: "Ending within (days)",
    save: "Save",
    saved: "The thresholds were saved.",
    range: "Write a whole number from 1 to 365.",
  },
};
const PUT = "PUT /api/admin/report/drift-settings";

/** The field's sentence: Mantine links the input to its error with aria-describedby. */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("the drifting lists' thresholds", () => {
  it.each(["gr", "en"] as const)(
    "a threshold of 0 is refused with the allowed range, not saved as 1 (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/admin/report/drift-settings": DRIFT_DEFAULTS,
        [PUT]: ({ body }: { body: unknown }) => body,
      });
      const { user } = await renderScreen(<DriftSettingsPanel />, { lang });
      const expiring = screen.getByRole("textbox", { name: T[lang].expiring });
      await vi.waitFor(() => expect(expiring).toBeEnabled());
      await user.clear(expiring);
      await user.type(expiring, "0");
      await user.click(screen.getByRole("button", { name: T[lang].save }));

      expect(expiring).toHaveValue("0");
      expect(errorOf(expiring)).toContain(T[lang].range);
      expect(screen.queryByText(T[lang].saved)).toBeNull();
      expect(calls.filter((c) => c.key === PUT)).toEqual([]);
    },
  );
});
