import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import ActivityPage, { detailsText } from "./ActivityPage";

const entry = (over: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  at: "2025-09-01T07:00:00.000Z",
  actorId: "t1",
  actorName: "Τάσος Προπονητής",
  memberId: "m1",
  memberName: "Μαρία Π",
  kind: "credits",
  details: { credit: "gym", before: 5, after: 6 },
  ...over,
});

describe("the owner's activity log", () => {
  it.each(["gr", "en"] as const)("lists who did what for whom, and filters by kind (%s)", async (lang) => {
    const calls = stubApi({
      "GET /api/admin/activity": ({ url }: { url: URL }) => ({
        items:
          url.searchParams.get("kind") === "role"
            ? [entry({ kind: "role", details: { before: "user", after: "trainer" } })]
            : [
                entry({}),
                entry({ kind: "booking", memberId: null, memberName: "", details: { guest: "Γιώργος" } }),
              ],
        total: 2,
        page: 1,
        pageSize: 50,
      }),
      "*": { items: [] },
    });
    const { user } = await renderScreen(<ActivityPage />, { lang, path: "/admin-activity" });
    expect(await screen.findByText("5 → 6 · credit: gym")).toBeVisible();
    expect(screen.getAllByText("Τάσος Προπονητής")).toHaveLength(2);
    expect(screen.getByText(lang === "gr" ? "επισκέπτης Γιώργος" : "guest Γιώργος")).toBeVisible();
    await user.selectOptions(screen.getByLabelText(lang === "gr" ? "Ενέργεια" : "What"), "role");
    expect(await screen.findByText("user → trainer")).toBeVisible();
    await waitFor(() =>
      expect(
        calls.some((c) => c.key === "GET /api/admin/activity" && c.url.searchParams.get("kind") === "role"),
      ).toBe(true),
    );
  });

  it("writes before → after first, then the rest", () => {
    expect(detailsText({ before: null, after: "approved", package: "Pro 16" })).toBe(
      "— → approved · package: Pro 16",
    );
    expect(detailsText({ date: "2025-09-02" })).toBe("date: 2025-09-02");
  });
});
