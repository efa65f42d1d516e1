import { Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { msg } from "../../lib/message";
import { useUnsubscribe } from "./queries";

/** /unsubscribe?token=…: the link of every campaign mail; a button confirms (link scanners do not). */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useUnsubscribe();
  const feedback = useFeedback({ fallback: "massMail.unsubscribe.failed" });
  const onClick = () =>
    unsubscribe.mutate(token, {
      onSuccess: () => feedback.succeed(msg("massMail.unsubscribe.done")),
      onError: (err) => feedback.fail(err),
    });
  return (
    <PageShell title={t("massMail.unsubscribe.title")}>
      <Stack gap="sm">
        <Text>{t("massMail.unsubscribe.text")}</Text>
        <FeedbackAlert feedback={feedback.current} />
        {!unsubscribe.isSuccess && (
          <Button onClick={onClick} loading={unsubscribe.isPending} style={{ alignSelf: "flex-start" }}>
            {t("massMail.unsubscribe.button")}
          </Button>
        )}
      </Stack>
    </PageShell>
  );
}
