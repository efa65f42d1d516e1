import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CreditKindRow } from "../../../shared/domain/schedules";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { CreditKindsPanel } from "./CreditKindsPanel";

/** The owner renames a kind of credit on the settings screen (decision 038). */
const SLOW = { timeout: 5000 };
const KINDS: CreditKindRow[] = [
  { key: "gym", nameGr: "Γυμναστήριο", nameEn: "Gym", position: 0 },
  { key: "yoga", nameGr: "Γιόγκα", nameEn: "Yoga", position: 2 },
];
const T = {
  gr: {
    nameEn: "Όνομα (αγγλικά)",
    save: "Αποθήκευση",
    saved: "Το είδος συνεδριών αποθηκεύτηκε.",
    empty: "Συμπλήρωσε όλα τα πεδία.",
  },
  en: {
    nameEn: "Name (English)",
    save: "Save",
    saved: "The kind of credit was saved.",
    empty: "Please fill in all fields.",
  },
};
const PUT = "PUT /api/admin/credit-kinds/yoga";

describe("the owner's kinds of credit", () => {
  it.each(["gr", "en"] as const)(
    "a kind is renamed in its card; the list shows the new name (%s)",
    async (lang) => {
      let kinds = KINDS;
      const calls = stubApi({
        "GET /api/credit-kinds": () => kinds,
        [PUT]: ({ body }: { body: unknown }) => {
          kinds = [KINDS[0]!, { ...KINDS[1]!, ...(body as object) }];
          return kinds[1];
        },
      });
      const { user } = await renderScreen(<CreditKindsPanel />, { lang });
      const card = await screen.findByTestId("credit-kind-yoga");
      const en = within(card).getByRole("textbox", { name: T[lang].nameEn });
      await user.clear(en);
      await user.type(en, "Yoga flow");
      await user.click(within(card).getByRole("button", { name: T[lang].save }));
      expect(await within(card).findByText(T[lang].saved, {}, SLOW)).toBeInTheDocument();
      expect(calls.filter((c) => c.key === PUT).map((c) => c.body)).toEqual([
        { nameGr: "Γιόγκα", nameEn: "Yoga flow", position: 2 },
      ]);
      if (lang === "en") expect(within(card).getByText("Yoga flow")).toBeInTheDocument();
    },
  );

  it.each(["gr", "en"] as const)(
    "a refused empty name says why in the card and keeps the typing (%s)",
    async (lang) => {
      stubApi({
        "GET /api/credit-kinds": KINDS,
        [PUT]: refusal(400, "VALIDATION", { issues: [{ path: "nameEn", message: "FILL_ALL_FIELDS" }] }),
      });
      const { user } = await renderScreen(<CreditKindsPanel />, { lang });
      const card = await screen.findByTestId("credit-kind-yoga");
      const en = within(card).getByRole("textbox", { name: T[lang].nameEn });
      await user.clear(en);
      await user.click(within(card).getByRole("button", { name: T[lang].save }));
      expect(await within(card).findByRole("alert", {}, SLOW)).toHaveTextContent(T[lang].empty);
      expect(en).toHaveValue("");
    },
  );
});
