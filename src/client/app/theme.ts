import { createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "teal",
  primaryShade: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  defaultRadius: "md",
});
