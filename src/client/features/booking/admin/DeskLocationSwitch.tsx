import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocations } from "../../../lib/locations";
import { bookingQueries } from "../queries";

/** Where the desk's last choice of location is kept on this device ("all" or a location's key). */
export const DESK_LOCATION_KEY = "kinisi.deskLocation";
const ALL = "all";

function remembered(): string {
  try {
    return localStorage.getItem(DESK_LOCATION_KEY) ?? ALL;
  } catch {
    return ALL; // private mode: nothing kept
  }
}

/**
 * The location the desk's day shows (decision 057): the owner and staff working at several
 * locations pick one or all, remembered on the device; staff at one location see theirs without a
 * switch, and a studio with one location sees nothing of it. `location` undefined: every location
 * the reader works at (the server keeps only those).
 */
export function useDeskLocation(): {
  location: string | undefined;
  choices: string[];
  /** Where the day shown is: the location chosen, else the reader's (null or absent: every one). */
  places: string[] | null | undefined;
  set: (v: string) => void;
} {
  const { list, many } = useLocations();
  const places = useQuery({ ...bookingQueries.myPlaces(), enabled: many }).data?.locations;
  const [chosen, setChosen] = useState(remembered);
  const open = list.map((l) => l.key);
  const choices =
    !many || places === undefined ? [] : open.filter((k) => places === null || places.includes(k));
  const switchable = choices.length > 1;
  const location = switchable && choices.includes(chosen) ? chosen : undefined;
  const set = (v: string) => {
    setChosen(v);
    try {
      localStorage.setItem(DESK_LOCATION_KEY, v);
    } catch {
      // private mode: the choice lasts this visit
    }
  };
  return { location, choices: switchable ? choices : [], places: location ? [location] : places, set };
}

/** The switch itself: "All locations" and each location the reader works at (none below two). */
export function DeskLocationSwitch({ desk }: { desk: ReturnType<typeof useDeskLocation> }) {
  const { t } = useTranslation();
  const { name } = useLocations();
  if (desk.choices.length === 0) return null;
  return (
    <Select
      label={t("locations.choose")}
      data={[
        { value: ALL, label: t("locations.all") },
        ...desk.choices.map((k) => ({ value: k, label: name(k) })),
      ]}
      value={desk.location ?? ALL}
      onChange={(v) => desk.set(v ?? ALL)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      mb="xs"
      maw={320}
    />
  );
}
