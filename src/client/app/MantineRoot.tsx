// The styles of the Mantine components the client uses (scripts/mantine-css.ts), not all of them.
import "./mantine.css";
import "@mantine/notifications/styles.css";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { useStudioBrand } from "../lib/brand";
import { siteRead, useFirstRead } from "../lib/firstReads";
import QueryRoot from "./QueryRoot";
import { cssVariablesResolver, themeFor } from "./theme";

/**
 * Mantine and its styles load with the first screen that needs them (every screen but the
 * home page), so the home page's first load stays small; with them TanStack Query, for the home
 * page's modals (the router's screens have it already: the same client). Its primary colour is the
 * studio's brand colour (decision 048), which it also puts on the page once the owner changes it
 * (the server writes it into every page's HTML, so the home page's first load carries none of this).
 */
export default function MantineRoot({ children }: { children: ReactNode }) {
  const site = useFirstRead(siteRead);
  useStudioBrand();
  return (
    <QueryRoot>
      <MantineProvider theme={themeFor(site?.color)} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-center" />
        {children}
      </MantineProvider>
    </QueryRoot>
  );
}
