import { ActionIcon, Group, NumberInput, Stack, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DecimalField } from "../../components/DecimalField";
import { type Message, messageText } from "../../lib/message";
import type { RowValues } from "./prefill";

export type RowState = "new" | "saved" | "waiting";

/**
 * One set on the phone: repetitions and kg (or seconds), prefilled, and one thumb-sized tap that
 * saves it; tapped again after a change, it is changed. Its state and any refusal show beside it.
 */
export function SetRow(props: {
  setNumber: number;
  timed: boolean;
  values: RowValues;
  state: RowState;
  error: Message | null;
  onDone: (v: RowValues) => void;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation();
  const [v, setV] = useState(props.values);
  const shown = JSON.stringify(props.values);
  // A value from the server or the phone's list replaces the prefill (not the member's typing).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the values' text
  useEffect(() => setV(props.values), [shown]);
  const num = (x: string | number): number | "" => (x === "" ? "" : Number(x));
  // Each input names its set too: a screen reader lists a page of "reps" fields otherwise.
  const label = t("coaching.log.set", { n: props.setNumber });
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Group gap={6} wrap="nowrap" align="flex-end">
        <Text fw={700} w={20} pb={8} aria-hidden>
          {props.setNumber}
        </Text>
        {props.timed ? (
          <NumberInput
            label={t("coaching.log.seconds")}
            aria-label={t("coaching.log.ofSet", { set: label, field: t("coaching.log.seconds") })}
            value={v.seconds}
            onChange={(x) => setV({ ...v, seconds: num(x) })}
            allowDecimal={false}
            hideControls
            inputMode="numeric"
            w={104}
          />
        ) : (
          <>
            <NumberInput
              label={t("coaching.log.reps")}
              aria-label={t("coaching.log.ofSet", { set: label, field: t("coaching.log.reps") })}
              value={v.reps}
              onChange={(x) => setV({ ...v, reps: num(x) })}
              allowDecimal={false}
              hideControls
              inputMode="numeric"
              w={64}
            />
            <DecimalField
              label={t("coaching.log.kg")}
              aria-label={t("coaching.log.ofSet", { set: label, field: t("coaching.log.kg") })}
              value={v.weightKg}
              onChange={(x) => setV({ ...v, weightKg: x })}
              w={72}
            />
          </>
        )}
        <ActionIcon
          size={44}
          variant={props.state === "new" ? "filled" : "light"}
          onClick={() => props.onDone(v)}
          aria-label={t("coaching.log.done", { n: props.setNumber })}
        >
          <IconCheck size={24} />
        </ActionIcon>
        {props.onRemove && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            mb={4}
            onClick={props.onRemove}
            aria-label={t("coaching.log.remove", { n: props.setNumber })}
          >
            <IconX size={18} />
          </ActionIcon>
        )}
      </Group>
      {props.state === "saved" && (
        <Text fz="sm" fw={600} c="teal.9">
          {t("coaching.log.saved")}
        </Text>
      )}
      {props.state === "waiting" && (
        <Text fz="sm" fw={600} c="gray.8" fs="italic">
          {t("coaching.log.waiting")}
        </Text>
      )}
      {props.error && (
        <Text c="red.8" fz="sm" role="alert">
          {messageText(t, props.error)}
        </Text>
      )}
    </Stack>
  );
}
