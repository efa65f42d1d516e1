import type { Lang } from "../../shared/i18n";
import { escapeHtml } from "../platform/html";

/**
 * The look of `PageShell` (Mantine's Container, Stack, subtle Button, LanguageSwitch and Title) in
 * plain CSS, for a first paint drawn before the app's JavaScript: the same sizes and places as the
 * screen that replaces it (Mantine's default sizes: container xs 540 / sm 720 / md 960 px, padding
 * 16 px, gap 16 px, a 36 px header row, the title 26 px and 32 px from 48em).
 */
const CSS = [
  ".fp{margin:0 auto;padding:16px}",
  ".fp-s{display:flex;flex-direction:column;gap:16px}",
  ".fp-h{display:flex;justify-content:space-between;align-items:center;gap:16px}",
  ".fp-b{display:inline-flex;align-items:center;gap:10px;height:36px;padding:0 11px;border-radius:8px;color:var(--brand,#0b5e55);font-size:14px;font-weight:600;text-decoration:none;line-height:1}",
  ".fp-l{display:inline-flex;gap:2px;padding:2px;border-radius:999px;background:rgba(0,0,0,.08)}",
  ".fp-l span{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:32px;padding:0 10px;border-radius:999px;font-size:14px;font-weight:600}",
  ".fp-l .on{background:#fff;color:var(--brand,#0b5e55)}",
  ".fp h1,.fp h2,.fp p{margin:0}",
  ".fp h1{font-size:26px;line-height:1.3;font-weight:700}",
  "@media (min-width:48em){.fp h1{font-size:32px}}",
  ".fp h2{font-weight:700;line-height:1.35}",
  ".fp-sm{font-size:14px;line-height:1.45}",
  ".fp-alert{padding:16px;border:1px solid transparent;border-radius:8px;font-size:14px;line-height:1.55}",
  ".fp-btn{display:inline-flex;align-items:center;height:36px;padding:0 18px;border:1px solid transparent;border-radius:8px;background:var(--brand,#0b5e55);color:#fff;font-size:14px;font-weight:600;line-height:1}",
].join("");

const WIDTH = { xs: 540, sm: 720, md: 960, lg: 1140 } as const;

const ARROW =
  '<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M5 12l14 0"/><path d="M5 12l6 6"/><path d="M5 12l6 -6"/></svg>';

/**
 * Out of the flow, over the top of the page: `#root` below it starts where the screen will be, so
 * nothing moves when the first paint is removed (in the flow, `#root` moved up: a layout shift).
 * Its own font: Mantine's stylesheet, which comes before the screen, sets the body's font to
 * Mantine's default stack until its provider sets ours (the first paint changed font, and was laid out again).
 */
export const OVER =
  "position:absolute;top:0;left:0;right:0;font:16px/var(--app-line-height) var(--app-font);color:var(--app-text)";

/** Escaped text. */
export const text = escapeHtml;

/**
 * A page's first paint in the frame `PageShell` draws: back link, language switch, title and the
 * first of the page. It stands outside `#root`; the screen's first draw removes it (app/firstPaint.ts).
 */
export function pageFrame(
  lang: Lang,
  p: { back: string; title: string; body: string; size?: keyof typeof WIDTH },
): string {
  const switchHtml = `<span class="fp-l" aria-hidden="true"><span${lang === "gr" ? ' class="on"' : ""}>ΕΛ</span><span${lang === "en" ? ' class="on"' : ""}>EN</span></span>`;
  return `<div id="first-paint" style="${OVER}"><style>${CSS}</style><div class="fp" style="max-width:${WIDTH[p.size ?? "sm"]}px"><div class="fp-s"><div class="fp-h"><a class="fp-b" href="/">${ARROW}${text(p.back)}</a>${switchHtml}</div><h1>${text(p.title)}</h1><main>${p.body}</main></div></div></div>`;
}

/** The look of a light Mantine Alert as the app draws it: its colour's light background, the message in black. */
export function alertHtml(message: string, tone: "red" | "yellow"): string {
  const bg = tone === "red" ? "#ffe3e3" : "#fff3bf";
  return `<div class="fp-alert" style="background:${bg};color:#000">${text(message)}</div>`;
}

/** The look of a filled Mantine Button (not a control: the app's own takes its place). */
export function buttonHtml(label: string): string {
  return `<span class="fp-btn">${text(label)}</span>`;
}
