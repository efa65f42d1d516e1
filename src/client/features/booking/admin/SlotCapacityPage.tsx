import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_SLOT_CAPACITY, isValidDate } from "../../../../shared/domain/schedule";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { PageShell } from "../../../components/PageShell";
import { longDay } from "../format";
import { useCapacity, useClearCapacity, useSetCapacity } from "./useCalendarAdmin";

type Feedback = { color: "green" | "red"; text: string } | null;
const INTEGER = /^\d+$/;

/** /admin-slot-capacity: the capacity of every slot of one date (0 closes it); clear goes back to the default. */
export default function SlotCapacityPage() {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState("");
  const [value, setValue] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const picked = isValidDate(date) ? date : null;
  const current = useCapacity(picked);
  const save = useSetCapacity();
  const clear = useClearCapacity();
  const k = "booking.admin.capacity";

  const onSave = () => {
    if (!picked) return setFeedback({ color: "red", text: t(`${k}.pickDate`) });
    if (!INTEGER.test(value.trim())) return setFeedback({ color: "red", text: t(`${k}.badNumber`) });
    save.mutate(
      { date: picked, capacity: Number(value.trim()) },
      {
        onSuccess: () => setFeedback({ color: "green", text: t(`${k}.saved`) }),
        onError: () => setFeedback({ color: "red", text: t(`${k}.saveFailed`) }),
      },
    );
  };
  const askClear = () => {
    if (!picked) return setFeedback({ color: "red", text: t(`${k}.pickDateToClear`) });
    setConfirming(true);
  };
  const onClear = () =>
    clear.mutate(picked!, {
      onSuccess: () => setFeedback({ color: "green", text: t(`${k}.cleared`) }),
      onError: () => setFeedback({ color: "red", text: t(`${k}.clearFailed`) }),
      onSettled: () => setConfirming(false),
    });

  const capacity = current.data?.capacity;
  return (
    <PageShell title={t(`${k}.title`)} backTo="/admin">
      <Stack gap="sm">
        <TextInput
          type="date"
          label={t(`${k}.date`)}
          value={date}
          onChange={(e) => {
            setDate(e.currentTarget.value);
            setFeedback(null);
          }}
        />
        {picked && (
          <Text fw={600} data-testid="capacity-day">
            {longDay(picked, i18n.language)}
          </Text>
        )}
        {picked && current.data && (
          <Text size="sm" c="dimmed" data-testid="capacity-current">
            {t(`${k}.current`, {
              value:
                capacity === null || capacity === undefined
                  ? t(`${k}.isDefault`, { value: DEFAULT_SLOT_CAPACITY })
                  : t(`${k}.isOverride`, { value: capacity }),
            })}
          </Text>
        )}
        <TextInput
          label={t(`${k}.capacity`)}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <Group>
          <Button onClick={onSave} loading={save.isPending}>
            {t("common.save")}
          </Button>
          <Button variant="light" color="red" onClick={askClear}>
            {t(`${k}.clear`)}
          </Button>
        </Group>
        {feedback && (
          <Alert color={feedback.color} role={feedback.color === "red" ? "alert" : "status"}>
            {feedback.text}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        message={t(`${k}.confirmClear`, { day: picked ? longDay(picked, i18n.language) : "" })}
        loading={clear.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={onClear}
      />
    </PageShell>
  );
}
