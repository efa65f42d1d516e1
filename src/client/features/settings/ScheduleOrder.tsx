import { ActionIcon, Group } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Schedule, ScheduleRow } from "../../../shared/domain/schedules";
import { type Feedback, msg, useFeedbackMutation } from "../../components/FeedbackAlert";
import { api, call } from "../../lib/api";
import { queryRoots } from "../../lib/queryKeys";
import { scheduleKeys } from "../../lib/schedules";

/** Refreshes every list of schedules (the members' and the owner's) and the booking screens. */
export function useScheduleRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: scheduleKeys.members }),
      qc.invalidateQueries({ queryKey: scheduleKeys.all }),
      qc.invalidateQueries({ queryKey: scheduleKeys.names }),
      qc.invalidateQueries({ queryKey: queryRoots.account }),
    ]);
}

export type Move = "up" | "down";

/**
 * The schedules' order (every screen lists them so): a schedule moves one place up or down, the
 * whole new order is sent at once (`PUT /admin/schedule-order`), and the outcome shows in the card
 * that moved.
 */
export function useScheduleOrder(rows: readonly ScheduleRow[] | undefined) {
  const refresh = useScheduleRefresh();
  const [moved, setMoved] = useState<{ key: Schedule; dir: Move } | null>(null);
  const order = useFeedbackMutation({
    fallback: "settings.failed",
    mutationFn: (keys: Schedule[]) => call(api.admin["schedule-order"].$put({ json: { keys } })),
    onSuccess: async () => {
      await refresh();
      return msg("schedules.orderSaved");
    },
  });
  const move = (key: Schedule, dir: Move) => {
    const keys = (rows ?? []).map((r) => r.key);
    const i = keys.indexOf(key);
    const j = dir === "up" ? i - 1 : i + 1;
    if (i < 0 || j < 0 || j >= keys.length) return;
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
    setMoved({ key, dir });
    order.run(keys);
  };
  /** The order's outcome, for the card that moved. */
  const feedbackOf = (key: Schedule): Feedback | null => (moved?.key === key ? order.feedback.current : null);
  return { move, moved, feedbackOf, pending: order.isPending };
}

/**
 * A schedule's two move buttons, named with the schedule ("Move Yoga up"); the first cannot go up nor
 * the last down. After a move the pressed button keeps the focus (or its twin, at an end); a press
 * while a move is being saved does nothing.
 */
export function MoveButtons({
  name,
  index,
  count,
  pending,
  focusDir,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  pending: boolean;
  /** The direction this card was just moved in (its button gets the focus back). */
  focusDir: Move | null;
  onMove: (dir: Move) => void;
}) {
  const { t } = useTranslation();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus follows the card to its new place
  useEffect(() => {
    if (!focusDir) return;
    const wanted = focusDir === "up" ? (first ? down : up) : last ? up : down;
    wanted.current?.focus();
  }, [index, focusDir]);
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        ref={up}
        variant="light"
        size="lg"
        aria-label={t("schedules.moveUp", { name })}
        disabled={first}
        onClick={() => !pending && onMove("up")}
        data-move="up"
      >
        <IconArrowUp size={20} />
      </ActionIcon>
      <ActionIcon
        ref={down}
        variant="light"
        size="lg"
        aria-label={t("schedules.moveDown", { name })}
        disabled={last}
        onClick={() => !pending && onMove("down")}
        data-move="down"
      >
        <IconArrowDown size={20} />
      </ActionIcon>
    </Group>
  );
}
