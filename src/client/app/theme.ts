import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** The studio's teal, dark enough at every shade used for text and buttons to pass WCAG AA. */
const brand: MantineColorsTuple = [
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
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: "brand",
  primaryShade: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  defaultRadius: "md",
});
