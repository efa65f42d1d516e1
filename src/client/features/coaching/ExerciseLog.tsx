import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDecimal } from "../../../shared/decimals";
import { repsText } from "../../../shared/domain/exercises";
import { type LoggedSet, type SetInput, setInputSchema } from "../../../shared/schemas/coaching";
import type { Program } from "../../../shared/schemas/workouts";
import { errorMessage } from "../../lib/errorText";
import { type Message, msg } from "../../lib/message";
import type { PendingWrite } from "./pending";
import { isTimed, prefillRow, type RowValues, setIdFor } from "./prefill";
import { type RowState, SetRow } from "./SetRow";

type Exercise = Program["days"][number]["exercises"][number];
type Logged = {
  setId: string;
  set: Pick<LoggedSet, "setNumber" | "reps" | "weightKg" | "seconds">;
  waiting: boolean;
};

/**
 * One exercise of the session: the plan, what was done last time, and a row per set (the plan's
 * count, or more when more were logged or added), each saved with one tap.
 */
export function ExerciseLog(props: {
  exercise: Exercise;
  position: number;
  lastSets: LoggedSet[];
  logged: Logged[];
  refused: Record<string, unknown>;
  head: SetInput["log"];
  write: (w: PendingWrite) => void;
}) {
  const { t, i18n } = useTranslation();
  const e = props.exercise;
  const name = e.names ? e.names[i18n.language === "en" ? "en" : "gr"] : e.name;
  const heading = useId();
  const [extra, setExtra] = useState(0);
  const [invalid, setInvalid] = useState<Record<number, Message>>({});
  const timed = isTimed(e, props.lastSets);
  const count = Math.max(e.sets, ...props.logged.map((l) => l.set.setNumber)) + extra;
  const last = props.lastSets.map((s) => describe(t, s, i18n.language)).join(", ");

  const done = (setNumber: number, setId: string, v: RowValues) => {
    // The kg field said it already: what is typed is not a number, so nothing is sent.
    if (!timed && Number.isNaN(v.weightKg)) {
      setInvalid((m) => ({ ...m, [setNumber]: msg("decimalField.invalid") }));
      return;
    }
    const body = {
      log: props.head,
      position: props.position,
      exerciseId: e.exerciseId,
      exerciseName: name,
      setNumber,
      reps: timed || v.reps === "" ? null : v.reps,
      weightKg: timed ? null : v.weightKg === "" ? 0 : v.weightKg,
      seconds: timed && v.seconds !== "" ? v.seconds : null,
    };
    const checked = setInputSchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setInvalid((m) => ({
        ...m,
        [setNumber]: msg(`errors.${issue.message}`, { ...(issue as { params?: object }).params }),
      }));
      return;
    }
    setInvalid(({ [setNumber]: _gone, ...rest }) => rest);
    props.write({ setId, body });
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={heading}>
      <Stack gap="xs">
        <Title order={2} fz="lg" id={heading}>
          {name}
        </Title>
        <Text fz="sm">
          {t("coaching.log.planned", { sets: e.sets, reps: repsText(e.reps, i18n.language) })}
        </Text>
        {last && (
          <Text fz="sm" c="gray.7">
            {t("coaching.log.last", { sets: last })}
          </Text>
        )}
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => {
          const logged = props.logged.find((l) => l.set.setNumber === n);
          const setId = logged?.setId ?? setIdFor(props.head.id, props.position, n);
          const values: RowValues = logged
            ? {
                reps: logged.set.reps ?? "",
                weightKg: logged.set.weightKg ?? "",
                seconds: logged.set.seconds ?? "",
              }
            : prefillRow(e, props.lastSets, n);
          const state: RowState = !logged ? "new" : logged.waiting ? "waiting" : "saved";
          const refusal = props.refused[setId];
          return (
            <SetRow
              key={n}
              setNumber={n}
              timed={timed}
              values={values}
              state={state}
              error={invalid[n] ?? (refusal ? errorMessage(refusal) : null)}
              onDone={(v) => done(n, setId, v)}
              onRemove={logged ? () => props.write({ setId, remove: true }) : null}
            />
          );
        })}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => setExtra(extra + 1)}
          w="fit-content"
        >
          {t("coaching.log.addSet")}
        </Button>
      </Stack>
    </Paper>
  );
}

function describe(t: TFunction, s: LoggedSet, lang: string): string {
  if (s.seconds !== null) return t("coaching.log.secondsShort", { n: s.seconds });
  return s.weightKg
    ? t("coaching.log.repsKg", { reps: s.reps, kg: formatDecimal(s.weightKg, lang) })
    : String(s.reps);
}
