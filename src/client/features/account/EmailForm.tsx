import { Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { changeEmailFormSchema, EMAIL_MAX } from "../../../shared/schemas/account";
import { FeedbackAlert, useFeedbackMutation } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { authCall } from "../../lib/api";
import { useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";

/** A new e-mail: a verification link goes to it, and the address changes once it is followed. */
export function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const form = useSchemaForm(changeEmailFormSchema, { initialValues: { newEmail: "" } });
  const change = useFeedbackMutation({
    mutationFn: (v: { newEmail: string }) =>
      authCall("/api/auth/change-email", { newEmail: v.newEmail, callbackURL: "/account" }),
    onSuccess: (_, v) => {
      form.reset();
      return msg("account.email.sent", { email: v.newEmail.trim().toLowerCase() });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(change.run)}>
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
        <FeedbackAlert feedback={change.feedback.current} />
        <WrapButton type="submit" loading={change.isPending}>
          {t("account.email.submit")}
        </WrapButton>
      </Stack>
    </form>
  );
}
