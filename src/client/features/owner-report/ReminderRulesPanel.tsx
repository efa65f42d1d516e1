import {
  Accordion,
  Button,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { REMINDER_DEFAULTS } from "../../../shared/domain/reminders";
import {
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  REMINDER_KINDS,
  type ReminderRules,
  reminderRulesSchema,
} from "../../../shared/schemas/reminders";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { useFillOnLoad, useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";
import { useReminderRules, useSaveReminderRules } from "./queries";

const WORDS = [
  ["subjectGr", "input"],
  ["textGr", "area"],
  ["subjectEn", "input"],
  ["textEn", "area"],
] as const;

/** The automatic reminders: each kind switched on or off, its days and its words. */
export function ReminderRulesPanel() {
  const { t } = useTranslation();
  const rules = useReminderRules();
  const save = useSaveReminderRules();
  const feedback = useFeedback({ fallback: "reminders.saveFailed" });
  const form = useSchemaForm<ReminderRules>(reminderRulesSchema, {
    initialValues: { rules: REMINDER_KINDS.map((k) => ({ ...REMINDER_DEFAULTS[k] })) },
  });
  const loaded = rules.data;
  useFillOnLoad(form, loaded);
  const submit = form.onSubmit((v) => {
    feedback.clear();
    save.mutate(v, {
      onSuccess: () => feedback.succeed(msg("reminders.saved")),
      onError: (err) => feedback.fail(err),
    });
  });
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="reminder-rules">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5" id="reminder-rules">
            {t("reminders.title")}
          </Title>
          <Text size="sm" c="gray.7">
            {t("reminders.hint")}
          </Text>
          {form.values.rules.map((rule, i) => {
            const name = t(`reminders.kinds.${rule.kind}`);
            const hasDays = REMINDER_DAYS_MIN[rule.kind] !== null;
            return (
              <Paper key={rule.kind} withBorder p="xs" radius="sm" component="section" aria-label={name}>
                <Stack gap={6}>
                  <Switch
                    label={name}
                    disabled={!loaded}
                    styles={{ label: { fontWeight: 600 } }}
                    {...form.getInputProps(`rules.${i}.enabled`, { type: "checkbox" })}
                  />
                  <Text size="sm" c="gray.7">
                    {t(`reminders.when.${rule.kind}`, { days: rule.days })}
                  </Text>
                  {hasDays && (
                    <NumberInput
                      label={t(`reminders.days.${rule.kind}`)}
                      min={REMINDER_DAYS_MIN[rule.kind] ?? 0}
                      max={REMINDER_DAYS_MAX}
                      allowDecimal={false}
                      disabled={!loaded}
                      maw={220}
                      {...form.getInputProps(`rules.${i}.days`)}
                    />
                  )}
                  <Accordion variant="contained" chevronPosition="left">
                    <Accordion.Item value="words">
                      <Accordion.Control>{t("reminders.words")}</Accordion.Control>
                      <Accordion.Panel>
                        <Stack gap="xs">
                          {WORDS.map(([field, kind]) =>
                            kind === "input" ? (
                              <TextInput
                                key={field}
                                label={t(`reminders.${field}`)}
                                disabled={!loaded}
                                {...form.getInputProps(`rules.${i}.${field}`)}
                              />
                            ) : (
                              <Textarea
                                key={field}
                                label={t(`reminders.${field}`)}
                                autosize
                                minRows={3}
                                disabled={!loaded}
                                {...form.getInputProps(`rules.${i}.${field}`)}
                              />
                            ),
                          )}
                        </Stack>
                      </Accordion.Panel>
                    </Accordion.Item>
                  </Accordion>
                </Stack>
              </Paper>
            );
          })}
          {rules.isError && (
            <Text c="red.8" size="sm">
              {errorText(t, rules.error, "reminders.loadFailed")}
            </Text>
          )}
          <FeedbackAlert feedback={feedback.current} />
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!loaded}
            style={{ alignSelf: "flex-start" }}
          >
            {t("reminders.save")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
