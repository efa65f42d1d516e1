import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../shared/i18n";
import { en } from "../../shared/locales/en";
import { gr } from "../../shared/locales/gr";
import type { TermsAnswer } from "../../shared/schemas/terms";
import { defaultIdentity, siteAnswer } from "../domain/studio-identity";
import { pageHtml } from "../page-html";
import { loadConfig } from "../platform/config";
import { escapeHtml } from "../platform/html";
import { CLIENT_PATHS, withStudio } from "./pages";

const INDEX = `<!doctype html><html lang="el"><head><title>Kinisi</title>
<meta name="description" content="x" />
<script type="module" crossorigin src="/assets/index-NEW.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-NEW.js">
</head><body><div id="root"></div></body></html>`;

const MESSAGES = { gr, en };
const SITE = siteAnswer(defaultIdentity(loadConfig({ SITE_OPEN: "true" })));
const TERMS: TermsAnswer = {
  legalName: "Κίνηση Πάτρας ΙΚΕ",
  vatNumber: "EL123456789",
  address: "Μαιζώνος 10",
  addressEn: "Maizonos 10",
  minimumAge: 15,
  consentAge: 17,
  retentionMonths: 36,
  paragraphs: { gr: "Τα ντουλάπια αδειάζουν.", en: "Lockers are emptied." },
  updated: "2026-04-01",
};
const draw = (path: string, lang: Lang, signedIn = false) =>
  pageHtml(INDEX, new URL(path, "https://kinisi.example.gr"), lang, {
    signedIn,
    site: SITE,
    ...(path === "/terms" ? { terms: TERMS } : {}),
  });
/** The first paint alone: what stands before `#root`, or inside it on the home page. */
const firstPaint = (html: string) => /<body>([\s\S]*)<\/body>/.exec(html)![1]!;

/** Each public page and the title and first text its screen draws, in the words of that language. */
const PAGES: [string, (m: typeof gr) => string[]][] = [
  ["/", (m) => [m.common.appName, m.home.tagline]],
  [
    "/about",
    (m) => [
      m.site.about.title,
      m.site.about.storyTitle,
      ...m.site.about.story.map((p) => withStudio(p, SITE)),
    ],
  ],
  [
    "/terms",
    (m) => [
      m.terms.title,
      m.terms.sections[0]!.heading,
      m.terms.sections[0]!.body.replace("{{minimumAge}}", "15").replace("{{consentAge}}", "17"),
      m.terms.own,
    ],
  ],
  ["/reset-password", (m) => [m.auth.resetTitle, m.auth.resetInvalid]],
  ["/unsubscribe", (m) => [m.massMail.unsubscribe.title, m.massMail.unsubscribe.text]],
  ["/questionnaire", (m) => [m.questionnaires.nutritionTitle, m.questionnaires.loginRequired]],
  ["/fitness-questionnaire", (m) => [m.questionnaires.fitnessTitle, m.questionnaires.loginRequired]],
  ["/no-such-page", (m) => [m.common.notFoundTitle, m.common.notFoundBack]],
];

describe("the first paint of the public pages", () => {
  it.each(
    PAGES.flatMap(([path, texts]) => (["gr", "en"] as const).map((lang) => [path, lang, texts] as const)),
  )("%s in %s draws its title and first text, and loads the app after it", (path, lang, texts) => {
    const html = draw(path, lang);
    const paint = firstPaint(html);
    for (const t of texts(MESSAGES[lang])) expect(paint).toContain(escapeHtml(t));
    const other = texts(MESSAGES[lang === "gr" ? "en" : "gr"]).at(-1)!;
    expect(paint).not.toContain(escapeHtml(other));
    // The entry is imported by the loader once the first paint is on screen, not by a script tag.
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).toContain('import("/assets/index-NEW.js")');
    expect(html).not.toContain('rel="modulepreload" crossorigin href="/assets/vendor-NEW.js"');
  });

  it("stands before #root, out of the flow, on every page but home", () => {
    expect(draw("/about", "gr")).toMatch(
      /<div id="first-paint" style="position:absolute[^"]*">[\s\S]*<\/div><div id="root"><\/div>/,
    );
    expect(draw("/", "gr")).not.toContain("first-paint");
  });

  it("draws what the address asks for: a reset link with a token, a questionnaire signed in", () => {
    expect(draw("/reset-password?token=abc", "gr")).not.toContain(escapeHtml(gr.auth.resetInvalid));
    expect(draw("/reset-password?token=abc&error=INVALID_TOKEN", "gr")).toContain(
      escapeHtml(gr.auth.resetInvalid),
    );
    const signedIn = draw("/questionnaire", "en", true);
    expect(signedIn).toContain(escapeHtml(en.questionnaires.nutritionTitle));
    expect(signedIn).not.toContain(escapeHtml(en.questionnaires.loginRequired));
  });

  it("draws no first paint on the signed-in screens, and the not-found page on an unknown address", () => {
    for (const path of ["/admin", "/admin/photos", "/account", "/admin-coaching/u1", "/My-Workouts/"]) {
      const html = draw(path, "gr");
      expect(html, path).not.toContain("first-paint");
      expect(html, path).toContain('<script type="module" crossorigin src="/assets/index-NEW.js">');
    }
    for (const path of ["/admin/nope", "/admin-coaching/u1/x", "/abouts"])
      expect(draw(path, "en"), path).toContain(escapeHtml(en.common.notFoundTitle));
  });

  it("draws the staff dashboard's and the settings' frame and first line to someone with a session cookie", () => {
    const html = draw("/admin", "en", true);
    expect(html).toContain('<div id="first-paint"');
    expect(html).toContain(escapeHtml(en.admin.title));
    expect(html).toContain(escapeHtml(en.admin.intro));
    expect(draw("/admin-settings", "gr", true)).toContain(escapeHtml(gr.settings.intro));
    expect(draw("/admin/photos", "gr", true)).not.toContain("first-paint");
  });

  it("knows every address of the client's router (the rest draw the not-found page)", () => {
    const router = fs.readFileSync(new URL("../../client/app/router.tsx", import.meta.url), "utf8");
    const paths = [...router.matchAll(/path: "([^"]+)"/g)].map((m) => m[1]).filter((p) => p !== "*");
    expect([...CLIENT_PATHS].sort()).toEqual(paths.sort());
  });
});

describe("a page written with the studio's identity", () => {
  const own = {
    ...SITE,
    name: "Ωμέγα </script><b>Gym",
    color: "#6a1b9a",
    logo: { url: "/api/site/logo?v=abc", width: 600, height: 200 },
    texts: {
      headline: { gr: "Κίνηση για όλους", en: "Movement for everyone" },
      intro: { gr: null, en: null },
      story: {
        gr: "Πρώτη παράγραφος.\n\nΔεύτερη παράγραφος.",
        en: "Πρώτη παράγραφος.\n\nΔεύτερη παράγραφος.",
      },
    },
  };
  const write = (path: string, lang: Lang) =>
    pageHtml(INDEX, new URL(path, "https://kinisi.example.gr"), lang, { site: own });

  it("names the studio in the title and draws its colour, logo and line at the first paint", () => {
    const html = write("/", "en");
    expect(html).toContain(`<title>${escapeHtml(withStudio(en.site.meta.home.title, own))}</title>`);
    expect(html).toContain('<html lang="en" style="--brand:#6a1b9a;');
    const paint = firstPaint(html);
    expect(paint).toContain(
      `<h1 style="font-size:48px;letter-spacing:2px;margin:0">${escapeHtml(own.name)}</h1>`,
    );
    expect(paint).toContain("Movement for everyone");
    expect(paint).not.toContain(escapeHtml(en.home.tagline));
    // Drawn at the size the app draws it (fitted in 240×72), so nothing moves when the app takes over.
    expect(paint).toContain('<img src="/api/site/logo?v=abc" width="216" height="72"');
  });

  it("says 'coming soon' at the first paint until the owner opens the site", () => {
    for (const lang of ["gr", "en"] as const) {
      const html = pageHtml(INDEX, new URL("/", "https://kinisi.example.gr"), lang, {
        site: { ...own, open: false },
      });
      const paint = firstPaint(html);
      expect(paint).toContain(escapeHtml({ gr, en }[lang].home.comingSoon.title));
      expect(paint).not.toContain("Movement for everyone");
    }
  });

  it("carries the studio's answer for the app's first draw, as data no script runs and no name ends early", () => {
    const html = write("/", "gr");
    const block = /<script type="application\/json" id="first-reads">([\s\S]*?)<\/script>/.exec(html)!;
    expect(block[1]).not.toContain("</script>");
    // No session cookie: nobody is signed in, which the app need not ask.
    expect(JSON.parse(block[1]!)).toEqual({ "/api/site": own, "/api/me": { user: null } });
  });

  it("leaves who is signed in to the app when a session cookie came, and carries the page's own answers", () => {
    const html = pageHtml(INDEX, new URL("/about", "https://kinisi.example.gr"), "gr", {
      site: own,
      signedIn: true,
      answers: { "/api/locations": [] },
    });
    const block = /<script type="application\/json" id="first-reads">([\s\S]*?)<\/script>/.exec(html)!;
    expect(JSON.parse(block[1]!)).toEqual({ "/api/site": own, "/api/locations": [] });
  });

  it("draws the owner's story on the about page, paragraph by paragraph", () => {
    const paint = firstPaint(write("/about", "gr"));
    expect(paint).toContain(
      '<p style="margin-bottom:10px">Πρώτη παράγραφος.</p><p style="margin-bottom:10px">Δεύτερη παράγραφος.</p>',
    );
    expect(paint).not.toContain(escapeHtml(withStudio(gr.site.about.story[0]!, own)));
  });

  it("does not carry an answer read from the defaults (the database could not answer)", () => {
    const html = pageHtml(INDEX, new URL("/", "https://kinisi.example.gr"), "gr", {
      site: SITE,
      carry: false,
    });
    expect(html).not.toContain('id="first-reads"');
    expect(firstPaint(html)).toContain(escapeHtml(SITE.name));
  });

  it("fills the terms with the studio's legal details, ages, retention and own words, dated by their change", () => {
    const gr = firstPaint(draw("/terms", "gr"));
    for (const part of [
      "Κίνηση Πάτρας ΙΚΕ",
      "Μαιζώνος 10",
      "ΑΦΜ: EL123456789",
      "36 μήνες",
      "Τα ντουλάπια αδειάζουν.",
      "1 Απριλίου 2026",
    ])
      expect(gr).toContain(part);
    const en = firstPaint(draw("/terms", "en"));
    for (const part of ["Maizonos 10", "over 15", "under 17", "Lockers are emptied.", "1 April 2026"])
      expect(en).toContain(part);
    expect(en).not.toContain("{{");
    // The values travel with the page for the app's first draw.
    expect(draw("/terms", "en")).toContain('"/api/site/terms":');
  });
});
