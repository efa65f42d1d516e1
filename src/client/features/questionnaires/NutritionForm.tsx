import { Checkbox, NumberInput, SimpleGrid, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  LONG_TEXT_MAX,
  MEALS_PER_DAY,
  type MyNutrition,
  nutritionAnswersSchema,
  SLEEP_HOURS,
  WATER_L,
} from "../../../shared/schemas/questionnaires";
import { DecimalField } from "../../components/DecimalField";
import { useSchemaForm } from "../../lib/form";
import { nutritionFormFrom } from "./formValues";
import { numberBounds, Section, TrainingFields } from "./QuestionnaireFields";
import { QuestionnaireForm } from "./QuestionnaireForm";
import { useSaveNutrition } from "./queries";

/** The nutrition questionnaire's form, its own chunk: loaded only for a signed-in member (zod, the inputs). */
export default function NutritionForm({ saved }: { saved: MyNutrition | null }) {
  const { t, i18n } = useTranslation();
  const save = useSaveNutrition();
  const form = useSchemaForm(nutritionAnswersSchema, { initialValues: nutritionFormFrom(saved) });
  const f = (name: string) => t(`questionnaires.fields.${name}`);

  return (
    <QuestionnaireForm
      form={form}
      save={save}
      returning={saved !== null}
      next={(answer) => (answer.nutritionActive ? "/my-nutrition" : "/")}
    >
      <Section title={t("questionnaires.sections.food")}>
        <Textarea
          label={f("allergies")}
          autosize
          maxLength={LONG_TEXT_MAX}
          {...form.getInputProps("allergies")}
        />
        <Textarea
          mt="sm"
          label={f("dislikes")}
          autosize
          maxLength={LONG_TEXT_MAX}
          {...form.getInputProps("dislikes")}
        />
        <Textarea
          mt="sm"
          label={f("dietaryPreferences")}
          autosize
          maxLength={LONG_TEXT_MAX}
          {...form.getInputProps("dietaryPreferences")}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} mt="sm">
          <NumberInput
            label={f("mealsPerDay")}
            {...numberBounds(t, i18n.language, MEALS_PER_DAY)}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("mealsPerDay")}
          />
          <DecimalField
            label={f("waterLPerDay")}
            description={numberBounds(t, i18n.language, WATER_L).description}
            digits={1}
            {...form.getInputProps("waterLPerDay")}
          />
          <DecimalField
            label={f("sleepHours")}
            description={numberBounds(t, i18n.language, SLEEP_HOURS).description}
            digits={1}
            {...form.getInputProps("sleepHours")}
          />
        </SimpleGrid>
        <Checkbox
          mt="sm"
          label={f("hasDietPlan")}
          {...form.getInputProps("hasDietPlan", { type: "checkbox" })}
        />
        {form.values.hasDietPlan && (
          <Textarea
            mt="sm"
            label={f("currentDietPlan")}
            autosize
            maxLength={LONG_TEXT_MAX}
            {...form.getInputProps("currentDietPlan")}
          />
        )}
      </Section>
      <TrainingFields form={form} />
    </QuestionnaireForm>
  );
}
