import { Button, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SlotView } from "../../../../shared/schemas/booking";

/**
 * The day's slot buttons with bookings/max; full and unavailable ones are greyed and disabled.
 * The selected one is filled.
 */
export function SlotGrid(props: {
  slots: SlotView[];
  selected: string | null;
  onSelect: (time: string) => void;
  disabled?: boolean;
  /** Admins see bookings/max even on full slots. */
  alwaysCounts?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" role="group" aria-label={t("booking.slots")}>
      {props.slots.map((s) => {
        const selected = props.selected === s.time;
        return (
          <Button
            key={s.time}
            variant={selected ? "filled" : "light"}
            color={s.available ? undefined : "gray"}
            disabled={!s.available || props.disabled}
            aria-pressed={selected}
            aria-label={t("booking.slotLabel", { time: s.time, count: s.count, max: s.max })}
            data-full={s.full || undefined}
            onClick={() => props.onSelect(s.time)}
            h="auto"
            py={6}
            px={4}
            styles={{ label: { flexDirection: "column", lineHeight: 1.2 } }}
          >
            <Text span fw={700} size="sm">
              {s.time}
            </Text>
            <Text span size="xs">
              {s.full && !(props.alwaysCounts && !s.blocked) ? t("booking.full") : `${s.count}/${s.max}`}
            </Text>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
