import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PendingRequest } from "../../../shared/schemas/packages";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { PendingRequestsPanel } from "./PendingRequestsPanel";

/**
 * The desk's pending package requests: approving asks first, as rejecting does, and the question
 * says what the member loses (an approval resets the balance of the kind the package grants,
 * sessions the desk gave included).
 */
const SLOW = { timeout: 5000 };
const REQUEST: PendingRequest = {
  id: "q1",
  user: { id: "u1", name: "Μ. Παπαδάκη", email: "m.papadaki@example.com", guardian: null },
  packageName: "Basic 10",
  kind: "gym",
  priceCents: 5000,
  sessions: 10,
  months: 1,
  createdAt: "2026-11-20T10:00:00.000Z",
  balances: [{ kind: "gym", held: 3, granted: 10 }],
};
const KINDS = [{ key: "gym", position: 0, nameGr: "Γυμναστήριο", nameEn: "Gym" }];
const T = {
  gr: {
    approve: "Έγκριση: Μ. Παπαδάκη, Basic 10",
    reject: "Απόρριψη: Μ. Παπαδάκη, Basic 10",
    question:
      "Έγκριση του πακέτου «Basic 10» για το μέλος Μ. Παπαδάκη; Στο μέλος Μ. Παπαδάκη απομένουν 3 συνεδρίες «Γυμναστήριο». Με την έγκριση το υπόλοιπο γίνεται 10 και οι 3 που απομένουν χάνονται.",
    rejectQuestion: "Απόρριψη του αιτήματος «Basic 10» του μέλους Μ. Παπαδάκη;",
    confirm: "Έγκριση",
    cancel: "Όχι",
    confirmReject: "Απόρριψη",
  },
  en: {
    approve: "Approve: Μ. Παπαδάκη, Basic 10",
    reject: "Reject: Μ. Παπαδάκη, Basic 10",
    question:
      "Approve Basic 10 for Μ. Παπαδάκη? Μ. Παπαδάκη has 3 Gym sessions left; approving resets the balance to 10, and those 3 are lost.",
    rejectQuestion: "Reject Μ. Παπαδάκη's request for Basic 10?",
    confirm: "Approve",
    cancel: "No",
    confirmReject: "Reject",
  },
};

describe("deciding a package request", () => {
  it.each(["gr", "en"] as const)(
    "asks before approving, saying what the member will lose, and approves only on confirm (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/admin/package-requests": { requests: [REQUEST] },
        "GET /api/credit-kinds": KINDS,
        "POST /api/admin/package-requests/q1/approve": {
          kind: "gym",
          sessions: 10,
          expiresAt: "2026-12-20T21:59:59.999Z",
          mail: "sent",
        },
        "POST /api/admin/package-requests/q1/reject": () => new Response(null, { status: 204 }),
      });
      const { user } = await renderScreen(<PendingRequestsPanel />, { lang });
      await user.click(await screen.findByRole("button", { name: T[lang].approve }, SLOW));
      const dialog = await screen.findByRole("dialog");
      await waitFor(() => expect(within(dialog).getByText(T[lang].question)).toBeVisible(), SLOW);
      expect(calls.some((c) => c.key.endsWith("/approve"))).toBe(false);

      // Taken back: nothing sent.
      await user.click(within(dialog).getByRole("button", { name: T[lang].cancel }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), SLOW);
      expect(calls.some((c) => c.key.endsWith("/approve"))).toBe(false);

      // Rejecting asks too.
      await user.click(screen.getByRole("button", { name: T[lang].reject }));
      const rejecting = await screen.findByRole("dialog");
      await waitFor(() => expect(within(rejecting).getByText(T[lang].rejectQuestion)).toBeVisible(), SLOW);
      await user.click(within(rejecting).getByRole("button", { name: T[lang].cancel }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), SLOW);
      expect(calls.some((c) => c.key.endsWith("/reject"))).toBe(false);

      await user.click(screen.getByRole("button", { name: T[lang].approve }));
      const again = await screen.findByRole("dialog");
      await user.click(await within(again).findByRole("button", { name: T[lang].confirm }, SLOW));
      await waitFor(() =>
        expect(calls.filter((c) => c.key === "POST /api/admin/package-requests/q1/approve")).toHaveLength(1),
      );
    },
  );
});

describe("a dependant's request", () => {
  const CHILD: PendingRequest = {
    ...REQUEST,
    id: "q2",
    user: {
      id: "c1",
      name: "Νίκος Παπαδάκης",
      email: "c1@dependants.invalid",
      guardian: { name: "Μ. Παπαδάκη", email: "m.papadaki@example.com" },
    },
  };
  const ASKED = {
    gr: "Για: Νίκος Παπαδάκης · το ζήτησε: Μ. Παπαδάκη (m.papadaki@example.com)",
    en: "For Νίκος Παπαδάκης, asked by Μ. Παπαδάκη (m.papadaki@example.com)",
  };
  it.each(["gr", "en"] as const)("names who asked, never the placeholder address (%s)", async (lang) => {
    stubApi({ "GET /api/admin/package-requests": { requests: [CHILD] }, "GET /api/credit-kinds": KINDS });
    await renderScreen(<PendingRequestsPanel />, { lang });
    expect(await screen.findByText(ASKED[lang], {}, SLOW)).toBeVisible();
    expect(screen.queryByText(/dependants\.invalid/)).toBeNull();
  });
});
