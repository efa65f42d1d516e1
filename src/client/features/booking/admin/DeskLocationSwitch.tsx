import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LocationSwitch } from "../../../components/LocationSwitch";
import { storedLocation, storeLocation, useLocations } from "../../../lib/locations";
import { bookingQueries } from "../queries";

/** Where the desk's last choice of location is kept on this device ("all" or a location's key). */
export const DESK_LOCATION_KEY = "kinisi.deskLocation";
const ALL = "all";

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
  const [chosen, setChosen] = useState(() => storedLocation(DESK_LOCATION_KEY) ?? ALL);
  const open = list.map((l) => l.key);
  const choices =
    !many || places === undefined ? [] : open.filter((k) => places === null || places.includes(k));
  const switchable = choices.length > 1;
  const location = switchable && choices.includes(chosen) ? chosen : undefined;
  const set = (v: string) => {
    setChosen(v);
    storeLocation(DESK_LOCATION_KEY, v);
  };
  return { location, choices: switchable ? choices : [], places: location ? [location] : places, set };
}

/** The switch itself: "All locations" and each location the reader works at (none below two). */
export function DeskLocationSwitch({ desk }: { desk: ReturnType<typeof useDeskLocation> }) {
  return <LocationSwitch value={desk.location} onChange={(v) => desk.set(v ?? ALL)} choices={desk.choices} />;
}
