import { lazy, type ReactNode, Suspense } from "react";
import { type MetaPage, PageMeta } from "../components/PageMeta";
import { resetLinkInvalid } from "../features/auth/resetLink";
import { FirstPaintGone } from "./firstPaint";
import { loadLaterTexts } from "./i18n";

export const AboutPage = lazy(() => import("./AboutPage"));
export const TermsPage = lazy(() => import("../features/terms/TermsPage"));
export const UnsubscribePage = lazy(() => import("../features/mass-mail/UnsubscribePage"));
export const ResetLinkInvalid = lazy(() => import("../features/auth/ResetLinkInvalid"));
export const NotFoundPage = lazy(() => import("../components/NotFoundPage"));

/** The Greek texts of the screens but home (a chosen English is whole already), before what it wraps. */
const LaterTexts = lazy(() =>
  loadLaterTexts().then(() => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> })),
);

/**
 * A public page of text in plain markup: no Mantine, no stylesheet of it, no TanStack Query
 * (decision 054). Drawn by the router once it runs, and before it loads when the visit starts there
 * (`lightScreenOf`); the server's first paint stays until the page is drawn.
 */
export const lightPage = (el: ReactNode, meta?: MetaPage) => (
  <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
    <LaterTexts>
      <FirstPaintGone />
      {meta && <PageMeta page={meta} />}
      {el}
    </LaterTexts>
  </Suspense>
);

/**
 * The plain page a visit that starts at this address draws before the router has loaded, or null
 * (the router draws it at once). The not-found page is the one the server drew as the first paint
 * (src/server/first-paint/pages.ts knows the router's addresses).
 */
export function lightScreenOf(loc: Pick<Location, "pathname" | "search">): ReactNode | null {
  const path = loc.pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  if (path === "/about") return lightPage(<AboutPage />, "about");
  if (path === "/terms") return lightPage(<TermsPage />, "terms");
  if (path === "/unsubscribe") return lightPage(<UnsubscribePage />);
  if (path === "/reset-password" && resetLinkInvalid(new URLSearchParams(loc.search)))
    return lightPage(<ResetLinkInvalid />);
  if (document.getElementById("first-paint")?.dataset.page === "not-found")
    return lightPage(<NotFoundPage />);
  return null;
}
