import { Button, Group, Paper, Text, TextInput, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { calendarSettingsSchema } from "../../../shared/schemas/calendar";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";
import { useCalendarSettings, useSaveCalendarSettings } from "./queries";

/** The admin's reminder time: the studio time on the evening before a booking when reminders go out. */
export function ReminderSettingsPanel() {
  const { t } = useTranslation();
  const settings = useCalendarSettings();
  const save = useSaveCalendarSettings();
  const feedback = useFeedback({ fallback: "calendar.admin.saveFailed" });
  const form = useSchemaForm(calendarSettingsSchema, { initialValues: { reminderTime: "20:00" } });
  const loaded = settings.data?.reminderTime;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset the form when the saved value arrives
  useEffect(() => {
    if (loaded) form.setValues({ reminderTime: loaded });
  }, [loaded]);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="reminder-settings">
      <Title order={2} size="h5" id="reminder-settings" mb="xs">
        {t("calendar.admin.title")}
      </Title>
      <form
        onSubmit={form.onSubmit((values) => {
          feedback.clear();
          save.mutate(values, {
            onSuccess: () => feedback.succeed(msg("calendar.admin.saved")),
            onError: (err) => feedback.fail(err),
          });
        })}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            type="time"
            label={t("calendar.admin.time")}
            aria-describedby="reminder-settings-hint"
            disabled={!settings.data}
            {...form.getInputProps("reminderTime")}
          />
          <Button type="submit" loading={save.isPending} disabled={!settings.data}>
            {t("common.save")}
          </Button>
        </Group>
      </form>
      <Text id="reminder-settings-hint" size="sm" c="gray.7" mt={4}>
        {t("calendar.admin.hint")}
      </Text>
      {settings.isError && (
        <Text c="red.8" size="sm" mt="xs">
          {errorText(t, settings.error)}
        </Text>
      )}
      <FeedbackAlert feedback={feedback.current} mt="xs" />
    </Paper>
  );
}
