import { ActionIcon, Button, Group, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { StudioRules } from "../../../shared/domain/studio-rules";
import { RANGES_PER_DAY_MAX } from "../../../shared/schemas/studio-settings";
import { TimeField } from "../../components/TimeField";

/** Monday first, as a studio's week reads; index = the rules' weekday (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** The opening hours of each weekday: its ranges, each removable, and a button to add one. */
export function HoursEditor({ form }: { form: UseFormReturnType<StudioRules> }) {
  const { t } = useTranslation();
  const names = t("settings.weekdays", { returnObjects: true }) as string[];
  const dayError = (day: number) => form.errors[`hours.${day}`];
  return (
    <Stack gap="md">
      {WEEK.map((day) => {
        const ranges = form.values.hours[day] ?? [];
        return (
          <Stack key={day} gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600}>
              {names[day]}
              {ranges.length === 0 && (
                <Text span c="dimmed" fw={400}>
                  {" "}
                  · {t("settings.closed")}
                </Text>
              )}
            </Text>
            {ranges.map((range, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a range has no identity but its place; the inputs are controlled by the form
              <Group key={`${day}-${i}`} gap="xs" wrap="nowrap" align="flex-start">
                <TimeField
                  label={t("settings.from")}
                  placeholder="08:00"
                  {...form.getInputProps(`hours.${day}.${i}.from`)}
                />
                <TimeField
                  label={t("settings.to")}
                  placeholder="22:00"
                  {...form.getInputProps(`hours.${day}.${i}.to`)}
                  error={form.errors[`hours.${day}.${i}.to`] ?? form.errors[`hours.${day}.${i}`]}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={26}
                  aria-label={t("settings.removeRange", { from: range.from, to: range.to })}
                  onClick={() => form.removeListItem(`hours.${day}`, i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            {dayError(day) && (
              <Text c="red" size="sm" role="alert">
                {dayError(day)}
              </Text>
            )}
            {ranges.length < RANGES_PER_DAY_MAX && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={16} />}
                style={{ alignSelf: "flex-start" }}
                onClick={() => form.insertListItem(`hours.${day}`, { from: "", to: "" })}
              >
                {t("settings.addRange")}
              </Button>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
