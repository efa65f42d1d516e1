import { Button, Divider, Group, Loader, NumberInput, Stack, Switch, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { STANDING_HORIZON_MAX_DAYS } from "../../../shared/domain/standing";
import type { StudioRules } from "../../../shared/domain/studio-rules";
import {
  ACTIVE_BOOKINGS_MAX,
  ACTIVITY_RETENTION_DAYS_MAX,
  ACTIVITY_RETENTION_DAYS_MIN,
  AGE_MAX,
  AGE_MIN,
  CAPACITY_MAX,
  CUTOFF_MAX_MINUTES,
  LATE_WINDOW_MAX_HOURS,
  MINUTES_STEP_MAX,
  type OutsideBooking,
  type SaveStudioRules,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  studioRulesSchema,
} from "../../../shared/schemas/studio-settings";
import { FeedbackAlert, msg, useFeedback } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { TimeField } from "../../components/TimeField";
import { ApiError, api, call } from "../../lib/api";
import { firstProblem, useSchemaForm } from "../../lib/form";
import { isRuleKey, RULE_LABELS } from "../../lib/ruleLabels";
import { applyRuleWords, studioRulesKey, useStudioRules } from "../../lib/studioRules";
import { HoursEditor } from "./HoursEditor";
import { OutsideBookings } from "./OutsideBookings";
import { SettingsPanels } from "./SettingsPanels";
import { TimeZoneField } from "./TimeZoneField";

/** The owner's settings screen: the studio's rules (decision 029). */
export default function StudioSettingsPage() {
  const { t } = useTranslation();
  const rules = useStudioRules();
  return (
    <PageShell title={t("settings.title")} size="md">
      <Stack>
        <Text>{t("settings.intro")}</Text>
        {rules.isPending && <Loader aria-label={t("settings.title")} />}
        {rules.isError && (
          <Text c="red" role="alert">
            {t("settings.loadFailed")}
          </Text>
        )}
        {rules.data && <RulesForm initial={rules.data} />}
        {/* The panels come once the form is drawn: drawn before it, they were pushed down the screen
            as the long form arrived (a layout shift of most of the page). */}
        {!rules.isPending && (
          <>
            <Divider />
            <SettingsPanels />
          </>
        )}
      </Stack>
    </PageShell>
  );
}

/** A number of minutes with its words beside it ('= 2 hours'). */
function MinutesInput({ form, name, max }: { form: Form; name: keyof StudioRules; max: number }) {
  const { t } = useTranslation();
  const value = form.values[name];
  return (
    <NumberInput
      label={t(RULE_LABELS[name])}
      description={typeof value === "number" ? t("settings.asWords", { minutes: value }) : undefined}
      min={0}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      {...form.getInputProps(name)}
    />
  );
}

/** The hours no automatic e-mail goes out (the reminders to members drifting away). */
function QuietHoursFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} role="group" aria-labelledby="settings-quiet" aria-describedby="settings-quiet-hint">
      <Text id="settings-quiet" size="sm" fw={700}>
        {t("settings.quietHours")}
      </Text>
      <Text id="settings-quiet-hint" size="xs" c="gray.7">
        {t("settings.quietHint")}
      </Text>
      <Group gap="md" align="flex-start">
        <TimeField label={t("settings.quietFrom")} {...form.getInputProps("quietHours.from")} />
        <TimeField label={t("settings.quietTo")} {...form.getInputProps("quietHours.to")} />
      </Group>
    </Stack>
  );
}

type Form = ReturnType<typeof useSchemaForm<StudioRules>>;

function RulesForm({ initial }: { initial: StudioRules }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useSchemaForm(studioRulesSchema, { initialValues: initial });
  const feedback = useFeedback({ fallback: "settings.failed" });
  const [outside, setOutside] = useState<OutsideBooking[] | null>(null);
  const save = useMutation({
    mutationFn: (json: SaveStudioRules) => call(api.admin["studio-rules"].$put({ json })),
    onSuccess: async (answer, sent) => {
      setOutside(null);
      applyRuleWords(answer.rules);
      qc.setQueryData(studioRulesKey, answer.rules);
      form.resetDirty(answer.rules);
      const count = answer.outside.length;
      if (sent.outsideBookings === "cancel" && count)
        feedback.succeed(msg("settings.savedCancelled", { count }));
      else if (count) feedback.succeed(msg("settings.savedKept", { count }));
      else feedback.succeed(msg("settings.saved"));
      // Every day view, timetable and hint reads the rules: read them again.
      await qc.invalidateQueries();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === "SETTINGS_BOOKINGS_OUTSIDE_HOURS") {
        setOutside((err.params as { bookings: OutsideBooking[] }).bookings);
        return;
      }
      feedback.fail(err);
    },
  });
  const send = (outsideBookings?: SaveStudioRules["outsideBookings"]) => {
    feedback.clear();
    save.mutate({ rules: form.values, outsideBookings });
  };
  // The save button is screens below most fields on a phone: the first problem shows beside it
  // too, with the name of its field (an hours' problem with its weekday).
  const fieldName = (path: string) => {
    const [head = "", day] = path.split(".");
    if (head === "hours" && day !== undefined)
      return (t("settings.weekdays", { returnObjects: true }) as string[])[Number(day)];
    return isRuleKey(head) ? t(RULE_LABELS[head]) : "";
  };
  const submit = form.onSubmit(
    () => send(),
    (errors) => {
      const first = firstProblem(errors);
      const field = first && fieldName(first.path);
      feedback.set({
        ok: false,
        text: !first
          ? msg("errors.VALIDATION")
          : field
            ? msg("settings.problemAt", { field, problem: first.text })
            : first.text,
      });
    },
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="xs" component="section" aria-labelledby="settings-hours">
          <Title order={2} size="h3" id="settings-hours">
            {t("settings.hours")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("settings.hoursHint")}
          </Text>
          <HoursEditor form={form} />
        </Stack>
        <Divider />
        <Stack gap="sm" component="section" aria-labelledby="settings-slots">
          <Title order={2} size="h3" id="settings-slots">
            {t("settings.slots")}
          </Title>
          <NumberInput
            label={t(RULE_LABELS.slotMinutes)}
            description={t("settings.asWords", { minutes: form.values.slotMinutes })}
            min={SLOT_MINUTES_MIN}
            max={SLOT_MINUTES_MAX}
            step={form.values.minutesStep || 1}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("slotMinutes")}
          />
          <NumberInput
            label={t(RULE_LABELS.minutesStep)}
            description={t("settings.minutesStepHint")}
            min={1}
            max={MINUTES_STEP_MAX}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("minutesStep")}
          />
          <NumberInput
            label={t(RULE_LABELS.defaultCapacity)}
            min={1}
            max={CAPACITY_MAX}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("defaultCapacity")}
          />
          <NumberInput
            label={t(RULE_LABELS.classCapacityMax)}
            description={t("settings.classCapacityMaxHint")}
            min={1}
            max={CAPACITY_MAX}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("classCapacityMax")}
          />
          <MinutesInput form={form} name="bookingCutoffMinutes" max={CUTOFF_MAX_MINUTES} />
          <MinutesInput form={form} name="cancelCutoffMinutes" max={CUTOFF_MAX_MINUTES} />
          <MinutesInput form={form} name="waitlistCloseMinutes" max={CUTOFF_MAX_MINUTES} />
          <NumberInput
            label={t(RULE_LABELS.lateWindowHours)}
            description={t("settings.lateWindowHint")}
            min={0}
            max={LATE_WINDOW_MAX_HOURS}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps("lateWindowHours")}
          />
          <NumberInput
            label={t(RULE_LABELS.maxActiveBookings)}
            min={1}
            max={ACTIVE_BOOKINGS_MAX}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("maxActiveBookings")}
          />
          <Switch
            label={t(RULE_LABELS.activeAcrossSchedules)}
            {...form.getInputProps("activeAcrossSchedules", { type: "checkbox" })}
          />
          <Switch
            label={t(RULE_LABELS.noShowForfeits)}
            {...form.getInputProps("noShowForfeits", { type: "checkbox" })}
          />
          <TimeField label={t(RULE_LABELS.reminderTime)} {...form.getInputProps("reminderTime")} />
          <QuietHoursFields form={form} />
          <NumberInput
            label={t(RULE_LABELS.activityRetentionDays)}
            description={t("settings.activityRetentionHint")}
            min={ACTIVITY_RETENTION_DAYS_MIN}
            max={ACTIVITY_RETENTION_DAYS_MAX}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("activityRetentionDays")}
          />
          <NumberInput
            label={t(RULE_LABELS.standingHorizonDays)}
            min={1}
            max={STANDING_HORIZON_MAX_DAYS}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("standingHorizonDays")}
          />
          <NumberInput
            label={t("settings.minimumAge")}
            description={t("settings.minimumAgeHint")}
            min={AGE_MIN}
            max={AGE_MAX}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("minimumAge")}
          />
          <NumberInput
            label={t("settings.consentAge")}
            description={t("settings.consentAgeHint")}
            min={AGE_MIN}
            max={AGE_MAX}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("consentAge")}
          />
        </Stack>
        <Divider />
        <TimeZoneField form={form} />
        {outside ? (
          <OutsideBookings
            bookings={outside}
            pending={save.isPending}
            onKeep={() => send("keep")}
            onCancel={() => send("cancel")}
            onBack={() => setOutside(null)}
          />
        ) : (
          <Button type="submit" loading={save.isPending} style={{ alignSelf: "flex-start" }}>
            {t("settings.save")}
          </Button>
        )}
        <FeedbackAlert feedback={feedback.current} />
      </Stack>
    </form>
  );
}
