import { Paper, Switch, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type Feedback, FeedbackAlert } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { useAttendanceSettings, useSaveAttendanceSettings } from "./queries";

/** The studio's setting "a no-show forfeits the session" (off by default). */
export function AttendanceSettingsPanel() {
  const { t } = useTranslation();
  const settings = useAttendanceSettings();
  const save = useSaveAttendanceSettings();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
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
          setFeedback(null);
          save.mutate(
            { noShowForfeits: e.currentTarget.checked },
            {
              onSuccess: () => setFeedback({ ok: true, text: t("attendance.settings.saved") }),
              onError: (err) =>
                setFeedback({ ok: false, text: errorText(t, err, "attendance.settings.saveFailed") }),
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
      <FeedbackAlert feedback={feedback} mt="xs" />
    </Paper>
  );
}
