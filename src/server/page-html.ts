import { HTML_LANG, type Lang } from "../shared/i18n";
import { en } from "../shared/locales/en";
import { gr } from "../shared/locales/gr";
import { firstPaintOf } from "./first-paint/pages";
import { escapeHtml } from "./lib/html";

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
 * The home page's first paint, in plain HTML until the app takes over: the same background,
 * title and tagline at the same place as `HomePage` (header 69 px, then 48 px), so the phone
 * shows the studio at once instead of a blank page while the JavaScript loads.
 */
function homeShell(lang: Lang): string {
  const m = MESSAGES[lang];
  return `<div style="min-height:100dvh;color:#fff;background:linear-gradient(160deg,#0b5e55 0%,#0c3b36 55%,#1a1b1e 100%)"><div style="height:69px"></div><main style="max-width:720px;margin:0 auto;padding:48px 16px 32px;display:flex;flex-direction:column;align-items:center;gap:16px;text-align:center"><h1 style="font-size:48px;letter-spacing:2px;margin:0">${escapeHtml(m.common.appName)}</h1><p style="margin:0;color:#c3fae8">${escapeHtml(m.home.tagline)}</p></main></div>`;
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
function withFirstPaint(h: string, url: URL, lang: Lang, signedIn: boolean): string {
  if (url.pathname === "/")
    return startAfterFirstPaint(h).replace(
      '<div id="root"></div>',
      `<div id="root">${homeShell(lang)}</div>`,
    );
  const shell = firstPaintOf({ url, lang, signedIn });
  return shell
    ? startAfterFirstPaint(h).replace('<div id="root"></div>', `${shell}<div id="root"></div>`)
    : h;
}

/**
 * index.html for one page: its title, description and Open Graph tags in the language the visitor
 * chose last time (the client keeps it in a cookie), and on the public pages a first paint in HTML
 * (`url` with its query: /reset-password draws what its token asks for; `signedIn`, a session
 * cookie is there, keeps the questionnaires from drawing "you must be logged in").
 */
export function pageHtml(html: string, url: URL, lang: Lang, signedIn = false): string {
  const page = metaPageOf(url.pathname);
  const { title, description } = MESSAGES[lang].site.meta[page];
  const set = (attr: string, key: string, value: string) => (h: string) =>
    h.replace(new RegExp(`(<meta ${attr}="${key}" content=")[^"]*(")`), `$1${escapeHtml(value)}$2`);
  const steps = [
    (h: string) => h.replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[lang]}">`),
    (h: string) => h.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`),
    set("name", "description", description),
    set("property", "og:title", title),
    set("property", "og:description", description),
    set("property", "og:locale", OG_LOCALE[lang]),
    set("property", "og:image", `${url.origin}/og-image.jpg`),
    (h: string) =>
      h.replace(
        "</head>",
        `  <meta property="og:url" content="${escapeHtml(url.origin + url.pathname)}" />\n  </head>`,
      ),
    (h: string) => withFirstPaint(h, url, lang, signedIn),
  ];
  return steps.reduce((h, step) => step(h), html);
}
