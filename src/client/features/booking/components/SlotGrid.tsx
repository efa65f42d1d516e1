import { Button, List, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SlotView } from "../../../../shared/schemas/booking";

/** Why a slot cannot be booked, in the order their explanations are listed. */
const REASONS = ["closed", "full", "tooLate", "started"] as const;

/**
 * The day's slot buttons with bookings/max; full and unavailable ones are greyed and disabled, and
 * say why (full, too late, started, closed) in their text and their accessible name; under the
 * grid, each reason the day shows is explained in a sentence everyone can read (not only a screen
 * reader). The selected one is filled.
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
  const reasons = REASONS.filter((r) => props.slots.some((s) => !s.available && s.unavailable === r));
  return (
    <>
      <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" role="group" aria-label={t("booking.slots")}>
        {props.slots.map((s) => {
          const selected = props.selected === s.time;
          const why = s.available ? null : s.unavailable;
          // The desk sees bookings/max on a slot full of bookings (not on a mass-filled one).
          const showCount = why === null || (why === "full" && props.alwaysCounts && !s.blocked);
          const label = t("booking.slotLabel", { time: s.time, count: s.count, max: s.max });
          return (
            <Button
              key={s.time}
              variant={selected ? "filled" : "light"}
              color={s.available ? undefined : "gray"}
              disabled={!s.available || props.disabled}
              aria-pressed={selected}
              aria-label={why ? `${label}. ${t(`booking.unavailable.${why}`)}` : label}
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
                {showCount ? `${s.count}/${s.max}` : t(`booking.unavailableShort.${why}`)}
              </Text>
            </Button>
          );
        })}
      </SimpleGrid>
      {reasons.length > 0 && (
        <List size="sm" c="gray.7" mt={6} spacing={2} listStyleType="none" data-testid="slot-reasons">
          {reasons.map((r) => (
            <List.Item key={r}>{t(`booking.unavailable.${r}`)}</List.Item>
          ))}
        </List>
      )}
    </>
  );
}
