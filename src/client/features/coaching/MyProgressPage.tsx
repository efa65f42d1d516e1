import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageShell } from "../../components/PageShell";
import { errorText } from "../../lib/errorText";
import { MeasurementForm, NutritionCheckForm } from "./BodyForms";
import { ProgressView } from "./ProgressView";
import { coachingQueries } from "./queries";

/**
 * /my-progress: the member adds a measurement and the day's nutrition check, and sees their
 * progress: sessions per week, per exercise the estimated 1RM and volume, measurements over time.
 */
export default function MyProgressPage() {
  const { t } = useTranslation();
  const progress = useQuery(coachingQueries.progress());
  return (
    <PageShell title={t("coaching.progress.title")}>
      <Stack gap="md">
        <MeasurementForm />
        <NutritionCheckForm />
        <Title order={2} fz="lg">
          {t("coaching.progress.heading")}
        </Title>
        {progress.isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {progress.error && (
          <Group>
            <Text c="red">{errorText(t, progress.error, "coaching.progress.loadError")}</Text>
            <Button size="xs" variant="light" onClick={() => void progress.refetch()}>
              {t("common.retry")}
            </Button>
          </Group>
        )}
        {progress.data && <ProgressView data={progress.data} />}
      </Stack>
    </PageShell>
  );
}
