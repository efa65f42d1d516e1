import { brandVariables } from "../shared/domain/brand-colour";
import { logoDrawSize } from "../shared/domain/logo";
import { HTML_LANG, type Lang } from "../shared/i18n";
import { en } from "../shared/locales/en";
import { gr } from "../shared/locales/gr";
import type { Site } from "../shared/schemas/site";
import type { TermsAnswer } from "../shared/schemas/terms";
import { firstPaintOf, withStudio } from "./first-paint/pages";
import { escapeHtml } from "./platform/html";

type MetaPage = keyof typeof gr.site.meta;
const MESSAGES = { gr, en };
const OG_LOCALE: Record<Lang, string> = { gr: "el_GR", en: "en_GB" };
function metaPageOf(pathname: string): MetaPage {
  if (pathname === "/about") return "about";
  if (pathname === "/terms") return "terms";
  if (pathname.startsWith("/admin")) return "admin";
  return "home";
}

/**
 * The home page's first paint, in plain HTML until the app takes over: the same background, logo,
 * name, line and short text at the same place as `HomePage` (header 69 px, then 48 px), in the
 * studio's colour, so the phone shows the studio at once instead of a blank page while the
 * JavaScript loads.
 */
function homeShell(lang: Lang, site: Site): string {
  const m = MESSAGES[lang];
  const logo = site.logo
    ? (() => {
        const size = logoDrawSize(site.logo.width, site.logo.height);
        return `<img src="${escapeHtml(site.logo.url)}" width="${size.width}" height="${size.height}" alt="" style="display:block;max-width:100%;height:auto">`;
      })()
    : "";
  // Before the owner opens the site the page says "coming soon" (decision 051), and so does its first paint.
  const intro = site.open ? site.texts.intro[lang] : m.home.comingSoon.text;
  const line = site.open ? (site.texts.headline[lang] ?? m.home.tagline) : m.home.comingSoon.title;
  return `<div style="min-height:100dvh;color:#fff;background:linear-gradient(160deg,var(--brand) 0%,var(--brand-deep) 55%,#1a1b1e 100%)"><div style="height:69px"></div><main style="max-width:720px;margin:0 auto;padding:48px 16px 32px;display:flex;flex-direction:column;align-items:center;gap:16px;text-align:center">${logo}<h1 style="font-size:48px;letter-spacing:2px;margin:0">${escapeHtml(site.name)}</h1><p style="margin:0;color:var(--brand-tint)">${escapeHtml(line)}</p>${intro ? `<p style="margin:0;max-width:560px;white-space:pre-line">${escapeHtml(intro)}</p>` : ""}</main></div>`;
}

/** Preloads the modules and imports the entry once the first paint is on screen (or after 1.5 s, e.g. in a background tab). */
const LOADER =
  'let s=0;const go=()=>{if(s)return;s=1;for(const h of DEPS){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}import(ENTRY)};try{new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go)}).observe({type:"paint",buffered:true})}catch{go()}setTimeout(go,1500)';

/**
 * Fetches and starts the app only once the HTML first paint is on screen: on a slow phone the
 * studio's name shows at once instead of waiting for 150 KB of JavaScript (a few ms later on a fast one).
 */
function startAfterFirstPaint(h: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(h);
  if (!entry) return h;
  const deps: string[] = [];
  const rest = h
    .replace(entry[0], "")
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      deps.push(href);
      return "";
    });
  const loader = LOADER.replace("DEPS", JSON.stringify(deps)).replace("ENTRY", JSON.stringify(entry[1]));
  return rest.replace("</head>", `  <script type="module">${loader}</script>\n  </head>`);
}

/**
 * A first paint in HTML: the home page's inside `#root` (its first draw is not lazy and takes its
 * place), any other public page's before `#root` (the screen's first draw removes it, so it stays
 * on screen while the lazy screen loads). Either way the app's JavaScript loads after it is shown.
 */
function withFirstPaint(
  h: string,
  url: URL,
  lang: Lang,
  signedIn: boolean,
  site: Site,
  terms: TermsAnswer | undefined,
): string {
  if (url.pathname === "/")
    return startAfterFirstPaint(h).replace(
      '<div id="root"></div>',
      `<div id="root">${homeShell(lang, site)}</div>`,
    );
  const shell = firstPaintOf({ url, lang, signedIn, site, terms });
  return shell
    ? startAfterFirstPaint(h).replace('<div id="root"></div>', `${shell}<div id="root"></div>`)
    : h;
}

/**
 * The answers the app's first draw reads, carried in the page as JSON no HTML parser ends early
 * (`</script>`): the studio's identity, the page's own (`answers`, the terms), and who is signed in
 * when nobody can be (no session cookie: the server's answer is "nobody", known without a request).
 */
const carried = (o: Pick<PageOptions, "site" | "terms" | "answers" | "signedIn">) =>
  `<script type="application/json" id="first-reads">${JSON.stringify({
    "/api/site": o.site,
    ...(o.terms ? { "/api/site/terms": o.terms } : {}),
    ...(o.signedIn ? {} : { "/api/me": { user: null } }),
    ...o.answers,
  }).replace(/</g, "\\u003c")}</script>`;

/** The brand colour's CSS variables, as the `style` of `<html>` (`brandVariables`, decision 048). */
const brandStyle = (color: string) =>
  Object.entries(brandVariables(color))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");

/** What a page is written with besides its address and language. */
export type PageOptions = {
  /** A session cookie is there: the questionnaires do not draw "you must be logged in". */
  signedIn?: boolean;
  /** The studio's identity, as `/api/site` answers it (decision 048). */
  site: Site;
  /**
   * Whether `site` is the saved identity, carried for the app's first draw; false when it could not
   * be read (the deploy's defaults draw the page, and the app reads `/api/site` itself).
   */
  carry?: boolean;
  /** On /terms: the terms' values (decision 053), drawn and carried like the identity. */
  terms?: TermsAnswer;
  /** Other public answers the page's first draw reads, by their GET's path: carried, not drawn. */
  answers?: Record<string, unknown>;
};

/**
 * index.html for one page: its title, description and Open Graph tags in the language the visitor
 * chose last time (the client keeps it in a cookie), with the studio's name; the studio's colour;
 * the studio's identity for the app's first draw; and on the public pages a first paint in HTML
 * (`url` with its query: /reset-password draws what its token asks for).
 */
export function pageHtml(html: string, url: URL, lang: Lang, o: PageOptions): string {
  const { site, signedIn = false, carry = true, terms, answers } = o;
  const page = metaPageOf(url.pathname);
  const meta = MESSAGES[lang].site.meta[page];
  const title = withStudio(meta.title, site);
  const description = withStudio(meta.description, site);
  const set = (attr: string, key: string, value: string) => (h: string) =>
    h.replace(new RegExp(`(<meta ${attr}="${key}" content=")[^"]*(")`), `$1${escapeHtml(value)}$2`);
  const steps = [
    (h: string) =>
      h.replace(
        /<html lang="[^"]*">/,
        `<html lang="${HTML_LANG[lang]}" style="${escapeHtml(brandStyle(site.color))}">`,
      ),
    (h: string) => h.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`),
    set("name", "description", description),
    set("property", "og:title", title),
    set("property", "og:description", description),
    set("property", "og:locale", OG_LOCALE[lang]),
    // The studio's logo drawn as a link preview (decision 053), else the built default.
    set(
      "property",
      "og:image",
      site.logo
        ? url.origin + site.logo.url.replace("/api/site/logo", "/api/site/og-image")
        : `${url.origin}/og-image.jpg`,
    ),
    set("property", "og:site_name", site.name),
    set("property", "og:image:alt", site.name),
    set("name", "apple-mobile-web-app-title", site.name),
    set("name", "theme-color", site.color),
    (h: string) =>
      h.replace(
        "</head>",
        `  <meta property="og:url" content="${escapeHtml(url.origin + url.pathname)}" />\n  ${carry ? `${carried({ site, terms, answers, signedIn })}\n  ` : ""}</head>`,
      ),
    (h: string) => withFirstPaint(h, url, lang, signedIn, site, terms),
  ];
  return steps.reduce((h, step) => step(h), html);
}
