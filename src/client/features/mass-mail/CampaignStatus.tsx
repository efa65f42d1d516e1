import { List, Progress, Stack, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Campaign } from "../../../shared/schemas/mass-mail";

/** Sent or given up so far, against every recipient (skipped ones count as done; waiting ones do not). */
export function campaignPercent(c: Campaign): number {
  if (c.total === 0) return 100;
  return Math.round(((c.sent + c.failed + c.skipped) / c.total) * 100);
}

/**
 * The status line's sentence (spec section 8): sending, all sent, partial or total failure, or
 * (decision 027) finished but for the addresses waiting for a retry; a run that delivered nothing
 * is a failure even while its addresses wait.
 */
export function campaignStatusText(t: TFunction, c: Campaign): string {
  const total = c.total - c.skipped;
  if (c.status === "running")
    return t("massMail.sending", { done: c.sent + c.failed + c.skipped + c.waiting, total: c.total });
  if (c.status === "failed")
    return c.waiting > 0 ? t("massMail.failedWaiting", { waiting: c.waiting }) : t("massMail.failed");
  if (c.waiting > 0)
    return t("massMail.retrying", { sent: c.sent, total, failed: c.failed, waiting: c.waiting });
  if (c.failed === 0) return t("massMail.sent", { sent: c.sent, total });
  if (c.sent === 0) return t("massMail.failed");
  return t("massMail.partial", { sent: c.sent, total, failed: c.failed });
}

/** The status line, the progress bar and at most five failed addresses plus 'and N more'. */
export function CampaignStatus({ campaign }: { campaign: Campaign | null }) {
  const { t } = useTranslation();
  if (!campaign) {
    return (
      <Text role="status" aria-live="polite">
        {t("massMail.idle")}
      </Text>
    );
  }
  const pct = campaignPercent(campaign);
  const failed = campaign.status === "failed";
  const done = campaign.status === "done" && campaign.waiting === 0;
  const bad = failed || (done && campaign.failed > 0);
  return (
    <Stack gap="xs">
      <Text
        role="status"
        aria-live="polite"
        c={bad ? "red.8" : undefined}
        fw={500}
        data-testid="mass-mail-status"
      >
        {campaignStatusText(t, campaign)}
      </Text>
      <Progress.Root size="lg">
        <Progress.Section value={pct} color={bad ? "orange" : "teal"} aria-label={t("massMail.progress")} />
      </Progress.Root>
      <Text size="sm" data-testid="mass-mail-percent">
        {pct}%
      </Text>
      {campaign.waiting > 0 && (
        <Text size="sm" data-testid="mass-mail-waiting">
          {t("massMail.waiting", { count: campaign.waiting })}
        </Text>
      )}
      {campaign.skipped > 0 && <Text size="sm">{t("massMail.skipped", { count: campaign.skipped })}</Text>}
      {campaign.failureReason && (failed || (campaign.sent === 0 && done)) && (
        <Text size="sm">{t("massMail.reason", { reason: campaign.failureReason })}</Text>
      )}
      {campaign.failedAddresses.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {t("massMail.failedAddresses")}
          </Text>
          <List size="sm" aria-label={t("massMail.failedAddresses")}>
            {campaign.failedAddresses.map((a) => (
              <List.Item key={a}>{a}</List.Item>
            ))}
            {campaign.failedMore > 0 && (
              <List.Item>{t("massMail.andMore", { count: campaign.failedMore })}</List.Item>
            )}
          </List>
        </>
      )}
    </Stack>
  );
}
