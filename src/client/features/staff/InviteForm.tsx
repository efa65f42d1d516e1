import { NativeSelect, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LANGS } from "../../../shared/i18n";
import { EMAIL_MAX } from "../../../shared/schemas/account";
import { INVITED_ROLES, type Invite, inviteSchema } from "../../../shared/schemas/staff-invitations";
import { FeedbackAlert, useFeedbackMutation } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";
import { refreshAfter } from "../../lib/queryKeys";
import { staffApi, staffKeys } from "./queries";

/** The owner's invitation: an e-mail, the role it will hold, and the e-mail's language. */
export function InviteForm() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const form = useSchemaForm(inviteSchema, {
    initialValues: { email: "", role: "trainer", language: i18n.language === "en" ? "en" : "gr" } as Invite,
  });
  const refresh = refreshAfter(qc, staffKeys.invitations());
  const invite = useFeedbackMutation({
    mutationFn: staffApi.invite,
    onSuccess: async (answer) => {
      await refresh.onSuccess();
      form.reset();
      return msg("staff.sent", { email: answer.email });
    },
    fallback: "staff.failed",
  });
  return (
    <form noValidate onSubmit={form.onSubmit(invite.run)}>
      <Stack gap="sm">
        <TextInput
          label={t("staff.email")}
          type="email"
          autoComplete="off"
          required
          maxLength={EMAIL_MAX}
          {...form.getInputProps("email")}
        />
        <NativeSelect
          label={t("staff.role")}
          data={INVITED_ROLES.map((r) => ({ value: r, label: t(`staff.roles.${r}`) }))}
          {...form.getInputProps("role")}
        />
        <NativeSelect
          label={t("staff.language")}
          data={LANGS.map((l) => ({ value: l, label: t(`staff.langs.${l}`) }))}
          {...form.getInputProps("language")}
        />
        <FeedbackAlert feedback={invite.feedback.current} />
        <WrapButton type="submit" loading={invite.isPending}>
          {t("staff.send")}
        </WrapButton>
      </Stack>
    </form>
  );
}
