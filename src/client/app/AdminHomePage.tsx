import { ActionIcon, Anchor, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { type Capability, can } from "../../shared/domain/roles";
import { PageShell } from "../components/PageShell";
import { WhenVisible } from "../components/WhenVisible";
import { DataExportsAdminLink } from "../features/account/DataExportsAdminLink";
import { ActivityAdminLink } from "../features/activity/ActivityAdminLink";
import { AttendanceAdminLink } from "../features/attendance/AttendanceAdminLink";
import { BackupStatus } from "../features/backups/BackupStatus";
import { BookingAdminActions } from "../features/booking/admin/BookingAdminActions";
import { BookingAdminPanels } from "../features/booking/admin/BookingAdminPanels";
import { CoachingAdminLinks } from "../features/coaching/CoachingAdminLinks";
import { SiteAdminLinks } from "../features/gallery/SiteAdminLinks";
import { IdentityAdminLink } from "../features/identity/IdentityAdminLink";
import { MassMailAdminLink } from "../features/mass-mail/MassMailAdminLink";
import { MemberImportAdminLink } from "../features/member-import/MemberImportAdminLink";
import { NutritionAdminLinks } from "../features/nutrition/NutritionAdminLinks";
import { OwnerReportAdminLinks } from "../features/owner-report/OwnerReportAdminLinks";
import { PackagesAdminLinks } from "../features/packages/PackagesAdminLinks";
import { QuestionnairesAdminLinks } from "../features/questionnaires/QuestionnairesAdminLinks";
import { SettingsAdminLink } from "../features/settings/SettingsAdminLink";
import { SetupChecklist } from "../features/setup/SetupChecklist";
import { StaffAdminLink } from "../features/staff/StaffAdminLink";
import { WorkoutsAdminLinks } from "../features/workouts/WorkoutsAdminLinks";
import { useRole } from "../lib/useMe";

// Below the buttons, drawn when they come near the screen: their code (a form and its schema, a
// table) comes then too, not with the desk's first screen.
const PendingRequestsPanel = lazy(() =>
  import("../features/packages/PendingRequestsPanel").then((m) => ({ default: m.PendingRequestsPanel })),
);
const CreatePackageForm = lazy(() =>
  import("../features/packages/CreatePackageForm").then((m) => ({ default: m.CreatePackageForm })),
);

/**
 * The staff dashboard; each feature adds its panels and buttons here, each shown to the roles that
 * hold its capability (shared/domain/roles.ts, decision 036). The day's reservations come first
 * (a phone's first screen is the day, with a new booking a tap away; the notifications folded to
 * their count under it), then the buttons; the panels below them load when they come near the
 * screen or once what is above is in (WhenVisible), not all at once.
 */
export default function AdminHomePage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const role = useRole();
  const may = (capability: Capability) => can(role, capability);
  return (
    <PageShell
      title={t("admin.title")}
      size="lg"
      actions={
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t("common.refresh")}
          onClick={() => void qc.invalidateQueries()}
        >
          <IconRefresh size={20} />
        </ActionIcon>
      }
    >
      <Stack>
        <Text>{t("admin.intro")}</Text>
        {may("day") && <BookingAdminPanels />}
        {/* Under the day: the desk's day comes first on the owner's phone too. */}
        {may("settings") && <SetupChecklist />}
        {may("settings") && <BackupStatus />}
        <BookingAdminActions />
        <SiteAdminLinks />
        <PackagesAdminLinks />
        {may("mail") && <MassMailAdminLink />}
        {may("health") && <QuestionnairesAdminLinks />}
        {may("coaching") && (
          <>
            <NutritionAdminLinks />
            <WorkoutsAdminLinks />
            <CoachingAdminLinks />
          </>
        )}
        {may("attendance") && <AttendanceAdminLink />}
        {may("settings") && <SettingsAdminLink />}
        {may("settings") && <IdentityAdminLink />}
        {may("report") && <OwnerReportAdminLinks />}
        {may("people") && <StaffAdminLink />}
        {may("people") && <MemberImportAdminLink />}
        {may("export") && <DataExportsAdminLink />}
        {may("activity") && <ActivityAdminLink />}
        {may("packages") && (
          <WhenVisible>
            <Suspense fallback={null}>
              <PendingRequestsPanel />
            </Suspense>
          </WhenVisible>
        )}
        {may("settings") && (
          <WhenVisible>
            <Suspense fallback={null}>
              <CreatePackageForm />
            </Suspense>
          </WhenVisible>
        )}
        <Anchor href="/api/docs" target="_blank" rel="noopener">
          {t("admin.apiDocs")}
        </Anchor>
      </Stack>
    </PageShell>
  );
}
