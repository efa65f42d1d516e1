import { ActionIcon, Group } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Feedback, msg, useFeedbackMutation } from "../../components/FeedbackAlert";

export type Move = "up" | "down";

/**
 * The owner's order of a list of rows (the schedules, the kinds of credit; every screen lists them
 * so): a row moves one place up or down, the whole new order is sent at once (`send`, one PUT of
 * every key), and the outcome (`saved`, or the refusal's sentence) shows in the card that moved.
 */
export function useRowOrder({
  keys,
  send,
  saved,
}: {
  /** The rows' keys as the screen shows them, first to last. */
  keys: readonly string[] | undefined;
  /** Sends the new order and refreshes the screens that list the rows. */
  send: (keys: string[]) => Promise<unknown>;
  /** The locale key of the success sentence. */
  saved: string;
}) {
  const [moved, setMoved] = useState<{ key: string; dir: Move } | null>(null);
  const order = useFeedbackMutation({
    fallback: "settings.failed",
    mutationFn: send,
    onSuccess: () => msg(saved),
  });
  const move = (key: string, dir: Move) => {
    const next = [...(keys ?? [])];
    const i = next.indexOf(key);
    const j = dir === "up" ? i - 1 : i + 1;
    if (i < 0 || j < 0 || j >= next.length) return;
    [next[i], next[j]] = [next[j]!, next[i]!];
    setMoved({ key, dir });
    order.run(next);
  };
  /** The order's outcome, for the card that moved. */
  const feedbackOf = (key: string): Feedback | null => (moved?.key === key ? order.feedback.current : null);
  /** The direction `key` was just moved in (its button gets the focus back). */
  const movedDir = (key: string): Move | null => (moved?.key === key ? moved.dir : null);
  return { move, movedDir, feedbackOf, pending: order.isPending };
}

export type RowOrder = ReturnType<typeof useRowOrder>;

/** A card's two move buttons, wired to the list's order: `<OrderButtons order={order} rowKey="yoga" … />`. */
export function OrderButtons({
  order,
  rowKey,
  name,
  index,
  count,
}: {
  order: RowOrder;
  rowKey: string;
  name: string;
  index: number;
  count: number;
}) {
  return (
    <MoveButtons
      name={name}
      index={index}
      count={count}
      pending={order.pending}
      focusDir={order.movedDir(rowKey)}
      onMove={(dir) => order.move(rowKey, dir)}
    />
  );
}

/**
 * A row's two move buttons, named with the row ("Move Yoga up"); the first cannot go up nor
 * the last down. After a move the pressed button keeps the focus (or its twin, at an end); a press
 * while a move is being saved does nothing.
 */
function MoveButtons({
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
