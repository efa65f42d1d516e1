import { Card, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FeedbackAlert, useFeedbackMutation } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { api, call } from "../../lib/api";
import { msg } from "../../lib/message";
import { queryRoots, refreshAfter } from "../../lib/queryKeys";
import { useSite } from "../../lib/useSite";

/**
 * The public site opened, or "coming soon" to visitors not signed in (decision 051): the owner opens
 * it once the studio is ready, and may close it again.
 */
export function SiteOpenPanel() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const site = useSite().data;
  const refresh = refreshAfter(qc, queryRoots.site);
  const change = useFeedbackMutation({
    mutationFn: (open: boolean) => call(api.admin["site-open"].$put({ json: { open } })),
    onSuccess: async (_, open) => {
      await refresh.onSuccess();
      return msg(open ? "identity.siteOpen.opened" : "identity.siteOpen.closed");
    },
  });
  if (!site) return null;
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t(site.open ? "identity.siteOpen.isOpen" : "identity.siteOpen.isClosed")}
        </Title>
        <Text size="sm">{t(site.open ? "identity.siteOpen.openText" : "identity.siteOpen.closedText")}</Text>
        <FeedbackAlert feedback={change.feedback.current} />
        <WrapButton
          variant={site.open ? "light" : "filled"}
          loading={change.isPending}
          onClick={() => change.run(!site.open)}
        >
          {t(site.open ? "identity.siteOpen.close" : "identity.siteOpen.open")}
        </WrapButton>
      </Stack>
    </Card>
  );
}
