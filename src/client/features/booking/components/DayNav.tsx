import { ActionIcon, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { longDay } from "../format";

/** The day title between previous/next arrows (an arrow is disabled when there is no day that way). */
export function DayNav(props: {
  date: string;
  prev: string | null;
  next: string | null;
  onChange: (date: string) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={t("booking.prevDay")}
        disabled={!props.prev || props.disabled}
        onClick={() => props.prev && props.onChange(props.prev)}
      >
        <IconChevronLeft size={20} />
      </ActionIcon>
      <Text fw={600} ta="center" aria-live="polite" data-testid="day-title">
        {longDay(props.date, i18n.language)}
      </Text>
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={t("booking.nextDay")}
        disabled={!props.next || props.disabled}
        onClick={() => props.next && props.onChange(props.next)}
      >
        <IconChevronRight size={20} />
      </ActionIcon>
    </Group>
  );
}
