import { Button, Paper, Stack, Textarea, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PAIN_NOTE_MAX } from "../../../shared/schemas/coaching";
import { FeedbackAlert, msg, useFeedbackMutation } from "../../components/FeedbackAlert";
import { api, call } from "../../lib/api";

/** The member tells the coach of a pain today (one report a day; the coach's attention list shows it). */
export function PainForm({ today }: { today: string }) {
  const { t } = useTranslation();
  const heading = useId();
  const [note, setNote] = useState("");
  const save = useFeedbackMutation({
    fallback: "coaching.pain.saveError",
    mutationFn: (text: string) =>
      call(api.me["pain-reports"][":date"].$put({ param: { date: today }, json: { note: text } })),
    // Nothing on the member's screens reads the reports back: the coach's page does.
    onSuccess: () => {
      setNote("");
      return msg("coaching.pain.saved");
    },
  });
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={heading}>
      <Stack gap="xs">
        <Title order={2} fz="md" id={heading}>
          {t("coaching.pain.title")}
        </Title>
        <Textarea
          label={t("coaching.pain.note")}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={PAIN_NOTE_MAX}
          autosize
          minRows={2}
        />
        <Button onClick={() => save.run(note)} loading={save.isPending} w="fit-content" variant="light">
          {t("coaching.pain.save")}
        </Button>
        <FeedbackAlert feedback={save.feedback.current} />
      </Stack>
    </Paper>
  );
}
