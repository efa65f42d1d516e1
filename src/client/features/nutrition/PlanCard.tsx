import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MEALS, planEndDate } from "../../../shared/domain/nutrition";
import { type DayMealsInput, PLAN_COMMENT_MAX, type Plan } from "../../../shared/schemas/nutrition";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { useLang } from "../../lib/lang";
import { msg } from "../../lib/message";
import { formatDay, formatInstant } from "./format";
import { MealEditor } from "./MealEditor";
import { MealIngredients } from "./MealIngredients";
import { dayToInput } from "./meals";
import { useUpdatePlan } from "./queries";

/**
 * One plan in the editor: its dates and comment, one day's four meals at a time; 'Edit' turns the
 * comment and the meals into fields, 'Save' sends the comment and the days that changed.
 */
export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const lang = useLang();
  const update = useUpdatePlan();
  const [dayIndex, setDayIndex] = useState(0);
  const [editing, setEditing] = useState(false);
  const [comment, setComment] = useState(plan.comment);
  const [changed, setChanged] = useState<Map<number, DayMealsInput>>(new Map());
  const feedback = useFeedback({ fallback: "nutrition.editor.saveError" });
  const day = plan.days[dayIndex]!;
  const input = changed.get(day.dayNumber) ?? dayToInput(day.meals);
  const heading = t("nutrition.editor.plan", {
    start: formatDay(plan.startDate, lang),
    end: formatDay(planEndDate(plan.startDate, plan.durationDays), lang),
    days: plan.durationDays,
  });

  const startEdit = () => {
    setComment(plan.comment);
    setChanged(new Map());
    feedback.clear();
    setEditing(true);
  };
  const setMeal = (meal: (typeof MEALS)[number], field: "name" | "ingredients", value: string) => {
    const next = new Map(changed);
    next.set(day.dayNumber, { ...input, [meal]: { ...input[meal], [field]: value } });
    setChanged(next);
  };
  const save = () => {
    feedback.clear();
    const days = [...changed].map(([dayNumber, meals]) => ({ dayNumber, meals }));
    update.mutate(
      { id: plan.id, json: { comment, days } },
      {
        onSuccess: () => {
          setEditing(false);
          feedback.succeed(msg("nutrition.editor.saved"));
        },
        onError: (err) => feedback.fail(err),
      },
    );
  };

  return (
    <Card withBorder component="article" aria-label={heading}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h5">
              {heading}
            </Title>
            <Text size="xs" c="gray.7">
              {t("nutrition.editor.created", { date: formatInstant(plan.createdAt, lang) })}
            </Text>
          </div>
          {editing ? (
            <Group gap="xs">
              <Button size="xs" onClick={save} loading={update.isPending}>
                {t("nutrition.editor.save")}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing(false)}
                disabled={update.isPending}
              >
                {t("nutrition.editor.cancel")}
              </Button>
            </Group>
          ) : (
            <Button size="xs" variant="light" onClick={startEdit}>
              {t("nutrition.editor.edit")}
            </Button>
          )}
        </Group>
        <FeedbackAlert feedback={feedback.current} />
        {editing ? (
          <Textarea
            label={t("nutrition.editor.comment")}
            autosize
            minRows={2}
            maxLength={PLAN_COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
        ) : (
          plan.comment && (
            <Text size="sm">
              <b>{t("nutrition.editor.comment")}:</b> {plan.comment}
            </Text>
          )
        )}
        <Select
          label={t("nutrition.mine.pickDay")}
          data={plan.days.map((d, i) => ({
            value: String(i),
            label: t("nutrition.dayLabel", { n: d.dayNumber, date: formatDay(d.date, lang) }),
          }))}
          value={String(dayIndex)}
          onChange={(v) => v !== null && setDayIndex(Number(v))}
          allowDeselect={false}
          maw={320}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {MEALS.map((m) =>
            editing ? (
              <MealEditor
                key={m}
                meal={m}
                ingredients={input[m].ingredients}
                nameProps={{
                  value: input[m].name,
                  onChange: (e) => setMeal(m, "name", e.currentTarget.value),
                }}
                ingredientsProps={{
                  value: input[m].ingredients,
                  onChange: (e) => setMeal(m, "ingredients", e.currentTarget.value),
                }}
              />
            ) : (
              <div key={m}>
                <Text fw={600} size="sm">
                  {t(`nutrition.meals.${m}`)}
                  {day.meals[m].name && `: ${day.meals[m].name}`}
                </Text>
                <MealIngredients ingredients={day.meals[m].ingredients} />
              </div>
            ),
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
