import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { repsText } from "../../../shared/domain/exercises";
import { daysFromToday, WEEKDAYS, weekdayOf } from "../../../shared/domain/workouts";
import type { Program } from "../../../shared/schemas/workouts";
import { PageShell } from "../../components/PageShell";
import { useSeenOnOpen } from "../../lib/coachNotices";
import { studioDayOf } from "../../lib/dates";
import { errorText } from "../../lib/errorText";
import { formatDay } from "../../lib/lang";
import { useStudioZone } from "../../lib/studioRules";
import { useMyProgram } from "./queries";

/**
 * /my-workouts: the member's current program on a phone in the gym: today's day first when it is
 * a training day, each exercise with sets, reps and notes, and the trainer's comments.
 */
export default function MyWorkoutsPage() {
  const { t, i18n } = useTranslation();
  const { data, isPending, error, refetch } = useMyProgram();
  // The home's notice of a new version is seen once this screen shows it.
  useSeenOnOpen("program");
  return (
    <PageShell title={t("workouts.mine.title")}>
      <Stack gap="md">
        {isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {error && (
          <Group>
            <Text c="red">{errorText(t, error, "workouts.mine.loadError")}</Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              {t("common.retry")}
            </Button>
          </Group>
        )}
        {data && !data.program && <Text>{t("workouts.mine.none")}</Text>}
        {data?.program && (
          <Button component={Link} to="/my-training" size="md" leftSection={<IconPencil size={18} />}>
            {t("coaching.log.button")}
          </Button>
        )}
        {data?.program && <ProgramView program={data.program} today={data.today} lang={i18n.language} />}
      </Stack>
    </PageShell>
  );
}

function ProgramView({ program, today, lang }: { program: Program; today: string; lang: string }) {
  const { t } = useTranslation();
  const zone = useStudioZone();
  const started = program.startDate <= today;
  const todayKey = weekdayOf(today);
  const days = started ? daysFromToday(program.days, todayKey) : daysFromToday(program.days, WEEKDAYS[0]);
  const trainsToday = started && program.days.some((d) => d.dayKey === todayKey);
  const date = formatDay(program.startDate, lang);
  return (
    <Stack gap="md">
      {program.version > 1 && (
        <Paper withBorder p="sm" bg="brand.0">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge color="brand" style={{ flexShrink: 0 }}>
              {t("workouts.mine.updated")}
            </Badge>
            <Text>
              {t("workouts.mine.updatedOn", {
                date: formatDay(studioDayOf(program.createdAt, zone), lang),
                version: program.version,
              })}
            </Text>
          </Group>
        </Paper>
      )}
      <Text fw={600}>
        {started
          ? t("workouts.mine.since", { date, count: program.daysPerWeek })
          : t("workouts.mine.startsOn", { date })}
      </Text>
      {program.comments && (
        <Paper withBorder p="sm" bg="brand.0">
          <Title order={2} fz="md">
            {t("workouts.mine.comments")}
          </Title>
          <Text style={{ whiteSpace: "pre-wrap" }}>{program.comments}</Text>
        </Paper>
      )}
      {started && !trainsToday && <Text c="gray.7">{t("workouts.mine.restDay")}</Text>}
      {days.map((day) => (
        <DayCard key={day.dayKey} day={day} today={started && day.dayKey === todayKey} />
      ))}
    </Stack>
  );
}

function DayCard({ day, today }: { day: Program["days"][number]; today: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "gr";
  const heading = useId();
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby={heading}
      bd={today ? "2px solid brand.8" : undefined}
    >
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="xl" id={heading}>
          {t(`workouts.days.${day.dayKey}`)}
        </Title>
        {today && <Badge size="lg">{t("workouts.mine.today")}</Badge>}
      </Group>
      {day.exercises.length === 0 && <Text c="gray.7">{t("workouts.noExercises")}</Text>}
      <Stack component="ol" gap="sm" m={0} pl="md">
        {day.exercises
          .map((e, position) => ({ ...e, position }))
          .map((e) => (
            <li key={e.position}>
              <Text fw={700} fz="lg">
                {e.names ? e.names[lang] : e.name}
              </Text>
              <Text fz="md">
                {t("workouts.mine.setsReps", { sets: e.sets, reps: repsText(e.reps, lang) })}
              </Text>
              {e.notes && (
                <Text fz="sm" c="gray.7">
                  {e.notes}
                </Text>
              )}
            </li>
          ))}
      </Stack>
    </Paper>
  );
}
