import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { MemberRow } from "../../../shared/schemas/members";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { AdjustModal } from "./AdjustModal";

const ROW: MemberRow = {
  id: "m1",
  name: "Μαρία Π",
  email: "maria@x.test",
  deactivated: false,
  role: "user",
  credits: [{ kind: "gym", sessions: 0, expiresOn: "2030-01-31", expired: false }],
  packageName: "Pro 16",
  nutritionName: null,
  nutritionExpiresOn: null,
  status: "active",
};
const KINDS = [
  { key: "gym", nameGr: "Γυμναστήριο", nameEn: "Gym", position: 0 },
  { key: "yoga", nameGr: "Γιόγκα", nameEn: "Yoga", position: 2 },
];

describe("plus or minus one session", () => {
  it.each([
    [
      "gr",
      "Αιτία",
      "Είδος συνεδριών",
      "Προσθήκη μίας συνεδρίας",
      "+1 συνεδρία: Μαρία Π",
      "Έγινε: Γιόγκα, τώρα 1 συνεδρία.",
    ],
    [
      "en",
      "Reason",
      "Kind of credit",
      "Add one session",
      "+1 session: Maria P",
      "Done: Yoga, 1 session now.",
    ],
  ] as const)(
    "sends the kind and the desk's reason, and says the balance now in the dialog (%s)",
    async (lang, reason, kind, add, title, done) => {
      const calls = stubApi({
        "GET /api/credit-kinds": KINDS,
        "POST /api/admin/members/m1/sessions": { kind: "yoga", sessions: 1 },
      });
      const onClose = vi.fn();
      const row = { ...ROW, name: lang === "gr" ? "Μαρία Π" : "Maria P" };
      const { user } = await renderScreen(<AdjustModal adjusting={{ row, delta: 1 }} onClose={onClose} />, {
        lang,
      });
      const dialog = await screen.findByRole("dialog", { name: title });
      await user.selectOptions(await screen.findByRole("combobox", { name: kind }), "yoga");
      await user.type(screen.getByRole("textbox", { name: reason }), "Δώρο");
      await user.click(screen.getByRole("button", { name: add }));
      // Said where the eye is: in the dialog, beside the button pressed.
      expect(await within(dialog).findByRole("status")).toHaveTextContent(done);
      expect(onClose).not.toHaveBeenCalled();
      expect(calls.find((c) => c.key === "POST /api/admin/members/m1/sessions")?.body).toEqual({
        delta: 1,
        kind: "yoga",
        reason: "Δώρο",
      });
    },
  );

  it.each([
    [
      "gr",
      "Αιτία",
      "Αφαίρεση μίας συνεδρίας",
      "Γράψε την αιτία: το μέλος τη διαβάζει δίπλα στην αλλαγή, στο ιστορικό του.",
    ],
    [
      "en",
      "Reason",
      "Remove one session",
      "Write the reason: the member reads it beside the change in their history.",
    ],
  ] as const)(
    "asks for the reason beside its field and sends nothing without it (%s)",
    async (lang, reason, remove, ask) => {
      const calls = stubApi({ "GET /api/credit-kinds": KINDS, "POST /api/admin/members/m1/sessions": {} });
      const { user } = await renderScreen(
        <AdjustModal adjusting={{ row: ROW, delta: -1 }} onClose={() => {}} />,
        {
          lang,
        },
      );
      const field = await screen.findByRole("textbox", { name: reason });
      await user.type(field, "   ");
      await user.click(screen.getByRole("button", { name: remove }));
      expect(await screen.findByText(ask)).toBeVisible();
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(calls.filter((c) => c.key === "POST /api/admin/members/m1/sessions")).toEqual([]);
    },
  );

  it("says a refusal in the dialog and stays open", async () => {
    stubApi({
      "GET /api/credit-kinds": KINDS,
      "POST /api/admin/members/m1/sessions": () => refusal(409, "SESSIONS_NEGATIVE"),
    });
    const onClose = vi.fn();
    const { user } = await renderScreen(
      <AdjustModal adjusting={{ row: ROW, delta: -1 }} onClose={onClose} />,
      {
        lang: "en",
      },
    );
    await user.type(await screen.findByRole("textbox", { name: "Reason" }), "Counted twice");
    await user.click(screen.getByRole("button", { name: "Remove one session" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Sessions cannot go below 0.");
    expect(onClose).not.toHaveBeenCalled();
  });
});
