import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter } from "react-router";

import { type MetaPage, PageMeta } from "../components/PageMeta";
import { RequireAdmin, RequireMember } from "./guards";
import { HomePage } from "./HomePage";

const MantineRoot = lazy(() => import("./MantineRoot"));
const NotFoundPage = lazy(() => import("../components/NotFoundPage"));
const TermsPage = lazy(() => import("../features/terms/TermsPage"));
const ResetPasswordPage = lazy(() => import("../features/auth/ResetPasswordPage"));
const AdminHomePage = lazy(() => import("./AdminHomePage"));
const AboutPage = lazy(() => import("./AboutPage"));
const AdminPhotosPage = lazy(() => import("../features/gallery/AdminPhotosPage"));
const AdminMessagesPage = lazy(() => import("../features/contact/AdminMessagesPage"));
const AdminAnnouncementsPage = lazy(() => import("../features/announcements/AdminAnnouncementsPage"));
const CancellationsPage = lazy(() => import("../features/booking/admin/CancellationsPage"));
const SessionsCheckPage = lazy(() => import("../features/booking/admin/SessionsCheckPage"));
const SlotCapacityPage = lazy(() => import("../features/booking/admin/SlotCapacityPage"));
const ClosuresPage = lazy(() => import("../features/booking/admin/ClosuresPage"));
const ActiveUsersPage = lazy(() => import("../features/members/ActiveUsersPage"));
const PackageEditPage = lazy(() => import("../features/packages/PackageEditPage"));
const AccountPage = lazy(() => import("./AccountPage"));

/** Every page but home is lazy and styled with Mantine. */
export const page = (el: ReactNode) => (
  <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
    <MantineRoot>{el}</MantineRoot>
  </Suspense>
);

/** The page's title, description and Open Graph tags in the visitor's language. */
const withMeta = (meta: MetaPage, el: ReactNode) => (
  <>
    <PageMeta page={meta} />
    {el}
  </>
);

export const router = createBrowserRouter([
  { path: "/", element: withMeta("home", <HomePage />) },
  { path: "/about", element: page(withMeta("about", <AboutPage />)) },
  { path: "/terms", element: page(withMeta("terms", <TermsPage />)) },
  { path: "/reset-password", element: page(<ResetPasswordPage />) },
  { path: "/admin", element: <RequireAdmin>{page(withMeta("admin", <AdminHomePage />))}</RequireAdmin> },
  {
    path: "/admin/photos",
    element: <RequireAdmin>{page(withMeta("admin", <AdminPhotosPage />))}</RequireAdmin>,
  },
  {
    path: "/admin/messages",
    element: <RequireAdmin>{page(withMeta("admin", <AdminMessagesPage />))}</RequireAdmin>,
  },
  {
    path: "/admin/announcements",
    element: <RequireAdmin>{page(withMeta("admin", <AdminAnnouncementsPage />))}</RequireAdmin>,
  },
  { path: "/cancellations", element: <RequireAdmin>{page(<CancellationsPage />)}</RequireAdmin> },
  { path: "/admin-sessions-check", element: <RequireAdmin>{page(<SessionsCheckPage />)}</RequireAdmin> },
  { path: "/admin-slot-capacity", element: <RequireAdmin>{page(<SlotCapacityPage />)}</RequireAdmin> },
  { path: "/admin-closures", element: <RequireAdmin>{page(<ClosuresPage />)}</RequireAdmin> },
  { path: "/active-users", element: <RequireAdmin>{page(<ActiveUsersPage />)}</RequireAdmin> },
  { path: "/admin-package-edit", element: <RequireAdmin>{page(<PackageEditPage />)}</RequireAdmin> },
  { path: "/account", element: <RequireMember>{page(<AccountPage />)}</RequireMember> },
  { path: "*", element: page(<NotFoundPage />) },
]);
