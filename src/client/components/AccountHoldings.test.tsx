import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CreditKindRow } from "../../shared/domain/schedules";
import type { Account } from "../../shared/schemas/members";
import { stubApi } from "../test/api";
import { renderScreen } from "../test/render";
import { AccountHoldings } from "./AccountHoldings";

/**
 * A member's package is whatever they hold, of any kind (decision 038): one holding only Yoga
 * credits reads their package and their Yoga balance, never "Package —" beside "Yoga: 8" nor an
 * empty gym line (the member's own account and the desk's details show the same block).
 */
const KINDS: CreditKindRow[] = [
  { key: "gym", nameGr: "Γυμναστήριο", nameEn: "Gym", position: 0 },
  { key: "yoga", nameGr: "Γιόγκα", nameEn: "Yoga", position: 2 },
];
const yogaOnly = (packageName: string): Account => ({
  credits: [{ kind: "yoga", sessions: 8, expiresOn: "2026-12-26", expired: false }],
  packageName,
  packagePurchasedOn: "2026-11-28",
  nutritionName: null,
  nutritionExpiresOn: null,
  nutritionExpired: false,
});
const T = {
  gr: { pkg: "Πακέτο", sessions: "Γιόγκα: συνεδρίες", gym: "Συνεδρίες γυμναστηρίου" },
  en: { pkg: "Package", sessions: "Yoga: sessions", gym: "Gym sessions" },
};
const shownFor = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;

describe("what a member holds", () => {
  it.each(["gr", "en"] as const)("names a Yoga package and its balance, no gym line (%s)", async (lang) => {
    stubApi({ "GET /api/credit-kinds": KINDS });
    await renderScreen(<AccountHoldings account={yogaOnly("Yoga 8")} />, { lang });
    expect(await screen.findByText(T[lang].sessions)).toBeVisible();
    expect(shownFor(T[lang].pkg)).toHaveTextContent(/^Yoga 8$/);
    expect(shownFor(T[lang].sessions)).toHaveTextContent(/^8$/);
    expect(screen.queryByText(T[lang].gym)).toBeNull();
  });

  it.each([
    ["gr", "Γιόγκα"],
    ["en", "Yoga"],
  ] as const)("names the kind held when no package name was kept (%s)", async (lang, kind) => {
    stubApi({ "GET /api/credit-kinds": KINDS });
    await renderScreen(<AccountHoldings account={yogaOnly("")} />, { lang });
    expect(await screen.findByText(T[lang].sessions)).toBeVisible();
    expect(shownFor(T[lang].pkg)).toHaveTextContent(new RegExp(`^${kind}$`));
  });

  it.each(["gr", "en"] as const)(
    "shows the gym's empty balance to a member holding nothing (%s)",
    async (lang) => {
      stubApi({ "GET /api/credit-kinds": KINDS });
      await renderScreen(
        <AccountHoldings account={{ ...yogaOnly(""), credits: [], packagePurchasedOn: null }} />,
        {
          lang,
        },
      );
      expect(await screen.findByText(T[lang].gym)).toBeVisible();
      expect(shownFor(T[lang].pkg)).toHaveTextContent(/^—$/);
    },
  );
});
