import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { SITE } from "../../test/site";
import { SiteOpenPanel } from "./SiteOpenPanel";

const T = {
  gr: {
    open: "Άνοιγμα της σελίδας στους επισκέπτες",
    opened: "Η σελίδα άνοιξε στους επισκέπτες.",
    isOpen: "Η σελίδα είναι ανοιχτή",
  },
  en: {
    open: "Open the site to visitors",
    opened: "The site is open to visitors.",
    isOpen: "The site is open",
  },
};

describe("the owner's switch of the public site", () => {
  it.each(["gr", "en"] as const)("opens a site that shows 'coming soon' (%s)", async (lang) => {
    let open = false;
    const calls = stubApi({
      "GET /api/site": () => ({ ...SITE, open }),
      "PUT /api/admin/site-open": ({ body }: { body: unknown }) => {
        open = (body as { open: boolean }).open;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = await renderScreen(<SiteOpenPanel />, { lang });
    await user.click(await screen.findByRole("button", { name: T[lang].open }));
    expect(await screen.findByText(T[lang].opened, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(T[lang].isOpen)).toBeVisible();
    expect(calls.filter((c) => c.key === "PUT /api/admin/site-open").map((c) => c.body)).toEqual([
      { open: true },
    ]);
  });
});
