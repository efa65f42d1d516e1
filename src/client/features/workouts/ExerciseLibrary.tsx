import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { exerciseLabel, exerciseName, repsText } from "../../../shared/domain/exercises";
import type { Weekday } from "../../../shared/domain/workouts";
import { EXERCISE_QUERY_MAX, type Exercise } from "../../../shared/schemas/workouts";
import { errorText } from "../../lib/errorText";
import { NewExerciseForm } from "./NewExerciseForm";
import { useExerciseLibrary } from "./queries";

/**
 * The exercise library: search by name or muscle group, add an exercise to one of the chosen days
 * (with its default sets and reps), or add a new exercise to the library.
 */
export function ExerciseLibrary(props: {
  days: Weekday[];
  onAdd: (day: Weekday, exercise: Exercise) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const heading = useId();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const library = useExerciseLibrary(q);
  const [target, setTarget] = useState<Weekday | null>(null);
  const [adding, setAdding] = useState(false);
  const day = target && props.days.includes(target) ? target : (props.days[0] ?? null);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={heading}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={heading}>
          {t("workouts.library")}
        </Title>
        <TextInput
          type="search"
          label={t("workouts.librarySearch")}
          value={search}
          maxLength={EXERCISE_QUERY_MAX}
          onChange={(e) => setSearch(e.currentTarget.value)}
          rightSection={library.isFetching ? <Loader size="xs" /> : undefined}
        />
        {props.days.length > 0 ? (
          <Select
            label={t("workouts.addTo")}
            data={props.days.map((d) => ({ value: d, label: t(`workouts.days.${d}`) }))}
            value={day}
            onChange={(v) => setTarget(v as Weekday | null)}
            allowDeselect={false}
          />
        ) : (
          <Text c="gray.7">{t("workouts.pickDayFirst")}</Text>
        )}
        {library.isError && <Text c="red">{errorText(t, library.error, "workouts.libraryError")}</Text>}
        {library.data?.length === 0 && <Text c="gray.7">{t("workouts.libraryEmpty")}</Text>}
        <ScrollArea.Autosize mah={280} type="auto">
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {library.data?.map((e) => (
              <Group key={e.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <div>
                  <Text fw={600} size="sm" lang={lang === "en" ? "en" : "el"}>
                    {exerciseName(e, lang)}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {[
                      exerciseLabel("muscle", e.muscle, lang),
                      exerciseLabel("equipment", e.equipment, lang),
                      `${e.defaultSets} × ${repsText(e.defaultReps, lang)}`,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </div>
                <ActionIcon
                  variant="light"
                  size="lg"
                  disabled={!day}
                  aria-label={t("workouts.addNamed", { name: exerciseName(e, lang) })}
                  onClick={() => day && props.onAdd(day, e)}
                >
                  <IconPlus size={18} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Button variant="subtle" onClick={() => setAdding((v) => !v)} aria-expanded={adding}>
          {t("workouts.newExercise")}
        </Button>
        {adding && <NewExerciseForm onSaved={(e) => setSearch(exerciseName(e, lang))} />}
      </Stack>
    </Paper>
  );
}
