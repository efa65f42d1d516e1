import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { changeEmailFormSchema, EMAIL_MAX } from "../../../shared/schemas/account";
import { type Feedback, FeedbackAlert } from "../../components/FeedbackAlert";
import { authCall } from "../../lib/api";
import { errorText } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";

/** A new e-mail: a verification link goes to it, and the address changes once it is followed. */
export function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useSchemaForm(changeEmailFormSchema, { initialValues: { newEmail: "" } });
  const change = useMutation({
    mutationFn: (newEmail: string) =>
      authCall("/api/auth/change-email", { newEmail, callbackURL: "/account" }),
    onSuccess: (_, newEmail) => {
      form.reset();
      setFeedback({ ok: true, text: t("account.email.sent", { email: newEmail.trim().toLowerCase() }) });
    },
    onError: (err) => setFeedback({ ok: false, text: errorText(t, err) }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        setFeedback(null);
        change.mutate(v.newEmail);
      })}
    >
      <Stack gap="sm">
        <Text size="sm">{t("account.email.current", { email })}</Text>
        <TextInput
          label={t("account.email.newEmail")}
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          {...form.getInputProps("newEmail")}
        />
        <FeedbackAlert feedback={feedback} />
        <Button
          type="submit"
          loading={change.isPending}
          style={{ alignSelf: "flex-start", maxWidth: "100%", height: "auto", minHeight: 36 }}
          styles={{ label: { whiteSpace: "normal", textAlign: "left", paddingBlock: 6 } }}
        >
          {t("account.email.submit")}
        </Button>
      </Stack>
    </form>
  );
}
