import { Paper, Switch, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { msg } from "../../lib/message";
import { useAttendanceSettings, useSaveAttendanceSettings } from "./queries";

/** The studio's setting "a no-show forfeits the session" (off by default). */
export function AttendanceSettingsPanel() {
  const { t } = useTranslation();
  const settings = useAttendanceSettings();
  const save = useSaveAttendanceSettings();
  const feedback = useFeedback({ fallback: "attendance.settings.saveFailed" });
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="attendance-settings">
      <Title order={2} size="h5" id="attendance-settings" mb="xs">
        {t("attendance.settings.title")}
      </Title>
      <Switch
        label={t("attendance.settings.noShowForfeits")}
        aria-describedby="attendance-settings-hint"
        checked={settings.data?.noShowForfeits ?? false}
        disabled={!settings.data || save.isPending}
        onChange={(e) => {
          feedback.clear();
          save.mutate(
            { noShowForfeits: e.currentTarget.checked },
            {
              onSuccess: () => feedback.succeed(msg("attendance.settings.saved")),
              onError: (err) => feedback.fail(err),
            },
          );
        }}
      />
      <Text id="attendance-settings-hint" size="sm" c="gray.7" mt={4}>
        {t("attendance.settings.hint")}
      </Text>
      {settings.isError && (
        <Text c="red.8" size="sm" mt="xs">
          {errorText(t, settings.error, "attendance.loadError")}
        </Text>
      )}
      <FeedbackAlert feedback={feedback.current} mt="xs" />
    </Paper>
  );
}
