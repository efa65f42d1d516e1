import { Button, PasswordInput, Stack } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { changePasswordFormSchema, PASSWORD_MAX } from "../../../shared/schemas/account";
import { type Feedback, FeedbackAlert } from "../../components/FeedbackAlert";
import { authCall } from "../../lib/api";
import { errorText } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { accountKeys } from "./queries";

/** The current password and a new one; the other sessions are signed out. */
export function PasswordForm() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useSchemaForm(changePasswordFormSchema, {
    initialValues: { currentPassword: "", newPassword: "" },
  });
  const change = useMutation({
    mutationFn: (v: { currentPassword: string; newPassword: string }) =>
      authCall("/api/auth/change-password", v),
    onSuccess: async () => {
      form.reset();
      setFeedback({ ok: true, text: t("account.password.changed") });
      await qc.invalidateQueries({ queryKey: accountKeys.sessions });
    },
    onError: (err) => setFeedback({ ok: false, text: errorText(t, err) }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        setFeedback(null);
        change.mutate(v);
      })}
    >
      <Stack gap="sm">
        <PasswordInput
          label={t("account.password.current")}
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          {...form.getInputProps("currentPassword")}
        />
        <PasswordInput
          label={t("account.password.next")}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          {...form.getInputProps("newPassword")}
        />
        <FeedbackAlert feedback={feedback} />
        <Button
          type="submit"
          loading={change.isPending}
          style={{ alignSelf: "flex-start", maxWidth: "100%", height: "auto", minHeight: 36 }}
          styles={{ label: { whiteSpace: "normal", textAlign: "left", paddingBlock: 6 } }}
        >
          {t("account.password.submit")}
        </Button>
      </Stack>
    </form>
  );
}
