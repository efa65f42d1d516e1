import { Button, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  DRIFT_DAYS_MAX,
  DRIFT_DAYS_MIN,
  DRIFT_DEFAULTS,
  DRIFT_SESSIONS_MAX,
  DRIFT_SESSIONS_MIN,
  type DriftSettings,
  driftSettingsSchema,
} from "../../../shared/schemas/owner-report";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { useFillOnLoad, useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";
import { useDriftSettings, useSaveDriftSettings } from "./queries";

const FIELDS = [
  ["expiringDays", DRIFT_DAYS_MAX, DRIFT_DAYS_MIN],
  ["sessionsLeft", DRIFT_SESSIONS_MAX, DRIFT_SESSIONS_MIN],
  ["dormantDays", DRIFT_DAYS_MAX, DRIFT_DAYS_MIN],
  ["lapsedDays", DRIFT_DAYS_MAX, DRIFT_DAYS_MIN],
] as const;

/** The lists' thresholds, the studio's own (defaults: 14 days, 1 session, 14 days, 30 days). */
export function DriftSettingsPanel() {
  const { t } = useTranslation();
  const settings = useDriftSettings();
  const save = useSaveDriftSettings();
  const feedback = useFeedback({ fallback: "ownerReport.drift.settings.saveFailed" });
  const form = useSchemaForm(driftSettingsSchema, { initialValues: { ...DRIFT_DEFAULTS } as DriftSettings });
  const loaded = settings.data;
  useFillOnLoad(form, loaded);
  const submit = form.onSubmit((v) => {
    feedback.clear();
    save.mutate(v, {
      onSuccess: () => feedback.succeed(msg("ownerReport.drift.settings.saved")),
      onError: (err) => feedback.fail(err),
    });
  });
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="drift-settings">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={2} size="h5" id="drift-settings">
            {t("ownerReport.drift.settings.title")}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {FIELDS.map(([name, max, min]) => (
              <NumberInput
                key={name}
                label={t(`ownerReport.drift.settings.${name}`)}
                min={min}
                max={max}
                allowDecimal={false}
                // A value out of range is refused with the range, never changed into another one.
                clampBehavior="none"
                disabled={!loaded}
                {...form.getInputProps(name)}
              />
            ))}
          </SimpleGrid>
          {settings.isError && (
            <Text c="red.8" size="sm">
              {errorText(t, settings.error, "ownerReport.loadError")}
            </Text>
          )}
          <FeedbackAlert feedback={feedback.current} />
          <Button
            type="submit"
            variant="light"
            loading={save.isPending}
            disabled={!loaded}
            style={{ alignSelf: "flex-start" }}
          >
            {t("ownerReport.drift.settings.save")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
