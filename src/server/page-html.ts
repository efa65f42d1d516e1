import { HTML_LANG, type Lang } from "../shared/i18n";
import { en } from "../shared/locales/en";
import { gr } from "../shared/locales/gr";

type MetaPage = keyof typeof gr.site.meta;
const MESSAGES = { gr, en };
const OG_LOCALE: Record<Lang, string> = { gr: "el_GR", en: "en_GB" };
const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

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

/**
 * Starts the app just after the first paint (the entry is still fetched at once, as a preload), so
 * the HTML first paint above is never held back by the JavaScript's evaluation on a slow phone.
 */
function startAfterFirstPaint(h: string): string {
  return h.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
    const url = JSON.stringify(src);
    return `<link rel="modulepreload" crossorigin href="${src}">\n    <script type="module">let s=0;const go=()=>{if(!s){s=1;import(${url})}};requestAnimationFrame(()=>setTimeout(go));setTimeout(go,250)</script>`;
  });
}

/**
 * index.html for one page: its title, description and Open Graph tags in the language the visitor
 * chose last time (the client keeps it in a cookie), and on the home page a first paint in HTML.
 */
export function pageHtml(html: string, url: URL, lang: Lang): string {
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
    (h: string) =>
      url.pathname === "/"
        ? startAfterFirstPaint(h).replace('<div id="root"></div>', `<div id="root">${homeShell(lang)}</div>`)
        : h,
  ];
  return steps.reduce((h, step) => step(h), html);
}
