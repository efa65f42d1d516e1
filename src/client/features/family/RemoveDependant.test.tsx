import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import FamilyPage from "./FamilyPage";

/**
 * Removing a dependant asks first, saying what it does (deleted for good without a sign-in of their
 * own, a member of their own with one), and shows the server's refusal naming why.
 */
const SLOW = { timeout: 5000 };
const child = (id: string, firstName: string, hasSignIn: boolean) => ({
  id,
  firstName,
  lastName: "Pappa",
  name: `${firstName} Pappa`,
  age: hasSignIn ? 17 : 12,
  hasSignIn,
  email: hasSignIn ? "nikos@example.com" : null,
  signInInvitedAt: null,
});
const FAMILY = {
  dependants: [child("c1", "Eleni", false), child("c2", "Nikos", true)],
  minimumAge: 16,
  consentAge: 18,
  max: 8,
  mayAdd: true,
  guardian: null,
};
const T = {
  gr: {
    removeEleni: "Αφαίρεση: Eleni",
    removeNikos: "Αφαίρεση: Nikos",
    confirm: "Αφαίρεση από την οικογένεια",
    gone: /Δεν έχει δική του\/της είσοδο, οπότε ο λογαριασμός διαγράφεται οριστικά/,
    refused:
      "Συνεδρίες που απομένουν για Eleni: 8. Θα χάνονταν: χρησιμοποίησέ τις ή μίλησε με τη γραμματεία.",
    keeps: /Κρατά τη δική του\/της είσοδο/,
    own: "Nikos: πλέον μέλος με δικό του/της λογαριασμό.",
  },
  en: {
    removeEleni: "Remove Eleni from the family",
    removeNikos: "Remove Nikos from the family",
    confirm: "Remove from the family",
    gone: /They have no sign-in of their own, so their account is deleted for good/,
    refused: "Sessions Eleni still has: 8. They would be lost: use them, or ask the front desk.",
    keeps: /They keep their own sign-in, bookings and sessions/,
    own: "Nikos is now a member of their own.",
  },
};

describe("removing a dependant", () => {
  it.each(["gr", "en"] as const)(
    "asks, says what happens, and shows a refusal's reason (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/me": { user: { id: "p1", name: "Maria Pappa", role: "user", email: "m@example.com" } },
        "GET /api/family": FAMILY,
        "GET /api/family/bookings": { bookings: [] },
        "DELETE /api/family/dependants/c1": refusal(409, "FAMILY_REMOVE_HAS_CREDITS", {
          name: "Eleni",
          sessions: 8,
        }),
        "DELETE /api/family/dependants/c2": { removed: "own", family: { ...FAMILY, dependants: [] } },
      });
      const { user } = await renderScreen(<FamilyPage />, { lang });
      const removals = () => calls.filter((c) => c.key.startsWith("DELETE"));

      await user.click(await screen.findByRole("button", { name: T[lang].removeEleni }, SLOW));
      let dialog = await screen.findByRole("dialog");
      await waitFor(() => expect(within(dialog).getByText(T[lang].gone)).toBeVisible(), SLOW);
      expect(removals()).toHaveLength(0);
      await user.click(within(dialog).getByRole("button", { name: T[lang].confirm }));
      expect(await screen.findByText(T[lang].refused, {}, SLOW)).toBeVisible();

      await user.click(screen.getByRole("button", { name: T[lang].removeNikos }));
      dialog = await screen.findByRole("dialog");
      await waitFor(() => expect(within(dialog).getByText(T[lang].keeps)).toBeVisible(), SLOW);
      await user.click(within(dialog).getByRole("button", { name: T[lang].confirm }));
      expect(await screen.findByText(T[lang].own, {}, SLOW)).toBeVisible();
      expect(removals().map((c) => c.key)).toEqual([
        "DELETE /api/family/dependants/c1",
        "DELETE /api/family/dependants/c2",
      ]);
    },
  );
});
