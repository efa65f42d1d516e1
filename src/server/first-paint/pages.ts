import { termsPage } from "../../shared/domain/terms";
import type { Lang } from "../../shared/i18n";
import { en } from "../../shared/locales/en";
import { gr } from "../../shared/locales/gr";
import { paragraphsOf, type Site } from "../../shared/schemas/site";
import type { TermsAnswer } from "../../shared/schemas/terms";
import { alertHtml, buttonHtml, OVER, pageFrame, text } from "./frame";

const MESSAGES = { gr, en };

/**
 * Every address the client's router knows (`src/client/app/router.tsx`, checked by a test): any
 * other draws the not-found page. React Router matches them ignoring case and a trailing slash.
 */
export const CLIENT_PATHS = [
  "/",
  "/about",
  "/terms",
  "/reset-password",
  "/admin",
  "/admin/photos",
  "/admin/messages",
  "/admin/announcements",
  "/cancellations",
  "/admin-sessions-check",
  "/admin-slot-capacity",
  "/admin-classes",
  "/admin-pilates",
  "/admin-closures",
  "/active-users",
  "/admin-package-edit",
  "/admin-mass-email",
  "/unsubscribe",
  "/admin-attendance",
  "/admin-settings",
  "/admin-identity",
  "/admin-report",
  "/admin-drift",
  "/admin-staff",
  "/staff-invite",
  "/guardian/:token",
  "/admin-import",
  "/admin-data-exports",
  "/admin-activity",
  "/account",
  "/family",
  "/questionnaire",
  "/fitness-questionnaire",
  "/admin/questionnaires",
  "/admin/fitness-questionnaires",
  "/admin-nutrition-create",
  "/admin-nutrition",
  "/nutrition-users",
  "/my-nutrition",
  "/admin-workouts",
  "/admin-coaching",
  "/admin-coaching/:userId",
  "/my-workouts",
  "/my-training",
  "/my-progress",
];

function isClientPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  return CLIENT_PATHS.some((p) =>
    p.includes(":") ? new RegExp(`^${p.replace(/:[^/]+/g, "[^/]+")}$`).test(path) : p === path,
  );
}

type Visit = { url: URL; lang: Lang; signedIn: boolean; site: Site; terms?: TermsAnswer };

/** A locale text with the studio's name in it (`{{studio}}`: the pages' titles, the standard story). */
export const withStudio = (textWithName: string, site: Pick<Site, "name">) =>
  textWithName.replaceAll("{{studio}}", site.name);
type Shell = (v: Visit) => string;

/** A questionnaire: signed out (no session cookie at all), the gate's alert and log-in button. */
const questionnaire =
  (title: "nutritionTitle" | "fitnessTitle"): Shell =>
  ({ lang, signedIn }) => {
    const m = MESSAGES[lang];
    const body = signedIn
      ? ""
      : `<div style="display:flex;flex-direction:column;align-items:flex-start;gap:16px">${alertHtml(m.questionnaires.loginRequired, "yellow")}${buttonHtml(m.auth.logIn)}</div>`;
    return pageFrame(lang, { back: m.common.back, title: m.questionnaires[title], body });
  };

/** The first paint of each public page but home (page-html.ts draws that one), as its screen draws it. */
const SHELLS: Record<string, Shell> = {
  "/about": ({ lang, site }) => {
    const a = MESSAGES[lang].site.about;
    // The owner's story (decision 048), else the standard one with the studio's name.
    const own = site.texts.story[lang];
    const paragraphs = own ? paragraphsOf(own) : a.story.map((p) => withStudio(p, site));
    const story = paragraphs.map((p) => `<p style="margin-bottom:10px">${text(p)}</p>`).join("");
    const body = `<section><h2 style="font-size:20px;margin-bottom:10px">${text(a.storyTitle)}</h2>${story}</section>`;
    return pageFrame(lang, { back: MESSAGES[lang].common.back, title: a.title, body, size: "md" });
  },
  "/terms": ({ lang, terms }) => {
    const t = MESSAGES[lang].terms;
    // Without the terms' values (the database could not answer) the app draws the page itself.
    if (!terms) return pageFrame(lang, { back: MESSAGES[lang].common.back, title: t.title, body: "" });
    const page = termsPage(t, terms, lang);
    const sections = page.sections
      .map(
        (s) =>
          `<section><h2 style="font-size:18px;margin-bottom:4px">${text(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${text(p)}</p>`).join("")}</section>`,
      )
      .join("");
    const updated = `<p class="fp-sm" style="color:#495057">${text(page.updated)}</p>`;
    return pageFrame(lang, {
      back: MESSAGES[lang].common.back,
      title: t.title,
      body: `<div class="fp-s">${updated}${sections}</div>`,
    });
  },
  "/reset-password": ({ url, lang }) => {
    const m = MESSAGES[lang];
    const invalid = !url.searchParams.get("token") || url.searchParams.has("error");
    const body = invalid ? alertHtml(m.auth.resetInvalid, "red") : "";
    return pageFrame(lang, { back: m.common.back, title: m.auth.resetTitle, body, size: "xs" });
  },
  "/unsubscribe": ({ lang }) => {
    const u = MESSAGES[lang].massMail.unsubscribe;
    const body = `<div style="display:flex;flex-direction:column;align-items:flex-start;gap:10px"><p>${text(u.text)}</p>${buttonHtml(u.button)}</div>`;
    return pageFrame(lang, { back: MESSAGES[lang].common.back, title: u.title, body });
  },
  // Staff's dashboard and the owner's settings, to someone who came with a session cookie: the
  // frame and first line, drawn seconds before the staff app can draw them (decision 054).
  "/admin": ({ lang, signedIn }) => {
    if (!signedIn) return "";
    const m = MESSAGES[lang];
    const body = `<p>${text(m.admin.intro)}</p>`;
    return pageFrame(lang, { back: m.common.back, title: m.admin.title, body, size: "lg" });
  },
  "/admin-settings": ({ lang, signedIn }) => {
    if (!signedIn) return "";
    const m = MESSAGES[lang];
    const body = `<p>${text(m.settings.intro)}</p>`;
    return pageFrame(lang, { back: m.common.back, title: m.settings.title, body, size: "md" });
  },
  "/questionnaire": questionnaire("nutritionTitle"),
  "/fitness-questionnaire": questionnaire("fitnessTitle"),
};

/**
 * `NotFoundPage`: Container xs with 32 px above, the h1 at 34 px and the link home. Marked, so the
 * client draws its plain page at once, before the router that knows the addresses (lightPages.tsx).
 */
function notFound({ lang }: Visit): string {
  const c = MESSAGES[lang].common;
  return `<div id="first-paint" data-page="not-found" style="${OVER}"><div style="max-width:540px;margin:0 auto;padding:32px 16px;display:flex;flex-direction:column;gap:16px"><h1 style="margin:0;font-size:34px;line-height:1.3;font-weight:700">${text(c.notFoundTitle)}</h1><a href="/" style="color:var(--brand,#0b5e55);text-decoration:none">${text(c.notFoundBack)}</a></div></div>`;
}

/** The plain-HTML first paint of a public page other than home, or "" (home, the signed-in screens). */
export function firstPaintOf(visit: Visit): string {
  const path = visit.url.pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const shell = SHELLS[path];
  if (shell) return shell(visit);
  return isClientPath(visit.url.pathname) ? "" : notFound(visit);
}
