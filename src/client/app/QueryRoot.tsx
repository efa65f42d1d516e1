import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { readsClient } from "../lib/firstReads";
import "./queryClient";

/**
 * TanStack Query for what is under it: the client that hosts the first reads (the app's,
 * queryClient.ts, or a component test's). Loaded with the router and with the home page's lazy
 * parts, never with the first paint (decision 033).
 */
export default function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={readsClient() as QueryClient}>{children}</QueryClientProvider>;
}
