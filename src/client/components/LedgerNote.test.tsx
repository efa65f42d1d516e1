import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LedgerEntry } from "../../shared/schemas/members";
import { stubApi } from "../test/api";
import { renderScreen } from "../test/render";
import { LedgerTable } from "./LedgerTable";

const ENTRY: LedgerEntry = {
  id: 1,
  kind: "gym",
  delta: 1,
  balanceAfter: 5,
  reason: "admin_adjust",
  createdAt: "2026-11-20T10:00:00.000Z",
  by: "Ελένη",
  byRole: "desk",
  note: "Ήρθε με φίλη",
};

describe("the member's session history", () => {
  it.each([
    ["gr", "Διόρθωση από τη γραμματεία (±1)", "Αιτία: Ήρθε με φίλη"],
    ["en", "Adjusted by the desk (±1)", "Reason: Ήρθε με φίλη"],
  ] as const)("shows the desk's reason beside a change by hand (%s)", async (lang, what, reason) => {
    stubApi({ "GET /api/credit-kinds": [] });
    await renderScreen(
      <LedgerTable entries={[ENTRY, { ...ENTRY, id: 2, reason: "booking", note: null }]} />,
      {
        lang,
      },
    );
    expect(screen.getByText(what, { exact: false })).toBeVisible();
    expect(screen.getAllByText(reason)).toHaveLength(1);
  });
});
