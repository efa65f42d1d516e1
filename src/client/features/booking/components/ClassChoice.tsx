import { Group, Paper, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * One class of a class schedule to pick (the member's calendar, the desk's booking): its time and
 * length, and a status beside it (places left, reformers taken, or why it cannot be booked), in
 * its text and its accessible name.
 */
export function ClassChoice(props: {
  time: string;
  minutes: number;
  status: string;
  /** The class itself can be booked (a cancelled or full one is shown dimmed). */
  available: boolean;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const line = t("classes.classLine", { time: props.time, minutes: props.minutes });
  return (
    <UnstyledButton
      onClick={props.onSelect}
      disabled={!props.available || props.disabled}
      aria-pressed={props.selected}
      aria-label={`${line}. ${props.status}`}
      data-testid={props.testId}
    >
      <Paper
        withBorder
        p="sm"
        bg={props.selected ? "var(--mantine-primary-color-light)" : undefined}
        style={{
          borderColor: props.selected ? "var(--mantine-primary-color-filled)" : undefined,
          opacity: props.available ? 1 : 0.75,
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{line}</Text>
          <Text size="sm" c={props.available ? undefined : "dimmed"} ta="right">
            {props.status}
          </Text>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
