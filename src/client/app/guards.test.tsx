import { screen, waitFor } from "@testing-library/react";
import { useCallback } from "react";
import { Route, Routes, useLocation, useNavigate, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { refusal, stubApi } from "../test/api";
import { renderScreen } from "../test/render";
import { SITE } from "../test/site";
import AccountPage from "./AccountPage";
import { RequireMember, RequireStaff } from "./guards";
import { HomePage } from "./HomePage";

/** A chain of answers (a save, then a read) on a loaded machine. */
const SLOW = { timeout: 5000 };

/** The home page as the router draws it (router.tsx's RoutedHome). */
function Home() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const go = useNavigate();
  const clearParams = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return <HomePage nav={{ params, clearParams, state: location.state, go }} />;
}

const MEMBER = {
  id: "u1",
  email: "maria@x.test",
  name: "Μαρία Π",
  role: "user",
  language: "gr",
  hasCompletedFitnessQuestionnaire: true,
  hasActiveNutrition: false,
};

const TEXT = {
  gr: { out: "Αποσυνδέθηκες.", login: "Πρέπει να συνδεθείς.", first: "Συνδέσου για να δεις αυτή τη σελίδα." },
  en: { out: "You are logged out.", login: "Please log in.", first: "Please log in to see that page." },
};

/**
 * The account page's server: who is signed in answers `signedIn()`; once the session has ended
 * (a password changed on another device) every member read is refused with 401, as the server does.
 */
function server(signedIn: () => boolean) {
  return stubApi({
    "GET /api/me": () => ({ user: signedIn() ? MEMBER : null }),
    "GET /api/site": SITE,
    "GET /api/announcements/current": { announcements: [] },
    "*": () => refusal(401, "UNAUTHORIZED"),
  });
}

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

describe("a member whose session ends", () => {
  it.each(["gr", "en"] as const)(
    "is told once that they were signed out, on the home page, not once per panel (%s)",
    async (lang) => {
      // /api/me said 'signed in' when the page opened; then the password changed on another device.
      let reads = 0;
      server(() => reads++ === 0);
      const { client } = await renderScreen(screens, { lang, path: "/account" });
      expect(await screen.findByText(TEXT[lang].out, {}, SLOW)).toBeVisible();
      // Every read the account page started has been refused and heard: a second notice would be up.
      await waitFor(() => expect(client.isFetching()).toBe(0));
      expect(screen.getAllByText(TEXT[lang].out)).toHaveLength(1);
      expect(screen.queryByText(TEXT[lang].login)).toBeNull();
      // Home, signed out: the log-in button is offered.
      expect(
        screen.getByRole("button", { name: lang === "gr" ? "Σύνδεση / Εγγραφή" : "Log in / Sign up" }),
      ).toBeVisible();
    },
  );

  it("who opens a member page signed out is asked once to log in", async () => {
    server(() => false);
    const { client } = await renderScreen(screens, { path: "/account" });
    expect(await screen.findByText(TEXT.gr.first, {}, SLOW)).toBeVisible();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getAllByText(TEXT.gr.first)).toHaveLength(1);
    expect(screen.queryByText(TEXT.gr.out)).toBeNull();
  });

  it("a refusal that is not the session's end leaves the page where it is", async () => {
    // Still signed in: a 401 from one read (a wrong password, say) does not send the member home.
    server(() => true);
    const { client } = await renderScreen(screens, { path: "/account" });
    await waitFor(() => expect(screen.getAllByText(TEXT.gr.login).length).toBeGreaterThan(0), SLOW);
    expect(screen.queryByText(TEXT.gr.out)).toBeNull();
    expect(client.getQueryData(["me"])).toEqual({ user: MEMBER });
  });
});

describe("a staff screen opened by another role", () => {
  const staffScreens = (
    <Routes>
      <Route path="/" element={<p>home</p>} />
      <Route
        path="/admin-settings"
        element={
          <RequireStaff can="settings">
            <p>the studio's rules</p>
          </RequireStaff>
        }
      />
      <Route
        path="/admin-coaching"
        element={
          <RequireStaff can="coaching">
            <p>the coach's list</p>
          </RequireStaff>
        }
      />
    </Routes>
  );
  const as = (role: string) =>
    stubApi({ "GET /api/me": { user: { ...MEMBER, role } }, "*": () => refusal(403, "FORBIDDEN") });

  it.each([
    ["gr", "Δεν είναι για τον ρόλο σου", "Πίσω στη διαχείριση"],
    ["en", "Not for your role", "Back to administration"],
  ] as const)("says it is not for their role, with the way back (%s)", async (lang, title, back) => {
    as("trainer");
    await renderScreen(staffScreens, { lang, path: "/admin-settings" });
    expect(await screen.findByRole("heading", { name: title }, SLOW)).toBeVisible();
    expect(screen.getByRole("link", { name: back })).toHaveAttribute("href", "/admin");
    expect(screen.queryByText("the studio's rules")).toBeNull();
  });

  it("opens the screens of the role, and sends a member home", async () => {
    as("trainer");
    await renderScreen(staffScreens, { path: "/admin-coaching" });
    expect(await screen.findByText("the coach's list", {}, SLOW)).toBeVisible();
    as("user");
    await renderScreen(staffScreens, { path: "/admin-coaching" });
    expect(await screen.findByText("home", {}, SLOW)).toBeVisible();
  });
});
