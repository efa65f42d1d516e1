// The styles of the Mantine components the client uses (scripts/mantine-css.ts), not all of them.
import "./mantine.css";
import "@mantine/notifications/styles.css";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import QueryRoot from "./QueryRoot";
import { cssVariablesResolver, theme } from "./theme";

/**
 * Mantine and its styles load with the first screen that needs them (every screen but the
 * home page), so the home page's first load stays small; with them TanStack Query, for the home
 * page's modals (the router's screens have it already: the same client).
 */
export default function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <QueryRoot>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-center" />
        {children}
      </MantineProvider>
    </QueryRoot>
  );
}
