import { Checkbox, NumberInput, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addDays } from "../../../../shared/domain/schedule";
import type { Schedule } from "../../../../shared/domain/schedules";
import { STANDING_WEEKS_MAX, type StandingEnd } from "../../../../shared/domain/standing";
import { DateField } from "../../../components/DateField";
import { errorMessage } from "../../../lib/errorText";
import { msg } from "../../../lib/message";
import { useMakeStanding } from "../useBooking";
import type { DayState } from "../useDay";

type EndKind = StandingEnd["kind"];

/** Whether a booking repeats every week, and how the standing booking ends (weeks, a last date, the package's end). */
export function useStandingEnd() {
  const [on, setOn] = useState(false);
  const [kind, setKind] = useState<EndKind>("weeks");
  const [weeks, setWeeks] = useState<number | string>(4);
  const [until, setUntil] = useState("");
  const end = (date: string): StandingEnd =>
    kind === "weeks"
      ? { kind, weeks: Number(weeks) || 1 }
      : kind === "until"
        ? { kind, until: until || addDays(date, 28) }
        : { kind };
  return { on, setOn, kind, setKind, weeks, setWeeks, until, setUntil, end };
}

/**
 * The member's choice to book the picked slot or class every week (decision 037), kept by a day
 * panel; its outcome shows where the day's booking's does.
 */
export function useStandingChoice(state: Pick<DayState, "setFeedback" | "setSelected">, schedule: Schedule) {
  const choice = useStandingEnd();
  const make = useMakeStanding();
  const book = (date: string, time: string, place?: number | null) => {
    state.setFeedback(null);
    make.mutate(
      { schedule, date, time, end: choice.end(date), ...(place ? { place } : {}) },
      {
        onSuccess: (made) => {
          state.setSelected(null);
          choice.setOn(false);
          state.setFeedback({
            from: "book",
            ok: true,
            text: msg("standing.made", { count: made.booked.length }),
          });
        },
        onError: (err) =>
          state.setFeedback({ from: "book", ok: false, text: errorMessage(err, "standing.failed") }),
      },
    );
  };
  return { ...choice, book, pending: make.isPending };
}

export type StandingChoice = ReturnType<typeof useStandingEnd>;

/** The standing booking's fields under the day's grid: a switch, then how it ends. */
export function StandingFields({ choice, disabled }: { choice: StandingChoice; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Checkbox
        label={t("standing.repeat")}
        checked={choice.on}
        disabled={disabled}
        onChange={(e) => choice.setOn(e.currentTarget.checked)}
      />
      {choice.on && (
        <>
          <Text size="xs" c="dimmed">
            {t("standing.repeatHint")}
          </Text>
          <Radio.Group
            label={t("standing.endKind")}
            value={choice.kind}
            onChange={(v) => choice.setKind(v as EndKind)}
          >
            <Stack gap={6} mt={4}>
              <Radio value="weeks" label={t("standing.endWeeks")} />
              <Radio value="until" label={t("standing.endUntil")} />
              <Radio value="package" label={t("standing.endPackage")} />
            </Stack>
          </Radio.Group>
          {choice.kind === "weeks" && (
            <NumberInput
              label={t("standing.weeks")}
              min={1}
              max={STANDING_WEEKS_MAX}
              value={choice.weeks}
              onChange={choice.setWeeks}
            />
          )}
          {choice.kind === "until" && (
            <DateField label={t("standing.until")} value={choice.until} onChange={choice.setUntil} />
          )}
        </>
      )}
    </Stack>
  );
}
