import { Checkbox, NumberInput, Select, SimpleGrid, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDecimal } from "../../../shared/decimals";
import {
  ACTIVITY_LEVELS,
  AGE,
  GOALS_MAX,
  HEIGHT_CM,
  LONG_TEXT_MAX,
  type NutritionAnswersForm,
  SEXES,
  SHORT_TEXT_MAX,
  TRAINING_DAYS,
  TRAINING_EXPERIENCES,
  WEIGHT_KG,
} from "../../../shared/schemas/questionnaires";
import { DecimalField } from "../../components/DecimalField";

/** The fields both questionnaires share (the nutrition form's type stands for both). */
export type AnswersForm = Pick<UseFormReturnType<NutritionAnswersForm>, "getInputProps" | "key">;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} size="h4" component="legend" mb="xs">
        {title}
      </Title>
      {children}
    </fieldset>
  );
}

/**
 * A number field's bounds: what was typed is kept as it is (never clamped: age 0 stays 0 and is
 * refused with its message), and the allowed range is said beside the field. A required
 * answer must be above 0, so its range starts at one step.
 */
export function numberBounds(
  t: TFunction,
  lang: string,
  b: { min: number; max: number; step: number },
  required = false,
) {
  const from = required && b.min <= 0 ? b.step : b.min;
  return {
    min: b.min,
    max: b.max,
    step: b.step,
    clampBehavior: "none" as const,
    description: t("questionnaires.allowedRange", {
      min: formatDecimal(from, lang),
      max: formatDecimal(b.max, lang),
    }),
  };
}

/** Goals, body and activity: the required answers, in the spec's validation order. */
export function AboutYouFields({ form }: { form: AnswersForm }) {
  const { t, i18n } = useTranslation();
  const f = (name: string) => t(`questionnaires.fields.${name}`);
  return (
    <Section title={t("questionnaires.sections.about")}>
      <Textarea
        label={f("goals")}
        required
        autosize
        minRows={2}
        maxLength={GOALS_MAX}
        key={form.key("goals")}
        {...form.getInputProps("goals")}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} mt="sm">
        <NumberInput
          label={f("heightCm")}
          required
          {...numberBounds(t, i18n.language, HEIGHT_CM, true)}
          allowDecimal={false}
          allowNegative={false}
          key={form.key("heightCm")}
          {...form.getInputProps("heightCm")}
        />
        <DecimalField
          label={f("weightKg")}
          required
          description={numberBounds(t, i18n.language, WEIGHT_KG, true).description}
          digits={1}
          key={form.key("weightKg")}
          {...form.getInputProps("weightKg")}
        />
        <NumberInput
          label={f("age")}
          required
          {...numberBounds(t, i18n.language, AGE, true)}
          allowDecimal={false}
          allowNegative={false}
          key={form.key("age")}
          {...form.getInputProps("age")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="sm">
        <Select
          label={f("sex")}
          required
          placeholder={t("questionnaires.choose")}
          data={SEXES.map((s) => ({ value: s, label: t(`questionnaires.sex.${s}`) }))}
          key={form.key("sex")}
          {...form.getInputProps("sex")}
        />
        <Select
          label={f("activityLevel")}
          required
          placeholder={t("questionnaires.choose")}
          data={ACTIVITY_LEVELS.map((a) => ({ value: a, label: t(`questionnaires.activity.${a}`) }))}
          key={form.key("activityLevel")}
          {...form.getInputProps("activityLevel")}
        />
      </SimpleGrid>
    </Section>
  );
}

/** Health: conditions and blood pressure. */
export function HealthFields({ form }: { form: AnswersForm }) {
  const { t } = useTranslation();
  const f = (name: string) => t(`questionnaires.fields.${name}`);
  return (
    <Section title={t("questionnaires.sections.health")}>
      <Textarea
        label={f("medicalConditions")}
        autosize
        minRows={2}
        maxLength={LONG_TEXT_MAX}
        key={form.key("medicalConditions")}
        {...form.getInputProps("medicalConditions")}
      />
      <TextInput
        mt="sm"
        label={f("bloodPressure")}
        maxLength={SHORT_TEXT_MAX}
        key={form.key("bloodPressure")}
        {...form.getInputProps("bloodPressure")}
      />
    </Section>
  );
}

/** Training: experience, a past personal trainer, days per week, reason, package of interest. */
export function TrainingFields({ form }: { form: AnswersForm }) {
  const { t, i18n } = useTranslation();
  const f = (name: string) => t(`questionnaires.fields.${name}`);
  return (
    <Section title={t("questionnaires.sections.training")}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label={f("trainingExperience")}
          placeholder={t("questionnaires.choose")}
          clearable
          data={TRAINING_EXPERIENCES.map((e) => ({ value: e, label: t(`questionnaires.experience.${e}`) }))}
          key={form.key("trainingExperience")}
          {...form.getInputProps("trainingExperience")}
        />
        <NumberInput
          label={f("trainingDaysPerWeek")}
          {...numberBounds(t, i18n.language, TRAINING_DAYS)}
          allowDecimal={false}
          allowNegative={false}
          key={form.key("trainingDaysPerWeek")}
          {...form.getInputProps("trainingDaysPerWeek")}
        />
      </SimpleGrid>
      <Checkbox
        mt="sm"
        label={f("hadPersonalTrainer")}
        key={form.key("hadPersonalTrainer")}
        {...form.getInputProps("hadPersonalTrainer", { type: "checkbox" })}
      />
      <Textarea
        mt="sm"
        label={f("trainingReason")}
        autosize
        minRows={2}
        maxLength={LONG_TEXT_MAX}
        key={form.key("trainingReason")}
        {...form.getInputProps("trainingReason")}
      />
      <TextInput
        mt="sm"
        label={f("preferredPackage")}
        maxLength={SHORT_TEXT_MAX}
        key={form.key("preferredPackage")}
        {...form.getInputProps("preferredPackage")}
      />
    </Section>
  );
}

/** Notes, then the consent (always last) with what is kept and why, in one sentence. */
export function NotesAndConsent({ form }: { form: AnswersForm }) {
  const { t } = useTranslation();
  return (
    <>
      <Textarea
        label={t("questionnaires.fields.notes")}
        autosize
        minRows={2}
        maxLength={LONG_TEXT_MAX}
        key={form.key("notes")}
        {...form.getInputProps("notes")}
      />
      <Text size="sm" id="questionnaire-why">
        {t("questionnaires.why")}
      </Text>
      <Checkbox
        label={t("questionnaires.fields.consent")}
        aria-describedby="questionnaire-why"
        key={form.key("consent")}
        {...form.getInputProps("consent", { type: "checkbox" })}
      />
    </>
  );
}
