import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { MyDataSection } from "./MyDataSection";

const file = () =>
  new Response(JSON.stringify({ account: {} }), {
    headers: {
      "content-type": "application/json",
      "content-disposition": 'attachment; filename="kinisi-data-2026-11-25.json"',
    },
  });

describe("download my data", () => {
  it.each([
    [
      "gr",
      "Λήψη των δεδομένων μου",
      "Λήψη",
      "Το αρχείο σου είναι έτοιμο και κατέβηκε: kinisi-data-2026-11-25.json.",
    ],
    [
      "en",
      "Download my data",
      "Download",
      "Your file is ready and was downloaded: kinisi-data-2026-11-25.json.",
    ],
  ] as const)(
    "says what the file holds, asks first, and says when it is ready (%s)",
    async (lang, button, confirm, ready) => {
      const calls = stubApi({ "GET /api/me/data": () => file() });
      vi.stubGlobal(
        "URL",
        Object.assign(URL, { createObjectURL: vi.fn(() => "blob:data"), revokeObjectURL: vi.fn() }),
      );
      const { user } = await renderScreen(<MyDataSection />, { lang });
      expect(
        screen.getByText(
          lang === "gr" ? /ερωτηματολόγια, προγράμματα διατροφής/ : /questionnaires, nutrition plans/,
        ),
      ).toBeVisible();

      await user.click(screen.getByRole("button", { name: button }));
      const dialog = await screen.findByRole("dialog");
      expect(calls).toHaveLength(0);
      await user.click(within(dialog).getByRole("button", { name: confirm }));
      expect(await screen.findByText(ready)).toBeVisible();
      expect(calls.map((c) => c.key)).toEqual(["GET /api/me/data"]);
    },
  );

  it("says so when the file could not be made", async () => {
    stubApi({ "GET /api/me/data": () => new Response("", { status: 500 }) });
    const { user } = await renderScreen(<MyDataSection />);
    await user.click(screen.getByRole("button", { name: "Λήψη των δεδομένων μου" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Λήψη" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Η λήψη των δεδομένων απέτυχε. Δοκίμασε ξανά.",
    );
  });
});
