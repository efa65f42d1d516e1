import { Anchor, Button, Chip, Group, NumberInput, Stack, Tabs, Text, Textarea, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { MEALS, WEEK_DAYS } from "../../../shared/domain/nutrition";
import type { MemberLookupItem } from "../../../shared/schemas/members";
import {
  type CreatePlanInput,
  createPlanSchema,
  PLAN_COMMENT_MAX,
  PLAN_DAYS_DEFAULT,
  PLAN_DAYS_MAX,
  PLAN_DAYS_MIN,
  PLAN_DAYS_QUICK,
} from "../../../shared/schemas/nutrition";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DateField } from "../../components/DateField";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { MemberPicker } from "../../components/MemberPicker";
import { PageShell } from "../../components/PageShell";
import { firstError, useSchemaForm } from "../../lib/form";
import { MealEditor } from "./MealEditor";
import { emptyDayInput, isEmptyTemplate } from "./meals";
import { useCreatePlan, useNutritionUsers } from "./queries";

/**
 * /admin-nutrition-create: a member with a valid nutrition package, a start date (today by
 * default), 1-120 days and a 7-day template of four meals, repeated over the plan's days.
 */
export default function CreatePlanPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = useNutritionUsers().data?.today;
  const create = useCreatePlan();
  const [member, setMember] = useState<MemberLookupItem | null>(null);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const feedback = useFeedback({ fallback: "nutrition.create.saveError" });
  const form = useSchemaForm<CreatePlanInput>(createPlanSchema, {
    initialValues: {
      userId: "",
      startDate: "",
      durationDays: PLAN_DAYS_DEFAULT,
      comment: "",
      template: Array.from({ length: WEEK_DAYS }, emptyDayInput),
    },
  });
  const { setFieldValue } = form;
  const startDate = form.values.startDate;
  useEffect(() => {
    if (today && startDate === "") setFieldValue("startDate", today);
  }, [today, startDate, setFieldValue]);

  const pickMember = (m: MemberLookupItem | null) => {
    setMember(m);
    form.setFieldValue("userId", m?.id ?? "");
  };

  const save = (values: typeof form.values) => {
    setConfirmEmpty(false);
    feedback.clear();
    create.mutate(values as CreatePlanInput, {
      onSuccess: (plan) =>
        navigate(`/admin-nutrition?member=${encodeURIComponent(values.userId)}`, {
          state: { saved: plan.id },
        }),
      onError: (err) => feedback.fail(err),
    });
  };
  // On a phone the refused field may be far above the button: its sentence shows beside the button too.
  const submit = form.onSubmit(
    (values) => {
      if (isEmptyTemplate(values.template)) setConfirmEmpty(true);
      else save(values);
    },
    (errors) => {
      const first = firstError(errors);
      feedback.set(first ? { ok: false, text: first } : null);
    },
  );

  return (
    <PageShell title={t("nutrition.create.title")} backTo="/admin" size="md">
      <Group gap="md" mb="md">
        <Anchor component={Link} to="/admin">
          {t("nutrition.create.toAdmin")}
        </Anchor>
        <Anchor component={Link} to="/admin-nutrition">
          {t("nutrition.create.toEditor")}
        </Anchor>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <MemberPicker
            scope="nutrition"
            value={member}
            onChange={pickMember}
            error={(form.errors.userId as string | undefined) ?? null}
          />
          <DateField inForm label={t("nutrition.create.startDate")} {...form.getInputProps("startDate")} />
          <NumberInput
            label={t("nutrition.create.duration")}
            min={PLAN_DAYS_MIN}
            max={PLAN_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps("durationDays")}
          />
          <Chip.Group
            value={String(form.values.durationDays)}
            onChange={(v) => form.setFieldValue("durationDays", Number(v))}
          >
            <Group gap={6} role="group" aria-label={t("nutrition.create.quick")}>
              {PLAN_DAYS_QUICK.map((n) => (
                <Chip key={n} value={String(n)} size="sm">
                  {t("nutrition.create.quickDays", { n })}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Textarea
            label={t("nutrition.create.comment")}
            autosize
            minRows={2}
            maxLength={PLAN_COMMENT_MAX}
            {...form.getInputProps("comment")}
          />
          <div>
            <Title order={2} size="h4">
              {t("nutrition.create.template")}
            </Title>
            <Text size="sm" c="gray.7">
              {t("nutrition.create.templateHint")}
            </Text>
          </div>
          <Tabs defaultValue="0" keepMounted={false}>
            <Tabs.List>
              {form.values.template.map((_, d) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the template's days are fixed
                <Tabs.Tab key={d} value={String(d)}>
                  {t("nutrition.create.templateDay", { n: d + 1 })}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {form.values.template.map((day, d) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the template's days are fixed
              <Tabs.Panel key={d} value={String(d)} pt="sm">
                <Stack gap="lg">
                  {MEALS.map((m) => (
                    <MealEditor
                      key={m}
                      meal={m}
                      ingredients={day[m].ingredients}
                      nameProps={form.getInputProps(`template.${d}.${m}.name`)}
                      ingredientsProps={form.getInputProps(`template.${d}.${m}.ingredients`)}
                    />
                  ))}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <FeedbackAlert feedback={feedback.current} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t("nutrition.create.save")}
            </Button>
            <Button variant="default" component={Link} to="/admin-nutrition">
              {t("nutrition.create.cancel")}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirmEmpty}
        message={t("nutrition.create.emptyConfirm")}
        confirmLabel={t("nutrition.create.save")}
        cancelLabel={t("nutrition.create.cancel")}
        onClose={() => setConfirmEmpty(false)}
        onConfirm={() => save(form.values)}
      />
    </PageShell>
  );
}
