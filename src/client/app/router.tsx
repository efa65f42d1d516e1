import { lazy, type ReactNode, Suspense, useCallback } from "react";
import {
  BrowserRouter,
  Navigate,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
  useSearchParams,
} from "react-router";
import { type MetaPage, PageMeta } from "../components/PageMeta";
import { type Go, ScreenNav } from "../lib/screenNav";
import { FirstPaintGone } from "./firstPaint";
import { RequireMember, RequireStaff } from "./guards";
import { HomePage } from "./HomePage";
import { LazyMantineRoot } from "./lazyMantine";
import { AboutPage, lightPage, NotFoundPage, TermsPage, UnsubscribePage } from "./lightPages";
import QueryRoot from "./QueryRoot";

const ResetPasswordPage = lazy(() => import("../features/auth/ResetPasswordPage"));
// The two staff screens most opened start their first reads beside their code (screenReads.ts).
const AdminHomePage = lazy(() => {
  void import("./screenReads").then((m) => m.startDeskReads());
  return import("./AdminHomePage");
});
const AdminPhotosPage = lazy(() => import("../features/gallery/AdminPhotosPage"));
const AdminMessagesPage = lazy(() => import("../features/contact/AdminMessagesPage"));
const AdminAnnouncementsPage = lazy(() => import("../features/announcements/AdminAnnouncementsPage"));
const CancellationsPage = lazy(() => import("../features/booking/admin/CancellationsPage"));
const SessionsCheckPage = lazy(() => import("../features/booking/admin/SessionsCheckPage"));
const SlotCapacityPage = lazy(() => import("../features/booking/admin/SlotCapacityPage"));
const ClassTimetablePage = lazy(() => import("../features/booking/admin/ClassTimetablePage"));
const ClosuresPage = lazy(() => import("../features/booking/admin/ClosuresPage"));
const ActiveUsersPage = lazy(() => import("../features/members/ActiveUsersPage"));
const PackageEditPage = lazy(() => import("../features/packages/PackageEditPage"));
const AccountPage = lazy(() => import("./AccountPage"));
const MassMailPage = lazy(() => import("../features/mass-mail/MassMailPage"));
const GuardianConsentPage = lazy(() => import("../features/guardian/GuardianConsentPage"));
const FamilyPage = lazy(() => import("../features/family/FamilyPage"));
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
const MyTrainingPage = lazy(() => import("../features/coaching/MyTrainingPage"));
const MyProgressPage = lazy(() => import("../features/coaching/MyProgressPage"));
const AdminCoachingPage = lazy(() => import("../features/coaching/AdminCoachingPage"));
const CoachMemberPage = lazy(() => import("../features/coaching/CoachMemberPage"));
const AttendancePage = lazy(() => import("../features/attendance/AttendancePage"));
const StudioSettingsPage = lazy(() => {
  void import("./screenReads").then((m) => m.startSettingsReads());
  return import("../features/settings/StudioSettingsPage");
});
const IdentityPage = lazy(() => import("../features/identity/IdentityPage"));
const StaffPage = lazy(() => import("../features/staff/StaffPage"));
const InvitationPage = lazy(() => import("../features/staff/InvitationPage"));
const OwnerReportPage = lazy(() => import("../features/owner-report/OwnerReportPage"));
const DriftPage = lazy(() => import("../features/owner-report/DriftPage"));
const MemberImportPage = lazy(() => import("../features/member-import/MemberImportPage"));
const DataExportsPage = lazy(() => import("../features/account/DataExportsPage"));
const ActivityPage = lazy(() => import("../features/activity/ActivityPage"));

/**
 * Every page but home is lazy and styled with Mantine. The server's first paint of a public page
 * stays on screen until the page is drawn (FirstPaintGone, in the same Suspense boundary).
 */
const page = (el: ReactNode) => (
  <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
    <LazyMantineRoot>
      <FirstPaintGone />
      {el}
    </LazyMantineRoot>
  </Suspense>
);

/** The page's title, description and Open Graph tags in the visitor's language. */
const withMeta = (meta: MetaPage, el: ReactNode) => (
  <>
    <PageMeta page={meta} />
    {el}
  </>
);

/** A former address: the same screen at its new path, with the query kept, replacing the history entry. */
function MovedTo({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** The home page when the router runs (a visit that started elsewhere, or came back to `/`). */
function RoutedHome() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const go = useNavigate();
  const clearParams = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return <HomePage nav={{ params, clearParams, state: location.state, go }} />;
}

const routes: RouteObject[] = [
  { path: "/", element: withMeta("home", <RoutedHome />) },
  { path: "/about", element: lightPage(<AboutPage />, "about") },
  { path: "/terms", element: lightPage(<TermsPage />, "terms") },
  { path: "/reset-password", element: page(<ResetPasswordPage />) },
  { path: "/admin", element: <RequireStaff>{page(withMeta("admin", <AdminHomePage />))}</RequireStaff> },
  {
    path: "/admin/photos",
    element: <RequireStaff can="settings">{page(withMeta("admin", <AdminPhotosPage />))}</RequireStaff>,
  },
  {
    path: "/admin/messages",
    element: <RequireStaff can="desk">{page(withMeta("admin", <AdminMessagesPage />))}</RequireStaff>,
  },
  {
    path: "/admin/announcements",
    element: (
      <RequireStaff can="settings">{page(withMeta("admin", <AdminAnnouncementsPage />))}</RequireStaff>
    ),
  },
  { path: "/cancellations", element: <RequireStaff can="desk">{page(<CancellationsPage />)}</RequireStaff> },
  {
    path: "/admin-sessions-check",
    element: <RequireStaff can="credits">{page(<SessionsCheckPage />)}</RequireStaff>,
  },
  {
    path: "/admin-slot-capacity",
    element: <RequireStaff can="settings">{page(<SlotCapacityPage />)}</RequireStaff>,
  },
  {
    path: "/admin-classes",
    element: <RequireStaff can="settings">{page(<ClassTimetablePage />)}</RequireStaff>,
  },
  // The screen's former address, kept so a bookmark still opens it (for whom the screen opens).
  {
    path: "/admin-pilates",
    element: (
      <RequireStaff can="settings">
        <MovedTo to="/admin-classes" />
      </RequireStaff>
    ),
  },
  { path: "/admin-closures", element: <RequireStaff can="settings">{page(<ClosuresPage />)}</RequireStaff> },
  { path: "/active-users", element: <RequireStaff can="credits">{page(<ActiveUsersPage />)}</RequireStaff> },
  {
    path: "/admin-package-edit",
    element: <RequireStaff can="settings">{page(<PackageEditPage />)}</RequireStaff>,
  },
  { path: "/admin-mass-email", element: <RequireStaff can="mail">{page(<MassMailPage />)}</RequireStaff> },
  { path: "/unsubscribe", element: lightPage(<UnsubscribePage />) },
  { path: "/guardian/:token", element: page(<GuardianConsentPage />) },
  {
    path: "/admin-attendance",
    element: <RequireStaff can="attendance">{page(<AttendancePage />)}</RequireStaff>,
  },
  {
    path: "/admin-settings",
    element: <RequireStaff can="settings">{page(<StudioSettingsPage />)}</RequireStaff>,
  },
  {
    path: "/admin-identity",
    element: <RequireStaff can="settings">{page(withMeta("admin", <IdentityPage />))}</RequireStaff>,
  },
  { path: "/admin-report", element: <RequireStaff can="report">{page(<OwnerReportPage />)}</RequireStaff> },
  { path: "/admin-drift", element: <RequireStaff can="report">{page(<DriftPage />)}</RequireStaff> },
  { path: "/admin-staff", element: <RequireStaff can="people">{page(<StaffPage />)}</RequireStaff> },
  { path: "/staff-invite", element: page(<InvitationPage />) },
  { path: "/admin-import", element: <RequireStaff can="people">{page(<MemberImportPage />)}</RequireStaff> },
  {
    path: "/admin-data-exports",
    element: <RequireStaff can="export">{page(<DataExportsPage />)}</RequireStaff>,
  },
  { path: "/admin-activity", element: <RequireStaff can="activity">{page(<ActivityPage />)}</RequireStaff> },
  { path: "/account", element: <RequireMember>{page(<AccountPage />)}</RequireMember> },
  { path: "/family", element: <RequireMember>{page(<FamilyPage />)}</RequireMember> },
  { path: "/questionnaire", element: page(<NutritionQuestionnairePage loginModal={AuthModal} />) },
  { path: "/fitness-questionnaire", element: page(<FitnessQuestionnairePage loginModal={AuthModal} />) },
  {
    path: "/admin/questionnaires",
    element: <RequireStaff can="health">{page(<AdminNutritionQuestionnairesPage />)}</RequireStaff>,
  },
  {
    path: "/admin/fitness-questionnaires",
    element: <RequireStaff can="health">{page(<AdminFitnessQuestionnairesPage />)}</RequireStaff>,
  },
  {
    path: "/admin-nutrition-create",
    element: <RequireStaff can="coaching">{page(<NutritionCreatePage />)}</RequireStaff>,
  },
  {
    path: "/admin-nutrition",
    element: <RequireStaff can="coaching">{page(<NutritionEditorPage />)}</RequireStaff>,
  },
  {
    path: "/nutrition-users",
    element: <RequireStaff can="coaching">{page(<NutritionUsersPage />)}</RequireStaff>,
  },
  { path: "/my-nutrition", element: <RequireMember offline>{page(<MyNutritionPage />)}</RequireMember> },
  {
    path: "/admin-workouts",
    element: <RequireStaff can="coaching">{page(<AdminWorkoutsPage />)}</RequireStaff>,
  },
  {
    path: "/admin-coaching",
    element: <RequireStaff can="coaching">{page(<AdminCoachingPage />)}</RequireStaff>,
  },
  {
    path: "/admin-coaching/:userId",
    element: <RequireStaff can="coaching">{page(<CoachMemberPage />)}</RequireStaff>,
  },
  { path: "/my-workouts", element: <RequireMember>{page(<MyWorkoutsPage />)}</RequireMember> },
  { path: "/my-training", element: <RequireMember offline>{page(<MyTrainingPage />)}</RequireMember> },
  { path: "/my-progress", element: <RequireMember>{page(<MyProgressPage />)}</RequireMember> },
  { path: "*", element: lightPage(<NotFoundPage />) },
];

function Screens() {
  const navigate = useNavigate();
  // Plain pages (lightPages.tsx) open screens through this, not the router's hooks.
  const go = useCallback<Go>((to, o) => navigate(to, o), [navigate]);
  return <ScreenNav.Provider value={go}>{useRoutes(routes)}</ScreenNav.Provider>;
}

/**
 * Every screen, loaded after the first paint of the home page (App.tsx) or at once on any other
 * address. The router's declarative mode: no screen uses loaders or actions, and the data router
 * (createBrowserRouter) would add about 17 KB gzip to the first load.
 */
export default function RoutedApp() {
  return (
    <QueryRoot>
      <BrowserRouter>
        <Screens />
      </BrowserRouter>
    </QueryRoot>
  );
}
