import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LedgerEntry } from "../../shared/schemas/members";
import { stubApi } from "../test/api";
import { renderScreen } from "../test/render";
import { LedgerTable } from "./LedgerTable";

/**
 * The session history names each change: an imported balance as such, a staff change by the role of
 * who made it (the ledger row's actor), and its time on the 24-hour clock in both languages.
 */
// 14:05 in Athens (winter, UTC+2); the test runs in the machine's zone, so the hour is only checked as 24-hour.
const AT = "2026-01-15T12:05:00.000Z";
const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 1,
  kind: "gym",
  delta: 1,
  balanceAfter: 6,
  reason: "admin_edit",
  createdAt: AT,
  by: null,
  byRole: null,
  note: null,
  ...over,
});
const ENTRIES = [
  entry({ id: 3, reason: "admin_edit", by: "Ελένη", byRole: "owner" }),
  entry({ id: 2, reason: "admin_adjust", by: "Νίκος", byRole: "desk" }),
  entry({ id: 1, reason: "imported", delta: 5, balanceAfter: 5 }),
];
const T = {
  gr: ["Επεξεργασία από τον ιδιοκτήτη", "Διόρθωση από τη γραμματεία (±1)", "Υπόλοιπο από εισαγωγή μελών"],
  en: ["Edited by the owner", "Adjusted by the desk (±1)", "Imported balance"],
};
const OTHER = { gr: "Άλλη κίνηση", en: "Other change" };

describe("the session history", () => {
  it.each(["gr", "en"] as const)(
    "names imports and the role of who changed it, at 24-hour times (%s)",
    async (lang) => {
      stubApi({ "GET /api/credit-kinds": [] });
      await renderScreen(<LedgerTable entries={ENTRIES} />, { lang });
      const rows = screen.getAllByRole("row").slice(1);
      for (const [i, what] of T[lang].entries())
        expect(within(rows[i]!).getByText(new RegExp(`^${what.replace(/[()±]/g, "\\$&")}`))).toBeVisible();
      expect(screen.queryByText(new RegExp(OTHER[lang]))).toBeNull();
      for (const row of rows) {
        const time = row.querySelector("td")!.textContent!;
        expect(time).toMatch(/\d{2}:05$/);
        expect(time).not.toMatch(/μ\.μ\.|π\.μ\.|am|pm/i);
      }
    },
  );
});

describe("the session history's kinds", () => {
  it.each([
    ["gr", "Γυμναστήριο"],
    ["en", "Gym"],
  ] as const)("are named as the owner named them, as the schedules name them (%s)", async (lang, gym) => {
    stubApi({
      "GET /api/credit-kinds": [
        { key: "gym", nameGr: "Γυμναστήριο", nameEn: "Gym", position: 0 },
        { key: "pilates", nameGr: "Reformer Pilates", nameEn: "Reformer Pilates", position: 1 },
      ],
    });
    await renderScreen(<LedgerTable entries={[entry({ id: 1, kind: "pilates" }), entry({ id: 2 })]} />, {
      lang,
    });
    expect(await screen.findByText(/· Reformer Pilates$/)).toBeVisible();
    expect(screen.getByText(new RegExp(`· ${gym}$`))).toBeVisible();
    expect(screen.queryByText(/· Pilates$/)).toBeNull();
  });
});
