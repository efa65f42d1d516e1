import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addMonths } from "../../../shared/domain/attendance";
import { previousPeriod } from "../../../shared/domain/report-period";
import type { OwnerReport } from "../../../shared/schemas/owner-report";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import OwnerReportPage from "./OwnerReportPage";
import { currentMonth, monthTitle } from "./view";

const zero = { current: 0, previous: 0 };
/** The server's answer for any period, compared as the server compares it. */
const answer = ({ url }: { url: URL }): OwnerReport => {
  const from = url.searchParams.get("from")!;
  const to = url.searchParams.get("to")!;
  const before = previousPeriod(from, to);
  return {
    from,
    to,
    previousFrom: before.from,
    previousTo: before.to,
    comparison: before.comparison,
    revenueCents: zero,
    packagesSold: zero,
    newMembers: zero,
    activeMembers: zero,
    byPackage: [],
    byWeek: [],
    occupancy: [],
    waitlists: [],
  };
};
const SAID = {
  en: (month: string) => `Compared with the month before: ${month}`,
  gr: (month: string) => `Σε σύγκριση με τον προηγούμενο μήνα: ${month}`,
};

const PRICE = {
  en: /at the price the member was shown when asking for it/,
  gr: /στην τιμή που είδε το μέλος όταν το ζήτησε/,
};

describe("the owner's report page", () => {
  it.each(["gr", "en"] as const)(
    "says a month is compared with the calendar month before, and which price revenue is (%s)",
    async (lang) => {
      stubApi({ "GET /api/admin/report": answer, "GET /api/admin/schedules": [] });
      await renderScreen(<OwnerReportPage />, { lang });
      const before = monthTitle(addMonths(currentMonth(), -1), lang);
      expect((await screen.findByTestId("report-compared")).textContent).toBe(SAID[lang](before));
      // Which price the revenue is (decision 030, "Revenue price").
      expect(screen.getByTestId("revenue-price").textContent).toMatch(PRICE[lang]);
    },
  );
});
