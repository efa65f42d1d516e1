import { Checkbox, NumberInput, SimpleGrid, Textarea } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  LONG_TEXT_MAX,
  MEALS_PER_DAY,
  type MyNutrition,
  nutritionAnswersSchema,
  SLEEP_HOURS,
  WATER_L,
} from "../../../shared/schemas/questionnaires";
import { useSchemaForm } from "../../lib/form";
import { nutritionFormFrom } from "./formValues";
import { numberBounds, Section, TrainingFields } from "./QuestionnaireFields";
import { QuestionnaireForm } from "./QuestionnaireForm";
import { type LoginModal, QuestionnaireGate } from "./QuestionnaireGate";
import { questionnaireQueries, useSaveNutrition } from "./queries";

/** /questionnaire: the member's nutrition questionnaire (spec sections 2, 3, 5). */
export default function NutritionQuestionnairePage({ loginModal }: { loginModal?: LoginModal }) {
  const { t } = useTranslation();
  const query = useQuery(questionnaireQueries.myNutrition());
  return (
    <QuestionnaireGate title={t("questionnaires.nutritionTitle")} loginModal={loginModal} query={query}>
      {query.data !== undefined && <NutritionForm saved={query.data} />}
    </QuestionnaireGate>
  );
}

function NutritionForm({ saved }: { saved: MyNutrition | null }) {
  const { t } = useTranslation();
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
            {...numberBounds(t, MEALS_PER_DAY)}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("mealsPerDay")}
          />
          <NumberInput
            label={f("waterLPerDay")}
            {...numberBounds(t, WATER_L)}
            decimalScale={1}
            allowNegative={false}
            {...form.getInputProps("waterLPerDay")}
          />
          <NumberInput
            label={f("sleepHours")}
            {...numberBounds(t, SLEEP_HOURS)}
            decimalScale={1}
            allowNegative={false}
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
