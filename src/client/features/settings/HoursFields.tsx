import { NumberInput, Radio, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TIMETABLES, type Timetable } from "../../../shared/domain/schedules";
import { CAPACITY_MAX } from "../../../shared/schemas/studio-settings";
import { useStudioRules } from "../../lib/studioRules";

/**
 * A new schedule's kind of timetable (decision 035): a weekly class timetable ("Yoga") or the
 * studio's open hours cut into slots ("Second room"). Fixed once created.
 */
export function TimetableChoice(props: { value: Timetable; onChange: (t: Timetable) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t("schedules.timetableChoice")}
      value={props.value}
      onChange={(v) => props.onChange(v as Timetable)}
    >
      <Stack gap={6} mt={4}>
        {TIMETABLES.map((k) => (
          <Radio key={k} value={k} label={t(`schedules.timetable.${k}`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * An hours schedule's places per slot; empty: the studio's places per slot (the settings' rule, as
 * the gym floor has them).
 */
export function PlacesPerSlot(props: { value: number | null; onChange: (n: number | null) => void }) {
  const { t } = useTranslation();
  const rules = useStudioRules();
  return (
    <NumberInput
      label={t("schedules.placesPerSlot")}
      description={t("schedules.placesDefault", { value: rules.data?.defaultCapacity ?? "…" })}
      min={1}
      max={CAPACITY_MAX}
      allowDecimal={false}
      allowNegative={false}
      value={props.value ?? ""}
      onChange={(n) => props.onChange(typeof n === "number" && n >= 1 ? Math.min(n, CAPACITY_MAX) : null)}
    />
  );
}
