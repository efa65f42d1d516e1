import { ActionIcon, Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconPrinter } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import {
  currentPlan,
  initialDayIndex,
  MEALS,
  WEEK_DAYS,
  weekCount,
  weekOfDay,
} from "../../../shared/domain/nutrition";
import type { MyNutrition, Plan } from "../../../shared/schemas/nutrition";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { useSeenOnOpen } from "../../lib/coachNotices";
import { errorMessage } from "../../lib/errorText";
import { useLang } from "../../lib/lang";
import { msg } from "../../lib/message";
import { registerOfflineWorker } from "../../lib/offline";
import { formatDay } from "./format";
import { KeptFeedbackSender } from "./KeptFeedbackSender";
import { MealFeedback } from "./MealFeedback";
import { MealIngredients } from "./MealIngredients";
import { PrintWeek } from "./PrintWeek";
import { useMyNutrition } from "./queries";
import { ShoppingList } from "./ShoppingList";

/** /my-nutrition: the member's plan, one day at a time, on a phone first. */
export default function MyNutritionPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useMyNutrition();
  const plan = data ? currentPlan(data.plans, data.today) : null;
  useEffect(() => registerOfflineWorker("/api/me/nutrition"), []);
  // The home's notice of an edited plan is seen once this screen shows it.
  useSeenOnOpen("nutrition");
  // The questionnaire's thanks when the member was sent here after sending it (spec section 4).
  const sent = (useLocation().state as { statusKey?: unknown } | null)?.statusKey;
  return (
    <PageShell title={t("nutrition.mine.title")}>
      {typeof sent === "string" && <FeedbackAlert feedback={{ ok: true, text: msg(sent) }} mb="sm" />}
      <KeptFeedbackSender />
      {data?.offline && (
        <Alert color="yellow" variant="light" role="status" mb="sm">
          {t("nutrition.mine.offline")}
        </Alert>
      )}
      {isPending && <Loader role="status" aria-label={t("common.loading")} />}
      {isError && (
        <Stack gap="xs">
          <FeedbackAlert feedback={{ ok: false, text: errorMessage(error, "nutrition.mine.loadError") }} />
          <Button
            size="xs"
            variant="light"
            onClick={() => void refetch()}
            style={{ alignSelf: "flex-start" }}
          >
            {t("common.retry")}
          </Button>
        </Stack>
      )}
      {data && !plan && (
        <Stack gap="sm">
          <Text>{t("nutrition.mine.noPlan")}</Text>
          {!data.hasCompletedQuestionnaire && (
            <>
              <Text>{t("nutrition.mine.fillQuestionnaire")}</Text>
              <Button component={Link} to="/questionnaire" style={{ alignSelf: "flex-start" }}>
                {t("nutrition.mine.questionnaire")}
              </Button>
            </>
          )}
        </Stack>
      )}
      {data && plan && <PlanDays key={plan.id} plan={plan} data={data} />}
    </PageShell>
  );
}

function PlanDays({ plan, data }: { plan: Plan; data: MyNutrition }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [index, setIndex] = useState(() => initialDayIndex(plan.days, data.today));
  const day = plan.days[index]!;
  const total = plan.days.length;
  const week = weekOfDay(index);
  const weekDays = plan.days.slice((week - 1) * WEEK_DAYS, week * WEEK_DAYS);
  const sentOn = (meal: string) =>
    data.feedback.filter((f) => f.planId === plan.id && f.date === day.date && f.meal === meal).reverse();

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Badge size="lg" variant="light">
          {t("nutrition.mine.week", { n: week, total: weekCount(total) })}
        </Badge>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
        >
          {t("nutrition.mine.print")}
        </Button>
      </Group>
      <Group justify="space-between" wrap="nowrap" role="group" aria-label={t("nutrition.mine.pickDay")}>
        <ActionIcon
          variant="light"
          size="xl"
          aria-label={t("nutrition.mine.prevDay")}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <IconChevronLeft />
        </ActionIcon>
        <div style={{ textAlign: "center" }} aria-live="polite">
          <Text fw={700}>{t("nutrition.mine.day", { n: index + 1, total })}</Text>
          <Text size="sm">{formatDay(day.date, lang, { weekday: true })}</Text>
          {day.date === data.today && (
            <Badge size="sm" color="teal.9">
              {t("nutrition.mine.today")}
            </Badge>
          )}
        </div>
        <ActionIcon
          variant="light"
          size="xl"
          aria-label={t("nutrition.mine.nextDay")}
          disabled={index === total - 1}
          onClick={() => setIndex(index + 1)}
        >
          <IconChevronRight />
        </ActionIcon>
      </Group>
      {plan.comment && (
        <Text size="sm">
          <b>{t("nutrition.mine.comment")}:</b> {plan.comment}
        </Text>
      )}
      {MEALS.map((m) => (
        <Card key={m} withBorder component="section" aria-labelledby={`meal-${m}`} padding="sm">
          <Stack gap="xs">
            <Title order={2} size="h4" id={`meal-${m}`}>
              {t(`nutrition.meals.${m}`)}
            </Title>
            {day.meals[m].name && <Text fw={600}>{day.meals[m].name}</Text>}
            <MealIngredients ingredients={day.meals[m].ingredients} />
            <MealFeedback planId={plan.id} date={day.date} meal={m} sent={sentOn(m)} />
          </Stack>
        </Card>
      ))}
      <ShoppingList days={weekDays} week={week} />
      <PrintWeek plan={plan} days={weekDays} week={week} />
    </Stack>
  );
}
