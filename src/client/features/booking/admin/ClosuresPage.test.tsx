import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api";
import { renderScreen } from "../../../test/render";
import ClosuresPage from "./ClosuresPage";

/** A chain of answers (a save, then a read) on a loaded machine. */
const SLOW = { timeout: 5000 };

const T = {
  gr: {
    from: "Από",
    to: "Έως",
    add: "Προσθήκη",
    added: "Το διάστημα κλείστηκε.",
    wrong: "Γράψε την ημερομηνία ως ΗΗ/ΜΜ/ΕΕΕΕ, π.χ. 25/11/2026.",
  },
  en: {
    from: "From",
    to: "To",
    add: "Add",
    added: "The range is closed.",
    wrong: "Write the date as DD/MM/YYYY, e.g. 25/11/2026.",
  },
};

const POST = "POST /api/admin/closures";

function server() {
  return stubApi({
    "GET /api/admin/closures": [],
    [POST]: ({ body }: { body: unknown }) => ({ id: "c1", note: "", ...(body as object) }),
    "*": [],
  });
}

describe("the closures screen's dates", () => {
  it.each(["gr", "en"] as const)("are typed DD/MM/YYYY and sent as YYYY-MM-DD (%s)", async (lang) => {
    const calls = server();
    const { user } = await renderScreen(<ClosuresPage />, { lang });
    await user.type(screen.getByLabelText(T[lang].from), "6/10/2026");
    await user.type(screen.getByLabelText(T[lang].to), "07.10.2026");
    await user.click(screen.getByRole("button", { name: T[lang].add }));
    expect(await screen.findByText(T[lang].added, {}, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.key === POST)?.body).toEqual({
      startDate: "2026-10-06",
      endDate: "2026-10-07",
      note: "",
    });
  });

  it.each(["gr", "en"] as const)(
    "say a day that does not exist under the field and send nothing, even after a right date (%s)",
    async (lang) => {
      const calls = server();
      const { user } = await renderScreen(<ClosuresPage />, { lang });
      const from = screen.getByLabelText(T[lang].from);
      await user.type(from, "06/10/2026");
      await user.type(screen.getByLabelText(T[lang].to), "07/10/2026");
      await user.clear(from);
      await user.type(from, "31/02/2026");
      await user.click(screen.getByRole("button", { name: T[lang].add }));
      expect(await screen.findByText(T[lang].wrong)).toBeTruthy();
      expect(from).toHaveProperty("value", "31/02/2026");
      expect(calls.filter((c) => c.key === POST)).toEqual([]);
      // Put right, the form sends the date typed.
      await user.clear(from);
      await user.type(from, "05/10/2026");
      await user.click(screen.getByRole("button", { name: T[lang].add }));
      expect(await screen.findByText(T[lang].added, {}, SLOW)).toBeTruthy();
      expect(screen.queryByText(T[lang].wrong)).toBeNull();
      expect(calls.find((c) => c.key === POST)?.body).toMatchObject({ startDate: "2026-10-05" });
    },
  );
});
