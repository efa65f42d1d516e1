import { Button, Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { campaignStatusText } from "./CampaignStatus";
import { useCampaigns } from "./queries";

/** A finished campaign's outcome stays on the dashboard this long after its end. */
const RECENT_MS = 24 * 3_600_000;

/**
 * The dashboard's button to /admin-mass-email, with the progress of a running campaign (read every
 * second while it runs) or the outcome of one that ended in the last day under it, so the admin
 * sees it without staying on the mass e-mail page.
 */
export function MassMailAdminLink() {
  const { t } = useTranslation();
  const data = useCampaigns().data;
  const last = data?.past[0];
  const recent = last?.finishedAt && Date.now() - Date.parse(last.finishedAt) < RECENT_MS ? last : null;
  const running = data?.running ?? recent ?? null;
  return (
    <Stack gap={4} align="flex-start">
      <Button component={Link} to="/admin-mass-email" variant="light" leftSection={<IconMail size={18} />}>
        {t("massMail.button")}
      </Button>
      {running && (
        <Text size="sm" role="status" aria-live="polite" data-testid="dashboard-mass-mail-progress">
          {t("massMail.dashboardProgress", { status: campaignStatusText(t, running) })}
        </Text>
      )}
    </Stack>
  );
}
