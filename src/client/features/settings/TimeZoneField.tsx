import { Group, Select, Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { StudioRules } from "../../../shared/domain/studio-rules";
import { timeZoneNames } from "../../../shared/domain/time-zone";
import type { useSchemaForm } from "../../lib/form";

type Form = ReturnType<typeof useSchemaForm<StudioRules>>;

const offsets = new Map<string, string>();

/** 'GMT+2': the zone's offset from UTC now, worked out once a page load (Intl is slow to build). */
function offsetOf(tz: string): string {
  let offset = offsets.get(tz);
  if (offset === undefined) {
    try {
      offset =
        new Intl.DateTimeFormat("en", { timeZone: tz, timeZoneName: "shortOffset" })
          .formatToParts(new Date())
          .find((p) => p.type === "timeZoneName")?.value ?? "";
    } catch {
      offset = ""; // a zone this browser does not know (the server's check decides)
    }
    offsets.set(tz, offset);
  }
  return offset;
}

/**
 * The studio's time zone (decision 039): a searchable list of the zones the browser knows, each
 * with its offset now. Saved with the other rules; the server checks it again. The list is drawn
 * only while open: 400 options kept in the page would slow every keystroke of the form.
 */
export function TimeZoneField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const current = form.values.timeZone;
  const data = useMemo(
    () => timeZoneNames(current).map((tz) => ({ value: tz, label: tz.replaceAll("_", " ") })),
    [current],
  );
  return (
    <Select
      label={t("settings.timeZone")}
      description={t("settings.timeZoneHint")}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t("settings.timeZoneNone")}
      data={data}
      comboboxProps={{ keepMounted: false }}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%">
          <span>{option.label}</span>
          <Text span size="xs" c="gray.7">
            {offsetOf(option.value)}
          </Text>
        </Group>
      )}
      {...form.getInputProps("timeZone")}
    />
  );
}
