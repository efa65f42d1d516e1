import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { FIRST_RUN_CHOICES } from "../../../shared/schemas/setup";
import { FeedbackAlert, useFeedbackMutation } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/queryKeys";

type Choice = (typeof FIRST_RUN_CHOICES)[number];

/**
 * A new install's first question to its owner (decision 053): start empty, or load the spec's example
 * studio (its packages, closures, announcements, a week of classes) to look around. Asked once; the
 * server refuses a second answer.
 */
export function FirstRunChoice() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  // The example fills packages, closures, announcements and classes: every read kept may have changed.
  const refresh = refreshAfter(qc, []);
  const choose = useFeedbackMutation({
    mutationFn: (choice: Choice) => call(api.admin["first-run"].$post({ json: { choice } })),
    onSuccess: async () => {
      await refresh.onSuccess();
      return undefined;
    },
  });
  return (
    <Card withBorder padding="md" aria-labelledby="first-run-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="first-run-title">
          {t("setup.firstRun.title")}
        </Title>
        <Text size="sm">{t("setup.firstRun.text")}</Text>
        <FeedbackAlert feedback={choose.feedback.current} />
        <Group grow preventGrowOverflow={false} wrap="wrap" align="stretch">
          <Stack gap={4}>
            <WrapButton loading={choose.isPending} onClick={() => choose.run("empty")}>
              {t("setup.firstRun.empty")}
            </WrapButton>
            <Text size="xs" c="dimmed">
              {t("setup.firstRun.emptyText")}
            </Text>
          </Stack>
          <Stack gap={4}>
            <WrapButton variant="light" loading={choose.isPending} onClick={() => choose.run("example")}>
              {t("setup.firstRun.example")}
            </WrapButton>
            <Text size="xs" c="dimmed">
              {t("setup.firstRun.exampleText")}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
