import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import StudioSettingsPage from "./StudioSettingsPage";

/** A chain of answers (a save, then a read) on a loaded machine. */
const SLOW = { timeout: 5000 };

const T = {
  gr: {
    capacity: "Θέσεις ανά ώρα",
    save: "Αποθήκευση κανόνων",
    saved: "Οι κανόνες αποθηκεύτηκαν.",
    check: "Έλεγξε τα στοιχεία που συμπλήρωσες.",
    cutoffOrder: "Η ακύρωση δεν μπορεί να κλείνει αργότερα από τις κρατήσεις.",
  },
  en: {
    capacity: "Places per slot",
    save: "Save the rules",
    saved: "The rules are saved.",
    check: "Please check what you entered.",
    cutoffOrder: "Cancelling cannot close later than booking.",
  },
};

const PUT = "PUT /api/admin/studio-rules";
const puts = (calls: { key: string; body: unknown }[]) => calls.filter((c) => c.key === PUT);

/** The field's sentence: Mantine links the input to its error with aria-describedby. */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("the studio's rules screen", () => {
  it.each(["gr", "en"] as const)(
    "a field left empty is said beside it and beside the save button, and nothing is sent (%s)",
    async (lang) => {
      const calls = stubApi({ "GET /api/studio-rules": SPEC_RULES, "GET /api/admin/schedules": [] });
      const { user } = await renderScreen(<StudioSettingsPage />, { lang });
      const capacity = await screen.findByRole("textbox", { name: T[lang].capacity });
      await user.clear(capacity);
      await user.click(screen.getByRole("button", { name: T[lang].save }));

      expect(errorOf(capacity)).toContain(T[lang].check);
      // Beside the button, where the eye is on a phone (the field is screens above).
      const button = screen.getByRole("button", { name: T[lang].save });
      const next = button.nextElementSibling;
      expect(next).toHaveAttribute("role", "alert");
      expect(next).toHaveTextContent(T[lang].check);
      expect(puts(calls)).toHaveLength(0);
    },
  );

  it.each(["gr", "en"] as const)(
    "a good save sends the rules and says they were saved (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/studio-rules": SPEC_RULES,
        "GET /api/admin/schedules": [],
        [PUT]: ({ body }: { body: unknown }) => ({ rules: (body as { rules: unknown }).rules, outside: [] }),
      });
      const { user } = await renderScreen(<StudioSettingsPage />, { lang });
      const capacity = await screen.findByRole("textbox", { name: T[lang].capacity });
      await user.clear(capacity);
      await user.type(capacity, "8");
      await user.click(screen.getByRole("button", { name: T[lang].save }));

      expect(await screen.findByText(T[lang].saved, {}, SLOW)).toBeVisible();
      expect(puts(calls).map((c) => c.body)).toEqual([{ rules: { ...SPEC_RULES, defaultCapacity: 8 } }]);
    },
  );

  it.each(["gr", "en"] as const)(
    "a refusal's code is said as its sentence and the typed values stay (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/studio-rules": SPEC_RULES,
        "GET /api/admin/schedules": [],
        [PUT]: () => refusal(400, "SETTINGS_CUTOFF_ORDER"),
      });
      const { user } = await renderScreen(<StudioSettingsPage />, { lang });
      const capacity = await screen.findByRole("textbox", { name: T[lang].capacity });
      await user.clear(capacity);
      await user.type(capacity, "12");
      await user.click(screen.getByRole("button", { name: T[lang].save }));

      expect(await screen.findByRole("alert")).toHaveTextContent(T[lang].cutoffOrder);
      expect(puts(calls)).toHaveLength(1);
      expect(screen.getByRole("textbox", { name: T[lang].capacity })).toHaveValue("12");
      expect(screen.queryByText(T[lang].saved)).toBeNull();
    },
  );

  it("bookings the new hours leave outside are listed, and 'keep' sends the owner's choice", async () => {
    const booking = { id: "r1", date: "2026-12-05", time: "17:00", name: "Μαρία Π", email: "m@x.test" };
    const calls = stubApi({
      "GET /api/studio-rules": SPEC_RULES,
      "GET /api/admin/schedules": [],
      [PUT]: ({ body }: { body: unknown }) =>
        (body as { outsideBookings?: string }).outsideBookings === "keep"
          ? { rules: (body as { rules: unknown }).rules, outside: [booking] }
          : refusal(409, "SETTINGS_BOOKINGS_OUTSIDE_HOURS", { bookings: [booking] }),
    });
    const { user } = await renderScreen(<StudioSettingsPage />);
    await screen.findByRole("textbox", { name: T.gr.capacity });
    await user.click(screen.getByRole("button", { name: "Αφαίρεση διαστήματος 10:00–18:00" }));
    await user.click(screen.getByRole("button", { name: T.gr.save }));

    const outside = await screen.findByRole("alert");
    expect(outside).toHaveTextContent("1 κράτηση μένει εκτός του νέου ωραρίου");
    expect(outside).toHaveTextContent("17:00 · Μαρία Π");
    await user.click(
      within(outside).getByRole("button", { name: "Να μείνουν και να αποθηκευτούν οι κανόνες" }),
    );

    expect(await screen.findByText("Οι κανόνες αποθηκεύτηκαν· 1 κράτηση έμεινε όπως ήταν.")).toBeVisible();
    const sent = puts(calls).map((c) => c.body as { rules: typeof SPEC_RULES; outsideBookings?: string });
    expect(sent.map((b) => b.outsideBookings)).toEqual([undefined, "keep"]);
    expect(sent[1]!.rules.hours[6]).toEqual([]);
  });
});
