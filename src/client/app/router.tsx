import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter } from "react-router";
import { type MetaPage, PageMeta } from "../components/PageMeta";
import { RequireAdmin, RequireMember } from "./guards";
import { HomePage } from "./HomePage";
import { LazyMantineRoot } from "./lazyMantine";

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
const PilatesTimetablePage = lazy(() => import("../features/booking/admin/PilatesTimetablePage"));
const ClosuresPage = lazy(() => import("../features/booking/admin/ClosuresPage"));
const ActiveUsersPage = lazy(() => import("../features/members/ActiveUsersPage"));
const PackageEditPage = lazy(() => import("../features/packages/PackageEditPage"));
const AccountPage = lazy(() => import("./AccountPage"));
const MassMailPage = lazy(() => import("../features/mass-mail/MassMailPage"));
const UnsubscribePage = lazy(() => import("../features/mass-mail/UnsubscribePage"));
const AuthModal = lazy(() => import("../features/auth/AuthModal"));
const NutritionQuestionnairePage = lazy(
  () => import("../features/questionnaires/NutritionQuestionnairePage"),
);
const FitnessQuestionnairePage = lazy(() => import("../features/questionnaires/FitnessQuestionnairePage"));
const AdminNutritionQuestionnairesPage = lazy(
  () => import("../features/questionnaires/AdminNutritionQuestionnairesPage"),
);
const AdminFitnessQuestionnairesPage = lazy(
  () => import("../features/questionnaires/AdminFitnessQuestionnairesPage"),
);
const NutritionCreatePage = lazy(() => import("../features/nutrition/CreatePlanPage"));
const NutritionEditorPage = lazy(() => import("../features/nutrition/EditorPage"));
const NutritionUsersPage = lazy(() => import("../features/nutrition/NutritionUsersPage"));
const MyNutritionPage = lazy(() => import("../features/nutrition/MyNutritionPage"));
const AdminWorkoutsPage = lazy(() => import("../features/workouts/AdminWorkoutsPage"));
const MyWorkoutsPage = lazy(() => import("../features/workouts/MyWorkoutsPage"));
const AttendancePage = lazy(() => import("../features/attendance/AttendancePage"));
const DataExportsPage = lazy(() => import("../features/account/DataExportsPage"));

/** Every page but home is lazy and styled with Mantine. */
export const page = (el: ReactNode) => (
  <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
    <LazyMantineRoot>{el}</LazyMantineRoot>
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
  { path: "/admin-pilates", element: <RequireAdmin>{page(<PilatesTimetablePage />)}</RequireAdmin> },
  { path: "/admin-closures", element: <RequireAdmin>{page(<ClosuresPage />)}</RequireAdmin> },
  { path: "/active-users", element: <RequireAdmin>{page(<ActiveUsersPage />)}</RequireAdmin> },
  { path: "/admin-package-edit", element: <RequireAdmin>{page(<PackageEditPage />)}</RequireAdmin> },
  { path: "/admin-mass-email", element: <RequireAdmin>{page(<MassMailPage />)}</RequireAdmin> },
  { path: "/unsubscribe", element: page(<UnsubscribePage />) },
  { path: "/admin-attendance", element: <RequireAdmin>{page(<AttendancePage />)}</RequireAdmin> },
  { path: "/admin-data-exports", element: <RequireAdmin>{page(<DataExportsPage />)}</RequireAdmin> },
  { path: "/account", element: <RequireMember>{page(<AccountPage />)}</RequireMember> },
  { path: "/questionnaire", element: page(<NutritionQuestionnairePage loginModal={AuthModal} />) },
  { path: "/fitness-questionnaire", element: page(<FitnessQuestionnairePage loginModal={AuthModal} />) },
  {
    path: "/admin/questionnaires",
    element: <RequireAdmin>{page(<AdminNutritionQuestionnairesPage />)}</RequireAdmin>,
  },
  {
    path: "/admin/fitness-questionnaires",
    element: <RequireAdmin>{page(<AdminFitnessQuestionnairesPage />)}</RequireAdmin>,
  },
  { path: "/admin-nutrition-create", element: <RequireAdmin>{page(<NutritionCreatePage />)}</RequireAdmin> },
  { path: "/admin-nutrition", element: <RequireAdmin>{page(<NutritionEditorPage />)}</RequireAdmin> },
  { path: "/nutrition-users", element: <RequireAdmin>{page(<NutritionUsersPage />)}</RequireAdmin> },
  { path: "/my-nutrition", element: <RequireMember offline>{page(<MyNutritionPage />)}</RequireMember> },
  { path: "/admin-workouts", element: <RequireAdmin>{page(<AdminWorkoutsPage />)}</RequireAdmin> },
  { path: "/my-workouts", element: <RequireMember>{page(<MyWorkoutsPage />)}</RequireMember> },
  { path: "*", element: page(<NotFoundPage />) },
]);
