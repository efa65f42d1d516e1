import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SPEC_RULES } from "../../shared/domain/studio-rules";
import { en } from "../../shared/locales/en";
import { gr } from "../../shared/locales/gr";
import { stubApi } from "../test/api";
import { renderPlain } from "../test/render";
import { SITE } from "../test/site";
import { lightScreenOf } from "./lightPages";

/**
 * The public pages of text as a visit that starts on them draws them (decision 054): rendered here
 * with the texts alone, so a page that uses Mantine, TanStack Query or the router's hooks again
 * throws (no provider) and fails. Their script chunks in a real browser: e2e/light-pages.spec.ts.
 */
const M = { gr, en };
const TERMS = {
  legalName: "Kinisi IKE",
  vatNumber: "EL123456789",
  address: "Αθήνα",
  addressEn: "Athens",
  minimumAge: 16,
  consentAge: 18,
  retentionMonths: 24,
  paragraphs: { gr: "Δικοί μας όροι.", en: "Our own terms." },
  updated: "2026-03-05",
};
const at = (pathname: string, search = "") => lightScreenOf({ pathname, search });

describe.each(["gr", "en"] as const)("public pages of text without the app around them (%s)", (lang) => {
  const m = M[lang];
  let calls: ReturnType<typeof stubApi>;
  beforeEach(() => {
    calls = stubApi({
      "GET /api/me": { user: null },
      "GET /api/site": SITE,
      "GET /api/studio-rules": SPEC_RULES,
      "GET /api/site/terms": TERMS,
      "POST /api/unsubscribe": new Response(
        JSON.stringify({ error: { code: "UNSUBSCRIBE_TOKEN_INVALID" } }),
        {
          status: 400,
        },
      ),
    });
  });
  afterEach(() => {
    document.getElementById("first-paint")?.remove();
    window.history.replaceState(null, "", "/");
  });

  it("about: the story, the services, the hours from the studio's rules (plain fetch) and the way to write", async () => {
    await renderPlain(at("/about"), { lang });
    // The page's chunk and its texts load first (lazy), slow on a busy machine.
    const title = await screen.findByRole(
      "heading",
      { level: 1, name: m.site.about.title },
      { timeout: 5000 },
    );
    expect(title).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 3, name: m.site.about.services[0]!.name }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("rowheader", { name: /–/ })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: m.site.about.contactUs })).toBeInTheDocument();
  });

  it("terms: the studio's details, every section, its own paragraphs, dated by the last change", async () => {
    await renderPlain(at("/terms/"), { lang });
    expect(await screen.findByRole("heading", { level: 1, name: m.terms.title })).toBeInTheDocument();
    // The studio's section, the template's sections, the owner's own paragraphs.
    expect(await screen.findAllByRole("heading", { level: 2 })).toHaveLength(m.terms.sections.length + 2);
    expect(screen.getByText(/EL123456789/)).toBeInTheDocument();
    expect(screen.getByText(TERMS.paragraphs[lang])).toBeInTheDocument();
    expect(screen.getByText(/2026/)).toBeInTheDocument();
  });

  it("unsubscribe: the press is answered beside the button, in the page's language", async () => {
    window.history.replaceState(null, "", "/unsubscribe?token=nope");
    const { user } = await renderPlain(at("/unsubscribe", "?token=nope"), { lang });
    await user.click(await screen.findByRole("button", { name: m.massMail.unsubscribe.button }));
    expect(await screen.findByRole("alert")).toHaveTextContent(m.errors.UNSUBSCRIBE_TOKEN_INVALID);
    const sent = calls.find((c) => c.key === "POST /api/unsubscribe");
    expect(sent?.url.searchParams.get("token")).toBe("nope");
  });

  it("a reset link without its token says it no longer works; one with a token waits for the router", async () => {
    await renderPlain(at("/reset-password"), { lang });
    expect(await screen.findByRole("alert")).toHaveTextContent(m.auth.resetInvalid);
    expect(at("/reset-password", "?token=abc")).toBeNull();
  });

  it("an address the server drew as not found; any other address waits for the router", async () => {
    expect(at("/no-such-page")).toBeNull();
    expect(at("/admin")).toBeNull();
    const firstPaint = document.createElement("div");
    firstPaint.id = "first-paint";
    firstPaint.dataset.page = "not-found";
    document.body.append(firstPaint);
    await renderPlain(at("/no-such-page"), { lang });
    expect(
      await screen.findByRole("heading", { level: 1, name: m.common.notFoundTitle }),
    ).toBeInTheDocument();
    // Drawn, the page removes the server's first paint.
    expect(document.getElementById("first-paint")).toBeNull();
  });
});
