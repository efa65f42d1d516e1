import { NativeSelect, SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type Schedule, type ScheduleRow, scheduleName } from "../../../../shared/domain/schedules";

/**
 * The choice of a schedule in the booking modals (decision 035): nothing for one, two side by side,
 * more in a list (their names would not fit a phone's width side by side).
 */
export function ScheduleChoice(props: {
  schedules: readonly ScheduleRow[];
  value: Schedule;
  onChange: (key: Schedule) => void;
  mb?: string;
}) {
  const { t, i18n } = useTranslation();
  const data = props.schedules.map((s) => ({ value: s.key, label: scheduleName(s, i18n.language) }));
  if (data.length < 2) return null;
  if (data.length === 2)
    return (
      <SegmentedControl
        fullWidth
        mb={props.mb}
        aria-label={t("classes.chooseSchedule")}
        value={props.value}
        onChange={props.onChange}
        data={data}
      />
    );
  return (
    <NativeSelect
      mb={props.mb}
      label={t("classes.chooseSchedule")}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      data={data}
    />
  );
}
