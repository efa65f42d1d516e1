import { act, screen, waitFor } from "@testing-library/react";
import { useCallback } from "react";
import { Route, Routes, useLocation, useNavigate, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { stubApi } from "../test/api";
import { renderScreen } from "../test/render";
import { SITE } from "../test/site";
import AccountPage from "./AccountPage";
import { RequireMember } from "./guards";
import { HomePage } from "./HomePage";

/**
 * Signing out on a shared phone: the next person who signs in must never see what the
 * previous member's session read. The account lives under ["me", "account"]; the home page's
 * sign-out used to keep every key under ["me", …], so the next member's account page drew the
 * previous member's package while their own was loading.
 */

const SLOW = { timeout: 5000 };

function Home() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const go = useNavigate();
  const clearParams = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return <HomePage nav={{ params, clearParams, state: location.state, go }} />;
}

const person = (id: string, name: string) => ({
  id,
  email: `${id}@x.test`,
  name,
  role: "user",
  language: "gr",
  hasCompletedFitnessQuestionnaire: true,
  hasActiveNutrition: false,
});
const MARIA = person("maria", "Μαρία Π");
const NIKOS = person("nikos", "Νίκος Κ");

const MARIAS_ACCOUNT = {
  account: {
    credits: [{ kind: "gym", sessions: 7, expiresOn: "2030-12-31", expired: false }],
    packageName: "Πακέτο της Μαρίας",
    packagePurchasedOn: "2030-11-01",
    nutritionName: null,
    nutritionExpiresOn: null,
    nutritionExpired: false,
  },
  pendingRequest: null,
  ledger: [],
};

const TEXT = {
  gr: { back: "Πίσω", logout: "Αποσύνδεση", out: "Αποσυνδέθηκες.", account: "Ο λογαριασμός μου" },
  en: { back: "Back", logout: "Log out", out: "You are logged out.", account: "My account" },
};

/** Never answers: the next member's reads still on their way (a slow phone network). */
const pending = () => new Promise<never>(() => undefined);

const screens = (
  <Routes>
    <Route path="/" element={<Home />} />
    <Route
      path="/account"
      element={
        <RequireMember>
          <AccountPage />
        </RequireMember>
      }
    />
  </Routes>
);

describe("signing out from the home page", () => {
  it.each(["gr", "en"] as const)(
    "forgets the member's account: the next member never sees it (%s)",
    async (lang) => {
      const T = TEXT[lang];
      let who: typeof MARIA | null = MARIA;
      const calls = stubApi({
        "GET /api/me": () => ({ user: who }),
        "GET /api/me/account": () => (who === MARIA ? MARIAS_ACCOUNT : pending()),
        "POST /api/auth/sign-out": () => {
          who = null;
          return { success: true };
        },
        "GET /api/site": SITE,
        "GET /api/announcements/current": { announcements: [] },
        "*": pending,
      });
      const { user, client } = await renderScreen(screens, { lang, path: "/account" });

      // Maria reads her account, goes home and signs out.
      expect(await screen.findByText(MARIAS_ACCOUNT.account.packageName, {}, SLOW)).toBeVisible();
      await user.click(screen.getByRole("link", { name: T.back }));
      await user.click((await screen.findAllByRole("button", { name: T.logout }, SLOW))[0]!);
      expect(await screen.findByText(T.out)).toBeVisible();
      expect(calls.some((c) => c.key === "POST /api/auth/sign-out")).toBe(true);

      // Nikos signs in on the same phone (the log-in window refreshes who is signed in) and opens his account.
      who = NIKOS;
      await act(() => client.invalidateQueries({ queryKey: ["me"] }));
      await user.click(await screen.findByRole("link", { name: T.account }, SLOW));
      const loading = lang === "gr" ? "Φόρτωση…" : "Loading…";
      expect((await screen.findAllByRole("status", { name: loading }, SLOW)).length).toBeGreaterThan(0);
      // Nikos's own read of the account is under way (it never answers here): what the screen shows
      // meanwhile is all it has, and Maria's account is not among it.
      await waitFor(() => expect(calls.filter((c) => c.key === "GET /api/me/account")).toHaveLength(2));
      expect(screen.queryByText(MARIAS_ACCOUNT.account.packageName)).toBeNull();
      expect(client.getQueryData(["me", "account"])).toBeUndefined();
    },
  );
});
