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
    title: "Κανόνες στούντιο",
    capacity: "Θέσεις ανά ώρα",
    save: "Αποθήκευση κανόνων",
    saved: "Οι κανόνες αποθηκεύτηκαν.",
    capacityRange: "Γράψε έναν ακέραιο από 1 έως 200.",
    slot: "Διάρκεια ώρας κράτησης (λεπτά)",
    slotRange: "Γράψε έναν ακέραιο από 15 έως 240.",
    slotStep: "Γράψε έναν ακέραιο από 15 έως 240, ανά 15.",
    tuesday: "Τρίτη",
    to: "Έως",
    rangeOrder: "Ένα διάστημα τελειώνει πριν αρχίσει.",
    timeFormat: "Γράψε μια ώρα από 00:00 έως 24:00 ως ΩΩ:ΛΛ, π.χ. 18:30.",
    cutoffOrder: "Η ακύρωση δεν μπορεί να κλείνει αργότερα από τις κρατήσεις.",
  },
  en: {
    title: "Studio rules",
    capacity: "Places per slot",
    save: "Save the rules",
    saved: "The rules are saved.",
    capacityRange: "Write a whole number from 1 to 200.",
    slot: "Slot length (minutes)",
    slotRange: "Write a whole number from 15 to 240.",
    slotStep: "Write a whole number from 15 to 240, in steps of 15.",
    tuesday: "Tuesday",
    to: "To",
    rangeOrder: "A range ends before it starts.",
    timeFormat: "Write a time from 00:00 to 24:00 as HH:MM, e.g. 18:30.",
    cutoffOrder: "Cancelling cannot close later than booking.",
  },
};

const PUT = "PUT /api/admin/studio-rules";
const puts = (calls: { key: string; body: unknown }[]) => calls.filter((c) => c.key === PUT);

/** The alert right after the save button. */
function besideSave(lang: "gr" | "en") {
  const next = screen.getByRole("button", { name: T[lang].save }).nextElementSibling;
  expect(next).toHaveAttribute("role", "alert");
  return next;
}

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

      expect(errorOf(capacity)).toContain(T[lang].capacityRange);
      // Beside the button, where the eye is on a phone (the field is screens above), with its name.
      expect(besideSave(lang)).toHaveTextContent(`${T[lang].capacity}: ${T[lang].capacityRange}`);
      expect(puts(calls)).toHaveLength(0);
    },
  );

  it.each(["gr", "en"] as const)(
    "a slot length off the rule names the allowed lengths and the studio's steps, beside it and the button (%s)",
    SLOW,
    async (lang) => {
      const rules = { ...SPEC_RULES, minutesStep: 15 };
      const calls = stubApi({ "GET /api/studio-rules": rules, "GET /api/admin/schedules": [] });
      const { user } = await renderScreen(<StudioSettingsPage />, { lang });
      const slot = await screen.findByRole("textbox", { name: T[lang].slot });
      // The field steps by the studio's grid of lengths: up from 60 is 75.
      await user.click(slot);
      await user.keyboard("{ArrowUp}");
      expect(slot).toHaveValue("75");

      await user.clear(slot);
      await user.type(slot, "7");
      await user.click(screen.getByRole("button", { name: T[lang].save }));
      expect(errorOf(slot)).toContain(T[lang].slotRange);

      await user.clear(slot);
      await user.type(slot, "50");
      await user.click(screen.getByRole("button", { name: T[lang].save }));
      expect(errorOf(slot)).toContain(T[lang].slotStep);
      expect(besideSave(lang)).toHaveTextContent(`${T[lang].slot}: ${T[lang].slotStep}`);
      expect(puts(calls)).toHaveLength(0);
    },
  );

  it.each(["gr", "en"] as const)(
    "a wrong opening range is said under its day, and the button's sentence names the day (%s)",
    async (lang) => {
      const calls = stubApi({ "GET /api/studio-rules": SPEC_RULES, "GET /api/admin/schedules": [] });
      const { user } = await renderScreen(<StudioSettingsPage />, { lang });
      const tuesday = (await screen.findByText(T[lang].tuesday)).closest("fieldset") as HTMLElement;
      const to = within(tuesday).getByRole("textbox", { name: T[lang].to });
      await user.clear(to);
      await user.type(to, "07:00");
      await user.click(screen.getByRole("button", { name: T[lang].save }));

      expect(errorOf(to)).toContain(T[lang].rangeOrder);
      expect(besideSave(lang)).toHaveTextContent(`${T[lang].tuesday}: ${T[lang].rangeOrder}`);

      await user.clear(to);
      await user.type(to, "25:00");
      await user.click(screen.getByRole("button", { name: T[lang].save }));
      expect(errorOf(to)).toContain(T[lang].timeFormat);
      expect(besideSave(lang)).toHaveTextContent(`${T[lang].tuesday}: ${T[lang].timeFormat}`);
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

describe("the settings screen's first draw", () => {
  it.each([
    ["gr", "Είδη συνεδριών"],
    ["en", "Kinds of credit"],
  ] as const)(
    "draws the panels under the rules only once the rules are in, so nothing moves down as they come (%s)",
    async (lang, creditsTitle) => {
      let answer!: () => void;
      const rulesIn = new Promise<void>((r) => {
        answer = r;
      });
      stubApi({
        "GET /api/studio-rules": async () => {
          await rulesIn;
          return SPEC_RULES;
        },
        "*": [],
      });
      await renderScreen(<StudioSettingsPage />, { lang });
      // While the rules are read, the screen says so; the panels (and the line above them) would be
      // drawn in that same render if they did not wait for the form.
      expect(await screen.findByLabelText(T[lang].title)).toBeInTheDocument();
      expect(screen.queryByRole("separator")).toBeNull();
      expect(screen.queryByRole("heading", { name: creditsTitle })).toBeNull();
      answer();
      await screen.findByRole("textbox", { name: T[lang].capacity }, SLOW);
      expect(await screen.findByRole("heading", { name: creditsTitle }, SLOW)).toBeInTheDocument();
    },
  );
});
