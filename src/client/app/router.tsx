import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter } from "react-router";

import { HomePage } from "../features/home/HomePage";
import { RequireAdmin } from "./guards";

const MantineRoot = lazy(() => import("./MantineRoot"));
const NotFoundPage = lazy(() => import("../components/NotFoundPage"));
const TermsPage = lazy(() => import("../features/terms/TermsPage"));
const ResetPasswordPage = lazy(() => import("../features/auth/ResetPasswordPage"));
const AdminHomePage = lazy(() => import("../features/admin/AdminHomePage"));

/** Every page but home is lazy and styled with Mantine. */
export const page = (el: ReactNode) => (
  <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
    <MantineRoot>{el}</MantineRoot>
  </Suspense>
);

export const router = createBrowserRouter([
  { path: "/", element: <HomePage /> },
  { path: "/terms", element: page(<TermsPage />) },
  { path: "/reset-password", element: page(<ResetPasswordPage />) },
  { path: "/admin", element: <RequireAdmin>{page(<AdminHomePage />)}</RequireAdmin> },
  { path: "*", element: page(<NotFoundPage />) },
]);
