import { Button, Group, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import type { Schedule } from "../../../../shared/domain/schedules";
import { bookingQueries } from "../queries";

/**
 * The member (or the desk, for the e-mail it typed) picks a numbered place of the class chosen
 * (decision 037): every place 1..the class's places as a button, taken ones greyed and disabled (numbers only: the server never says
 * who holds one). No pick: the server gives the lowest free place. A pick that became taken is
 * dropped (the day's refusal says so beside the book button). While the places load, the grid of
 * the class's `expected` places is drawn disabled, so the book button below does not move under a
 * finger about to tap it.
 */
export function PlacePicker(props: {
  schedule: Schedule;
  date: string;
  time: string;
  place: number | null;
  /** The class's places as the day read them: the loading grid's size. */
  expected: number;
  onPick: (place: number | null) => void;
  disabled?: boolean;
  /** Who picks: the member for themself, or the desk for the e-mail it typed (its own words). */
  audience?: "member" | "desk";
}) {
  const { t } = useTranslation();
  const heading = useId();
  const places = useQuery(bookingQueries.places(props.schedule, props.date, props.time));
  const { place, onPick } = props;
  const desk = props.audience === "desk";
  const lost = place !== null && places.data?.taken.includes(place);
  // The place picked was taken meanwhile (the refusal said so): the choice is open again.
  useEffect(() => {
    if (lost) onPick(null);
  }, [lost, onPick]);
  if (places.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t("places.loadFailed")}
      </Text>
    );
  const view = places.data;
  if (view && (!view.numbered || view.max === 0)) return null;
  const max = view ? view.max : props.expected;
  const taken = new Set(view?.taken ?? []);
  const numbers = Array.from({ length: max }, (_, i) => i + 1);
  return (
    <Stack gap={4} role="group" aria-labelledby={heading} aria-busy={!view} data-testid="place-picker">
      <Text fw={600} size="sm" id={heading}>
        {t(desk ? "places.pickDesk" : "places.pick")}
      </Text>
      {view ? (
        <Text size="xs" c="dimmed">
          {view.free.length === 0 ? t("places.none") : t(desk ? "places.pickHintDesk" : "places.pickHint")}
        </Text>
      ) : (
        <Group gap={6} role="status">
          <Loader size={12} />
          <Text size="xs" c="dimmed">
            {t("common.loading")}
          </Text>
        </Group>
      )}
      <SimpleGrid cols={{ base: 6, xs: 8 }} spacing={6} verticalSpacing={6}>
        {numbers.map((n) => {
          const isTaken = taken.has(n);
          const chosen = props.place === n && !isTaken;
          return (
            <Button
              key={n}
              px={0}
              size="sm"
              variant={chosen ? "filled" : isTaken ? "default" : "outline"}
              disabled={!view || isTaken || props.disabled}
              aria-pressed={chosen}
              aria-label={t(chosen ? "places.chosen" : isTaken ? "places.taken" : "places.free", {
                place: n,
              })}
              onClick={() => props.onPick(chosen ? null : n)}
              data-testid="place"
            >
              {n}
            </Button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
