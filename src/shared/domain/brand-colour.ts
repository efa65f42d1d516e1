/**
 * The studio's one brand colour (decision 048): what the owner picks, the contrast it must keep with
 * the white text of a filled button (WCAG AA, 4.5:1), and the ten shades the interface draws from it
 * (Mantine's primary colour, the home page's background and tagline). Server and client share it, so
 * the screen judges a colour exactly as the server does.
 */

/** `#rrggbb`, the one form stored and sent. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The least contrast with white text WCAG AA asks of normal-size text. */
export const CONTRAST_MIN = 4.5;

/** The teal of the spec's studio, and its shades as the interface has always drawn them. */
export const DEFAULT_BRAND_COLOR = "#0b5e55";
const DEFAULT_SHADES = [
  "#e6fcf5",
  "#c3fae8",
  "#96f2d7",
  "#63e6be",
  "#38d9a9",
  "#0ca678",
  "#0b7a5e",
  "#0b6b53",
  "#0b5e55",
  "#08443d",
] as const;

/** Ten shades, lightest first; the chosen colour is the ninth (index 8, the theme's primary shade). */
export type BrandShades = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** The primary shade: the index of the owner's colour among its shades. */
export const BRAND_SHADE = 8;

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** Relative luminance (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, rounded down to two decimals (never flattering). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.floor(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}

/** The contrast of white button text on this colour. */
export const contrastWithWhite = (hex: string) => contrastRatio(hex, "#ffffff");

/** `weight` of `a` mixed with `b`. */
const mix = (a: Rgb, b: Rgb, weight: number): Rgb =>
  a.map((c, i) => c * weight + b[i]! * (1 - weight)) as Rgb;

/** How much of the colour each lighter shade keeps (mixed with white), lightest first. */
const TINTS = [0.08, 0.2, 0.35, 0.5, 0.65, 0.8, 0.9, 0.95];

/**
 * The colour's ten shades: eight lighter ones mixed with white, the colour itself, and a darker one
 * (a filled button's hover, the text of light buttons). The default colour keeps its own shades.
 */
export function brandShades(hex: string): BrandShades {
  const color = hex.toLowerCase();
  if (color === DEFAULT_BRAND_COLOR || !HEX_COLOR.test(color)) return DEFAULT_SHADES;
  const rgb = rgbOf(color);
  const white: Rgb = [255, 255, 255];
  const lighter = TINTS.map((w) => hexOf(mix(rgb, white, w)));
  return [...lighter, color, hexOf(mix(rgb, [0, 0, 0], 0.75))] as unknown as BrandShades;
}

/**
 * The home page's colours as CSS custom properties: its background runs from the colour to its
 * darker shade; the tagline and the terms link are a light shade that keeps AA contrast on the
 * colour (white when none does); the white button's hover is the lightest. Written into the page's
 * HTML by the server and set again by the page when the studio's answer changes.
 */
export function brandVariables(
  hex: string,
): Record<"--brand" | "--brand-deep" | "--brand-tint" | "--brand-light", string> {
  const s = brandShades(hex);
  const tint = [s[1], s[0]].find((c) => contrastRatio(c, s[BRAND_SHADE]) >= CONTRAST_MIN) ?? "#ffffff";
  return { "--brand": s[BRAND_SHADE], "--brand-deep": s[9], "--brand-tint": tint, "--brand-light": s[0] };
}
