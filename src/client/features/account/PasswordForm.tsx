import { Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { changePasswordFormSchema, PASSWORD_MAX } from "../../../shared/schemas/account";
import { FeedbackAlert, useFeedbackMutation } from "../../components/FeedbackAlert";
import { PasswordField } from "../../components/PasswordField";
import { WrapButton } from "../../components/WrapButton";
import { authCall } from "../../lib/api";
import { useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";
import { accountKeys } from "./queries";

/** The current password and a new one; the other sessions are signed out. */
export function PasswordForm() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useSchemaForm(changePasswordFormSchema, {
    initialValues: { currentPassword: "", newPassword: "" },
  });
  const change = useFeedbackMutation({
    mutationFn: (v: { currentPassword: string; newPassword: string }) =>
      authCall("/api/auth/change-password", v),
    onSuccess: async () => {
      form.reset();
      await qc.invalidateQueries({ queryKey: accountKeys.sessions });
      return msg("account.password.changed");
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(change.run)}>
      <Stack gap="sm">
        <PasswordField
          label={t("account.password.current")}
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          {...form.getInputProps("currentPassword")}
        />
        <PasswordField
          label={t("account.password.next")}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          {...form.getInputProps("newPassword")}
        />
        <FeedbackAlert feedback={change.feedback.current} />
        <WrapButton type="submit" loading={change.isPending}>
          {t("account.password.submit")}
        </WrapButton>
      </Stack>
    </form>
  );
}
