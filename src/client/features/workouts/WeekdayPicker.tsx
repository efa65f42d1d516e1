import { Checkbox, Group, Input, SegmentedControl, Stack } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  DAYS_PER_WEEK_MAX,
  DAYS_PER_WEEK_MIN,
  toggleWeekday,
  trimWeekdays,
  WEEKDAYS,
  type Weekday,
} from "../../../shared/domain/workouts";

const COUNTS = Array.from({ length: DAYS_PER_WEEK_MAX - DAYS_PER_WEEK_MIN + 1 }, (_, i) =>
  String(DAYS_PER_WEEK_MIN + i),
);

/**
 * Days per week (3-7) and exactly that many weekdays: a day cannot be ticked past N, and lowering
 * N keeps the first N chosen days (spec section 5).
 */
export function WeekdayPicker(props: {
  perWeek: number;
  selected: Weekday[];
  onChange: (perWeek: number, selected: Weekday[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const countLabel = useId();
  const { perWeek, selected, onChange } = props;
  const full = selected.length >= perWeek;
  return (
    <Stack gap="sm">
      <Input.Wrapper label={t("workouts.daysPerWeek")} labelProps={{ id: countLabel }}>
        <SegmentedControl
          fullWidth
          aria-labelledby={countLabel}
          data={COUNTS}
          value={String(perWeek)}
          onChange={(v) => onChange(Number(v), trimWeekdays(selected, Number(v)))}
        />
      </Input.Wrapper>
      <Checkbox.Group
        label={t("workouts.weekdays")}
        description={t("workouts.weekdaysHint", { count: perWeek })}
        styles={{ description: { color: "var(--mantine-color-gray-7)" } }}
        value={selected}
        error={props.error}
        onChange={() => undefined}
      >
        <Group gap="sm" mt="xs">
          {WEEKDAYS.map((day) => {
            const on = selected.includes(day);
            return (
              <Checkbox
                key={day}
                value={day}
                label={t(`workouts.days.${day}`)}
                disabled={!on && full}
                onChange={() => onChange(perWeek, toggleWeekday(selected, day, perWeek))}
              />
            );
          })}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
