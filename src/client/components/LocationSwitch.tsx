import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LocationKey } from "../../shared/domain/locations";
import type { CsvPlaceColumn } from "../lib/csvPlace";
import { useLocations } from "../lib/locations";

/** The value of "All locations": the studio's total. */
const ALL = "";

/**
 * The choice of whose day or numbers a screen shows (decision 057): every location together or one
 * of them; `choices` the ones the reader works at (default: every open one). Nothing below two.
 */
export function LocationSwitch(props: {
  value: LocationKey | undefined;
  onChange: (location: LocationKey | undefined) => void;
  choices?: LocationKey[];
}) {
  const { t } = useTranslation();
  const places = useLocations();
  const keys = props.choices ?? places.list.map((l) => l.key);
  if (!places.many || keys.length < 2) return null;
  return (
    <Select
      label={t("locations.choose")}
      data={[
        { value: ALL, label: t("locations.all") },
        ...keys.map((k) => ({ value: k, label: places.name(k) })),
      ]}
      value={props.value ?? ALL}
      onChange={(v) => props.onChange(v ? v : undefined)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      w={{ base: "100%", xs: 280 }}
    />
  );
}

/** The CSV location column of a screen showing `location`'s numbers (or every location's): null with one location. */
export function useCsvPlace(location: LocationKey | undefined): CsvPlaceColumn {
  const { t } = useTranslation();
  const places = useLocations();
  if (!places.many) return null;
  return { header: t("locations.choose"), value: location ? places.name(location) : t("locations.all") };
}
