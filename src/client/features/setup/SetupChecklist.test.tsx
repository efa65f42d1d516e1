import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SETUP_STEPS, type SetupChecklist as Steps } from "../../../shared/schemas/setup";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { setupKeys } from "./queries";
import { SetupChecklist } from "./SetupChecklist";

const HALF: Steps = {
  identity: true,
  rules: false,
  schedules: true,
  packages: false,
  staff: false,
  members: true,
  site: false,
  start: "example",
};

const T = {
  gr: {
    title: "Πρώτα βήματα",
    progress: "3 από 7 έτοιμα",
    staff: "Πρόσκληση προσωπικού",
    identity: "Όνομα και στοιχεία του στούντιο",
    site: "Άνοιγμα της σελίδας στους επισκέπτες",
    done: "έτοιμο",
    todo: "εκκρεμεί",
  },
  en: {
    title: "First steps",
    progress: "3 of 7 done",
    staff: "Invite your staff",
    identity: "The studio's name and contact details",
    site: "Open the site to visitors",
    done: "done",
    todo: "to do",
  },
};

describe("the owner's setup checklist", () => {
  it.each(["gr", "en"] as const)(
    "ticks the steps the data says are done, each a link to its screen (%s)",
    async (lang) => {
      stubApi({ "GET /api/admin/setup-checklist": HALF });
      await renderScreen(<SetupChecklist />, { lang });
      expect(await screen.findByText(T[lang].title)).toBeVisible();
      expect(screen.getByText(T[lang].progress)).toBeVisible();
      expect(screen.getAllByRole("listitem")).toHaveLength(SETUP_STEPS.length);
      expect(screen.getByRole("link", { name: T[lang].staff })).toHaveAttribute("href", "/admin-staff");
      expect(screen.getByRole("link", { name: T[lang].site })).toHaveAttribute("href", "/admin-identity");
      const identity = screen.getByRole("link", { name: T[lang].identity }).closest("li")!;
      expect(identity).toHaveTextContent(T[lang].done);
      const staff = screen.getByRole("link", { name: T[lang].staff }).closest("li")!;
      expect(staff).toHaveTextContent(T[lang].todo);
    },
  );

  it.each(["gr", "en"] as const)("is gone once every step is done (%s)", async (lang) => {
    stubApi({
      "GET /api/admin/setup-checklist": {
        ...Object.fromEntries(SETUP_STEPS.map((s) => [s, true])),
        start: "empty",
      },
    });
    const { container, client } = await renderScreen(<SetupChecklist />, { lang });
    // The answer is in (waitFor flushes the render it causes), and nothing is drawn.
    await waitFor(() => expect(client.getQueryData(setupKeys.checklist)).toBeDefined());
    expect(screen.queryByText(T[lang].title)).toBeNull();
    expect(container.querySelector("li")).toBeNull();
  });

  it.each(["gr", "en"] as const)(
    "asks a new install's owner to start empty or load the example, once (%s)",
    async (lang) => {
      const ask = { ...HALF, start: "ask" };
      const calls = stubApi({
        "GET /api/admin/setup-checklist": () => ask,
        "POST /api/admin/first-run": () => {
          ask.start = "empty";
          return new Response(null, { status: 204 });
        },
      });
      const { user } = await renderScreen(<SetupChecklist />, { lang });
      const empty = lang === "gr" ? "Ξεκίνα από το μηδέν" : "Start empty";
      await user.click(await screen.findByRole("button", { name: empty }));
      await waitFor(() => expect(screen.getByText(T[lang].title)).toBeVisible());
      expect(calls.filter((c) => c.key === "POST /api/admin/first-run")).toMatchObject([
        { body: { choice: "empty" } },
      ]);
      expect(screen.queryByRole("button", { name: empty })).toBeNull();
    },
  );
});
