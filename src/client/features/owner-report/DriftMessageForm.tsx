import { Anchor, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  MASS_MAIL_MESSAGE_INPUT_CAP,
  MASS_MAIL_SUBJECT_MAX,
  type MassMailInput,
  massMailInputSchema,
} from "../../../shared/schemas/mass-mail";
import type { DriftList } from "../../../shared/schemas/owner-report";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";
import { useMessageList } from "./queries";

/**
 * A message to everyone on the list: a mass e-mail campaign whose audience is the list, sent by the
 * mass e-mail job with its pacing and unsubscribe link (members who unsubscribed are skipped).
 */
export function DriftMessageForm({ list, disabled }: { list: DriftList; disabled: boolean }) {
  const { t } = useTranslation();
  const send = useMessageList();
  const feedback = useFeedback({ fallback: "ownerReport.drift.sendFailed" });
  const form = useSchemaForm(massMailInputSchema, {
    initialValues: { subject: "", message: "", audience: list, days: null } as MassMailInput,
  });
  const submit = form.onSubmit((v) => {
    feedback.clear();
    send.mutate(
      { ...v, audience: list, days: null },
      {
        onSuccess: (campaign) => {
          feedback.succeed(msg("ownerReport.drift.sent", { count: campaign.total }));
          form.reset();
        },
        onError: (err) => feedback.fail(err),
      },
    );
  });
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="drift-message">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={2} size="h5" id="drift-message">
            {t("ownerReport.drift.messageTitle")}
          </Title>
          <Text size="sm" c="gray.7">
            {t("ownerReport.drift.messageHint")}
          </Text>
          <TextInput
            label={t("ownerReport.drift.subject")}
            maxLength={MASS_MAIL_SUBJECT_MAX}
            {...form.getInputProps("subject")}
          />
          <Textarea
            label={t("ownerReport.drift.message")}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={MASS_MAIL_MESSAGE_INPUT_CAP}
            {...form.getInputProps("message")}
          />
          <FeedbackAlert feedback={feedback.current} />
          {feedback.current?.ok && (
            <Anchor component={Link} to="/admin-mass-email" size="sm">
              {t("ownerReport.drift.followProgress")}
            </Anchor>
          )}
          <WrapButton
            type="submit"
            leftSection={<IconSend size={18} />}
            loading={send.isPending}
            disabled={disabled}
          >
            {t("ownerReport.drift.send")}
          </WrapButton>
        </Stack>
      </form>
    </Paper>
  );
}
