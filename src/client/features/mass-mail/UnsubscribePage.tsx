import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type Feedback, FeedbackAlert } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { errorText } from "../../lib/errorText";
import { useUnsubscribe } from "./queries";

/** /unsubscribe?token=…: the link of every campaign mail; a button confirms (link scanners do not). */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useUnsubscribe();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const onClick = () =>
    unsubscribe.mutate(token, {
      onSuccess: () => setFeedback({ ok: true, text: t("massMail.unsubscribe.done") }),
      onError: (err) => setFeedback({ ok: false, text: errorText(t, err, "massMail.unsubscribe.failed") }),
    });
  return (
    <PageShell title={t("massMail.unsubscribe.title")}>
      <Stack gap="sm">
        <Text>{t("massMail.unsubscribe.text")}</Text>
        <FeedbackAlert feedback={feedback} />
        {!unsubscribe.isSuccess && (
          <Button onClick={onClick} loading={unsubscribe.isPending} style={{ alignSelf: "flex-start" }}>
            {t("massMail.unsubscribe.button")}
          </Button>
        )}
      </Stack>
    </PageShell>
  );
}
