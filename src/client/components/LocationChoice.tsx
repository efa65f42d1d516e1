import { NativeSelect, SegmentedControl } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LocationKey } from "../../shared/domain/locations";
import { storedLocation, storeLocation, useLocations } from "../lib/locations";

/** Where the member last chose to book. */
const STORAGE_KEY = "kinisi.location";

/**
 * The location a screen lists schedules of (decision 057): the member's last choice while it is
 * still open and holds one of `schedules`, else the first such. `shown` filters the schedules to
 * it; with one location (or one holding schedules) there is no choice and every schedule is shown.
 */
export function useLocationChoice<S extends { location: LocationKey }>(schedules: readonly S[]) {
  const places = useLocations();
  const [picked, setPicked] = useState<LocationKey | null>(() => storedLocation(STORAGE_KEY));
  const options = places.many ? places.list.filter((l) => schedules.some((s) => s.location === l.key)) : [];
  const value = options.find((l) => l.key === picked)?.key ?? options[0]?.key ?? null;
  const choose = (key: LocationKey) => {
    setPicked(key);
    storeLocation(STORAGE_KEY, key);
  };
  return {
    /** Only when there is a choice to make: two or more locations holding schedules. */
    options: options.length > 1 ? options.map((l) => ({ value: l.key, label: places.name(l.key) })) : [],
    value,
    choose,
    shown: options.length > 1 ? schedules.filter((s) => s.location === value) : schedules,
  };
}

/**
 * The choice of a location before the choice of a schedule: nothing without one to make, two side
 * by side, more in a list (as `ScheduleChoice`).
 */
export function LocationChoice({
  choice,
  mb,
}: {
  choice: ReturnType<typeof useLocationChoice>;
  mb?: string;
}) {
  const { t } = useTranslation();
  const { options, value } = choice;
  if (options.length < 2 || !value) return null;
  if (options.length === 2)
    return (
      <SegmentedControl
        fullWidth
        mb={mb}
        aria-label={t("locations.choose")}
        value={value}
        onChange={choice.choose}
        data={options}
      />
    );
  return (
    <NativeSelect
      mb={mb}
      label={t("locations.choose")}
      value={value}
      onChange={(e) => choice.choose(e.currentTarget.value)}
      data={options}
    />
  );
}
