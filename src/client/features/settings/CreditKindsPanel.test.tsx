import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CreditKindRow } from "../../../shared/domain/schedules";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { CreditKindsPanel } from "./CreditKindsPanel";

/** The owner renames and reorders the kinds of credit on the settings screen (decision 038). */
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

  it.each(["gr", "en"] as const)(
    "a kind moves up with its named button; the new order is sent whole and shown (%s)",
    async (lang) => {
      let kinds = KINDS;
      const ORDER = "PUT /api/admin/credit-kind-order";
      const calls = stubApi({
        "GET /api/credit-kinds": () => kinds,
        [ORDER]: ({ body }: { body: unknown }) => {
          const { keys } = body as { keys: string[] };
          kinds = keys.map((k, position) => ({ ...KINDS.find((x) => x.key === k)!, position }));
          return kinds;
        },
      });
      const M = MOVE[lang];
      const { user } = await renderScreen(<CreditKindsPanel />, { lang });
      expect(await screen.findByRole("button", { name: M.gymUp })).toBeDisabled();
      expect(screen.getByRole("button", { name: M.yogaDown })).toBeDisabled();
      await user.click(screen.getByRole("button", { name: M.yogaUp }));
      expect(await screen.findByText(M.saved, {}, SLOW)).toBeInTheDocument();
      expect(calls.filter((c) => c.key === ORDER).map((c) => c.body)).toEqual([{ keys: ["yoga", "gym"] }]);
      const cards = screen.getAllByTestId(/^credit-kind-/).map((c) => c.dataset.testid);
      expect(cards).toEqual(["credit-kind-yoga", "credit-kind-gym"]);
      expect(screen.getByRole("button", { name: M.yogaUp })).toBeDisabled();
      expect(screen.getByRole("button", { name: M.yogaDown })).toHaveFocus();
      expect(screen.getByTestId("credit-kind-yoga")).toHaveTextContent(M.saved);
    },
  );

  it.each(["gr", "en"] as const)("a refused move says why in the card (%s)", async (lang) => {
    stubApi({
      "GET /api/credit-kinds": KINDS,
      "PUT /api/admin/credit-kind-order": refusal(409, "CREDIT_KIND_ORDER_STALE"),
    });
    const { user } = await renderScreen(<CreditKindsPanel />, { lang });
    await user.click(await screen.findByRole("button", { name: MOVE[lang].gymDown }));
    const alert = await screen.findByRole("alert", {}, SLOW);
    expect(alert).toHaveTextContent(MOVE[lang].stale);
    expect(screen.getByTestId("credit-kind-gym")).toContainElement(alert);
  });
});

const MOVE = {
  gr: {
    gymUp: "Γυμναστήριο: μετακίνηση πιο πάνω",
    gymDown: "Γυμναστήριο: μετακίνηση πιο κάτω",
    yogaUp: "Γιόγκα: μετακίνηση πιο πάνω",
    yogaDown: "Γιόγκα: μετακίνηση πιο κάτω",
    saved: /Η σειρά αποθηκεύτηκε/,
    stale: "Η λίστα με τα είδη συνεδριών άλλαξε στο μεταξύ",
  },
  en: {
    gymUp: "Move Gym up",
    gymDown: "Move Gym down",
    yogaUp: "Move Yoga up",
    yogaDown: "Move Yoga down",
    saved: /The order was saved/,
    stale: "The list of kinds of credit changed meanwhile",
  },
};
