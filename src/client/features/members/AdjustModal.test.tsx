import { screen } from "@testing-library/react";
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

describe("plus or minus one session (issue 26)", () => {
  it.each([
    ["gr", "Αιτία", "Είδος συνεδριών", "Προσθήκη μίας συνεδρίας", "+1 συνεδρία: Μαρία Π"],
    ["en", "Reason", "Kind of credit", "Add one session", "+1 session: Maria P"],
  ] as const)(
    "sends the kind and the desk's reason, and closes (%s)",
    async (lang, reason, kind, add, title) => {
      const calls = stubApi({
        "GET /api/credit-kinds": KINDS,
        "POST /api/admin/members/m1/sessions": { kind: "yoga", sessions: 1 },
      });
      const onClose = vi.fn();
      const row = { ...ROW, name: lang === "gr" ? "Μαρία Π" : "Maria P" };
      const { user } = await renderScreen(<AdjustModal adjusting={{ row, delta: 1 }} onClose={onClose} />, {
        lang,
      });
      expect(await screen.findByRole("dialog", { name: title })).toBeVisible();
      await user.selectOptions(await screen.findByRole("combobox", { name: kind }), "yoga");
      await user.type(screen.getByRole("textbox", { name: reason }), "Δώρο");
      await user.click(screen.getByRole("button", { name: add }));
      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(calls.find((c) => c.key === "POST /api/admin/members/m1/sessions")?.body).toEqual({
        delta: 1,
        kind: "yoga",
        reason: "Δώρο",
      });
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
    await user.click(await screen.findByRole("button", { name: "Remove one session" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Sessions cannot go below 0.");
    expect(onClose).not.toHaveBeenCalled();
  });
});
