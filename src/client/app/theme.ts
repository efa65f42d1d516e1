import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from "@mantine/core";
import { BRAND_SHADE, brandShades, DEFAULT_BRAND_COLOR } from "../../shared/domain/brand-colour";

/**
 * Mantine's theme with the studio's brand colour as its primary colour (decision 048): the colour the
 * owner chose at the primary shade, the lighter and darker shades made from it (`brandShades`; the
 * spec's teal keeps its own), every shade used for text and buttons passing WCAG AA as the colour
 * does with white text. One theme per colour, kept.
 */
const themes = new Map<string, MantineThemeOverride>();
export function themeFor(color: string = DEFAULT_BRAND_COLOR): MantineThemeOverride {
  let made = themes.get(color);
  if (!made) {
    made = createTheme({
      colors: { brand: brandShades(color) as unknown as MantineColorsTuple },
      primaryColor: "brand",
      primaryShade: BRAND_SHADE,
      // One font stack from the first paint: base.css defines it for the plain home page, and Mantine
      // reads the same variable, so opening the first modal (which loads Mantine's styles) changes nothing.
      fontFamily: "var(--app-font)",
      headings: { fontFamily: "var(--app-font)" },
      lineHeights: { md: "var(--app-line-height)" },
      defaultRadius: "md",
      // A member whose phone asks for less motion gets none: modals and menus open at once.
      respectReducedMotion: true,
    });
    themes.set(color, made);
  }
  return made;
}

/** The theme of the spec's teal (component tests, and before the studio's answer is in). */
export const theme = themeFor();

/**
 * 'Dimmed' text dark enough for WCAG AA on white and on the light cards (Mantine's gray.6 is not),
 * and the red of light buttons (cancel a booking, leave the waitlist) dark enough for AA on their
 * hover background too (Mantine's red.9 on red.2 is 3.75:1; this is 5.2:1), and a field's error
 * (the sentence under it and the text it holds) red.9, 5.5:1 on white (Mantine's red.6 is 3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // The home page's text colour (base.css), so Mantine's arrival does not change it.
    "--mantine-color-text": "var(--app-text)",
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    // Placeholders too: a file picker's 'Choose a file' is text on the page (Mantine's gray.5 is 2.07:1).
    "--mantine-color-placeholder": "var(--mantine-color-gray-7)",
    "--mantine-color-red-light-color": "#a51d1d",
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});
