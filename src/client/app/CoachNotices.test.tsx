import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal, stubApi } from "../test/api";
import { renderScreen } from "../test/render";
import CoachNotices from "./CoachNotices";
import type { HomeNav } from "./homeNav";

const PROGRAM = "00000000-0000-4000-8000-000000000002";
const PLAN = "00000000-0000-4000-8000-000000000003";
const nav = (): HomeNav => ({
  params: new URLSearchParams(),
  clearParams: vi.fn(),
  state: null,
  go: vi.fn(),
});

/** The server's notices, both unseen until a PUT marks one. */
function notices(answerPut: (kind: string) => Response = () => new Response(null, { status: 204 })) {
  const seen = new Set<string>();
  const put = (kind: string) => () => {
    const res = answerPut(kind);
    if (res.ok) seen.add(kind);
    return res;
  };
  return stubApi({
    "GET /api/me/coach-notices": () => ({
      program: seen.has("program") ? null : { id: PROGRAM, version: 3, changedOn: "2026-11-24" },
      nutrition: seen.has("nutrition") ? null : { id: PLAN, changedOn: "2026-11-20" },
    }),
    "PUT /api/me/coach-notices/program": put("program"),
    "PUT /api/me/coach-notices/nutrition": put("nutrition"),
  });
}

describe("the home's notices of the coach's changes", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      "gr",
      /^Ο προπονητής σου άλλαξε το πρόγραμμά σου στις 24 Νοε 2026 \(έκδοση 3\)\.$/,
      /πλάνο διατροφής σου στις 20 Νοε 2026/,
      "Το είδα",
    ],
    [
      "en",
      /^Your coach changed your program on 24 Nov 2026 \(version 3\)\.$/,
      /nutrition plan on 20 Nov 2026/,
      "Got it",
    ],
  ] as const)(
    "link to the changed screen and go once marked seen (%s)",
    async (lang, program, nutrition, gotIt) => {
      const calls = notices();
      const home = nav();
      const { user } = await renderScreen(<CoachNotices nav={home} />, { lang });
      const programLink = await screen.findByRole("link", { name: program });
      expect(programLink).toHaveAttribute("href", "/my-workouts");
      expect(screen.getByRole("link", { name: nutrition })).toHaveAttribute("href", "/my-nutrition");

      await user.click(programLink);
      expect(home.go).toHaveBeenCalledWith("/my-workouts");

      const buttons = screen.getAllByRole("button", { name: gotIt });
      expect(buttons[0]).toHaveAccessibleDescription(program);
      expect(buttons[1]).toHaveAccessibleDescription(nutrition);
      await user.click(buttons[1]!);
      expect(calls.find((c) => c.key === "PUT /api/me/coach-notices/nutrition")?.body).toEqual({ id: PLAN });
      await vi.waitFor(() => expect(screen.queryByRole("link", { name: nutrition })).toBeNull());
      expect(screen.getByRole("link", { name: program })).toBeVisible();
    },
  );

  it("says so when the mark was not saved, and keeps the notice", async () => {
    notices(() => refusal(503, "DATABASE_UNAVAILABLE"));
    const { user } = await renderScreen(<CoachNotices nav={nav()} />, { lang: "en" });
    await user.click((await screen.findAllByRole("button", { name: "Got it" }))[0]!);
    expect(await screen.findByRole("alert")).toHaveTextContent("That was not saved; please try again.");
    expect(screen.getByRole("link", { name: /changed your program/ })).toBeVisible();
  });

  it("draws nothing when nothing is unseen", async () => {
    stubApi({ "GET /api/me/coach-notices": { program: null, nutrition: null } });
    const { container } = await renderScreen(<CoachNotices nav={nav()} />, { lang: "gr" });
    await vi.waitFor(() => expect(container.querySelector("section")).toBeNull());
    expect(screen.queryByRole("link")).toBeNull();
  });
});
