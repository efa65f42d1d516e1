import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CreditKindRow } from "../../../shared/domain/schedules";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { SessionsSummary } from "./SessionsSummary";

/**
 * The booking modal's balance line names the kind of credit the schedule spends by its row's name
 * (decision 038): a member holding Yoga credits who opens the Yoga schedule reads their Yoga balance,
 * not "Pilates", and Reformer Pilates' line says the name its refusals say.
 */
const KINDS: CreditKindRow[] = [
  { key: "gym", nameGr: "Γυμναστήριο", nameEn: "Gym", position: 0 },
  { key: "pilates", nameGr: "Reformer Pilates", nameEn: "Reformer Pilates", position: 1 },
  { key: "yoga", nameGr: "Γιόγκα", nameEn: "Yoga", position: 2 },
];
const account = { sessions: 7, expiresOn: "2026-12-26", expired: false };

describe("the booking modal's balance line", () => {
  it.each([
    ["gr", "Γιόγκα: υπόλοιπο 7", "Γιόγκα: λήξη 26/12/2026"],
    ["en", "Yoga sessions left: 7", "Yoga expires: 26/12/2026"],
  ] as const)("names a kind the owner added (%s)", async (lang, left, expires) => {
    stubApi({ "GET /api/credit-kinds": KINDS });
    await renderScreen(<SessionsSummary account={account} schedule="yoga" />, { lang });
    expect(await screen.findByText(left)).toBeVisible();
    expect(screen.getByText(expires)).toBeVisible();
    expect(screen.queryByText(/Pilates/)).toBeNull();
  });

  it.each([
    ["gr", "Reformer Pilates: υπόλοιπο 7", "Δεν έχεις ενεργό πακέτο για «Reformer Pilates»."],
    ["en", "Reformer Pilates sessions left: 7", "You have no active Reformer Pilates package."],
  ] as const)("names Pilates by its kind's row, as its refusals do (%s)", async (lang, left, none) => {
    stubApi({ "GET /api/credit-kinds": KINDS });
    await renderScreen(<SessionsSummary account={{ ...account, expiresOn: null }} schedule="pilates" />, {
      lang,
    });
    expect(await screen.findByText(left)).toBeVisible();
    expect(screen.getByText(none)).toBeVisible();
  });

  it("keeps the spec's words for the gym", async () => {
    stubApi({ "GET /api/credit-kinds": KINDS });
    await renderScreen(<SessionsSummary account={{ ...account, expiresOn: null }} />);
    expect(screen.getByText("Υπόλοιπο συνεδριών: 7")).toBeVisible();
    expect(screen.getByText("Δεν έχεις ενεργό πακέτο.")).toBeVisible();
  });
});
