import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { exerciseName } from "../../../shared/domain/exercises";
import {
  currentProgram,
  DEFAULT_DAYS_PER_WEEK,
  DEFAULT_WEEKDAYS,
  inWeekOrder,
  WEEKDAYS,
} from "../../../shared/domain/workouts";
import type { MemberLookupItem } from "../../../shared/schemas/members";
import {
  ATHLETE_HITS,
  ATHLETE_MIN_CHARS,
  COMMENTS_MAX,
  type ExerciseRow,
  type Program,
  type ProgramForm,
  programFormSchema,
} from "../../../shared/schemas/workouts";
import { DateField } from "../../components/DateField";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { MemberPicker } from "../../components/MemberPicker";
import { PageShell } from "../../components/PageShell";
import { useSchemaForm } from "../../lib/form";
import { formatDay } from "../../lib/lang";
import { msg } from "../../lib/message";
import { DayEditor } from "./DayEditor";
import { ExerciseLibrary } from "./ExerciseLibrary";
import { useSaveProgram } from "./mutations";
import { ProgramList } from "./ProgramList";
import { usePrograms } from "./queries";
import { newRow, rowsOf } from "./rows";
import { WeekdayPicker } from "./WeekdayPicker";

/** The spec's 'cleared after 2 s' for the saved message. */
const SAVED_MESSAGE_MS = 2000;

/** The browser's date, a first guess of the studio's (the server's answer replaces it). */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

const emptyDays = () =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, [] as ExerciseRow[]])) as ProgramForm["days"];

/**
 * /admin-workouts: pick an athlete (2 letters, 12 hits), see and delete their programs, and build a
 * new one: start date, 3-7 days per week on exactly that many weekdays, exercises from the library
 * (or new ones) per day, the trainer's comments; save. A program changed ('Change', or arriving
 * from the coach's page with `state: { athlete, revise: true }`) is saved as its new version and
 * the member is told by e-mail (decision 031).
 */
export default function AdminWorkoutsPage() {
  const { t, i18n } = useTranslation();
  const fromCoach = useLocation().state as { athlete?: MemberLookupItem; revise?: boolean } | null;
  const [athlete, setAthlete] = useState<MemberLookupItem | null>(fromCoach?.athlete ?? null);
  const [revising, setRevising] = useState<Program | null>(null);
  const programs = usePrograms(athlete?.id ?? null);
  const save = useSaveProgram();
  const feedback = useFeedback({ fallback: "workouts.saveError" });
  const { current: saved, clear: clearFeedback } = feedback;
  const form = useSchemaForm(programFormSchema, {
    initialValues: {
      userId: fromCoach?.athlete?.id ?? "",
      startDate: localToday(),
      daysPerWeek: DEFAULT_DAYS_PER_WEEK,
      selectedDays: [...DEFAULT_WEEKDAYS],
      days: emptyDays(),
      comments: "",
    },
  });
  const { values } = form;
  const today = programs.data?.today;

  // The start date defaults to today: the browser's until the athlete's list brings the studio's.
  useEffect(() => {
    if (!today || form.isDirty("startDate")) return;
    form.setInitialValues({ ...form.getInitialValues(), startDate: today });
    form.setFieldValue("startDate", today);
  }, [today, form]);

  useEffect(() => {
    if (!saved?.ok) return;
    const timer = setTimeout(clearFeedback, SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved, clearFeedback]);

  const revise = (p: Program | null) => {
    setRevising(p);
    feedback.clear();
    if (!p) return form.setValues({ ...form.getInitialValues(), userId: athlete?.id ?? "" });
    form.setValues({
      startDate: today ?? localToday(),
      daysPerWeek: p.daysPerWeek,
      selectedDays: p.days.map((d) => d.dayKey),
      days: rowsOf(p),
      comments: p.comments,
    });
  };

  // From the coach's page: the member's current program opens for a change, once.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !fromCoach?.revise || !programs.data) return;
    opened.current = true;
    const current = currentProgram(programs.data.programs, programs.data.today);
    if (current) revise(current);
  });

  const pickAthlete = (m: MemberLookupItem | null) => {
    setAthlete(m);
    setRevising(null);
    form.setFieldValue("userId", m?.id ?? "");
    form.clearFieldError("userId");
    feedback.clear();
  };

  const submit = form.onSubmit((v) => {
    feedback.clear();
    save.mutate(
      { input: programFormSchema.parse(v), previousId: revising?.id },
      {
        onSuccess: () => {
          feedback.succeed(msg(revising ? "workouts.versionSaved" : "workouts.saved"));
          setRevising(null);
        },
        onError: (err) => feedback.fail(err),
      },
    );
  });

  const chosen = inWeekOrder(values.selectedDays);
  return (
    <PageShell title={t("workouts.adminTitle")} backTo="/admin">
      <Stack gap="md">
        <MemberPicker
          label={t("workouts.athlete")}
          minChars={ATHLETE_MIN_CHARS}
          limit={ATHLETE_HITS}
          value={athlete}
          onChange={pickAthlete}
          error={form.errors.userId ? String(form.errors.userId) : null}
        />
        {athlete && (
          <ProgramList
            userId={athlete.id}
            programs={programs.data?.programs}
            loading={programs.isPending}
            error={programs.error}
            onRevise={revise}
          />
        )}
        {revising && (
          <Paper withBorder p="sm" bg="brand.0" role="status">
            <Text fw={600}>
              {t("workouts.revising", {
                date: formatDay(revising.startDate, i18n.language),
                version: revising.version + 1,
              })}
            </Text>
            <Group mt="xs">
              <Button size="xs" variant="light" onClick={() => revise(null)}>
                {t("workouts.reviseCancel")}
              </Button>
            </Group>
          </Paper>
        )}
        <DateField inForm label={t("workouts.startDate")} {...form.getInputProps("startDate")} />
        <WeekdayPicker
          perWeek={values.daysPerWeek}
          selected={values.selectedDays}
          error={form.errors.selectedDays ? String(form.errors.selectedDays) : undefined}
          onChange={(perWeek, selected) => {
            form.setValues({ daysPerWeek: perWeek, selectedDays: selected });
            if (form.errors.selectedDays) form.clearFieldError("selectedDays");
          }}
        />
        <ExerciseLibrary
          days={chosen}
          onAdd={(day, e) =>
            form.insertListItem(
              `days.${day}`,
              newRow({
                exerciseId: e.id,
                name: exerciseName(e, i18n.language),
                sets: e.defaultSets,
                reps: e.defaultReps,
              }),
            )
          }
        />
        {chosen.map((day) => (
          <DayEditor key={day} form={form} day={day} />
        ))}
        <Textarea
          label={t("workouts.comments")}
          autosize
          minRows={3}
          maxLength={COMMENTS_MAX}
          {...form.getInputProps("comments")}
        />
        <Button onClick={() => submit()} loading={save.isPending}>
          {t(revising ? "workouts.saveVersion" : "workouts.save")}
        </Button>
        <FeedbackAlert feedback={feedback.current} />
      </Stack>
    </PageShell>
  );
}
