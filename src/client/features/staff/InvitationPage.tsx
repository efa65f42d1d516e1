import { Button, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { NAME_MAX } from "../../../shared/schemas/account";
import { acceptInvitationSchema } from "../../../shared/schemas/staff-invitations";
import { FeedbackAlert, useFeedbackMutation } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { PasswordField } from "../../components/PasswordField";
import { WrapButton } from "../../components/WrapButton";
import { errorMessage } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";
import { invitationQuery, staffApi } from "./queries";

/**
 * Reached from a staff invitation's e-mail with ?token=…: the invitee writes a name and a password and
 * the account is made with the invited role (decision 051). A used, withdrawn or expired link says so.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return (
    <PageShell title={t("staff.invite.title")} size="xs">
      {token ? (
        <Invitation token={token} />
      ) : (
        <FeedbackAlert feedback={{ ok: false, text: msg("staff.invite.noToken") }} />
      )}
    </PageShell>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const invitation = useQuery(invitationQuery(token));
  const form = useSchemaForm(acceptInvitationSchema, {
    initialValues: { token, firstName: "", lastName: "", password: "" },
  });
  const accept = useFeedbackMutation({
    mutationFn: staffApi.accept,
    onSuccess: () => msg("staff.invite.done"),
    fallback: "staff.invite.failed",
  });
  if (invitation.isPending) return <Loader role="status" aria-label={t("staff.invite.loading")} />;
  if (invitation.isError)
    return (
      <FeedbackAlert feedback={{ ok: false, text: errorMessage(invitation.error, "staff.invite.failed") }} />
    );
  const done = accept.feedback.current?.ok === true;
  const { studio, email, role } = invitation.data;
  return (
    <form noValidate onSubmit={form.onSubmit(accept.run)}>
      <Stack gap="sm">
        <Text>{t("staff.invite.welcome", { studio, email, role: t(`staff.roles.${role}`) })}</Text>
        {!done && (
          <>
            <TextInput
              label={t("staff.invite.firstName")}
              autoComplete="given-name"
              required
              maxLength={NAME_MAX}
              {...form.getInputProps("firstName")}
            />
            <TextInput
              label={t("staff.invite.lastName")}
              autoComplete="family-name"
              required
              maxLength={NAME_MAX}
              {...form.getInputProps("lastName")}
            />
            <PasswordField
              label={t("staff.invite.password")}
              autoComplete="new-password"
              required
              {...form.getInputProps("password")}
            />
          </>
        )}
        <FeedbackAlert feedback={accept.feedback.current} />
        {done ? (
          <Button component={Link} to="/">
            {t("common.backHome")}
          </Button>
        ) : (
          <WrapButton type="submit" loading={accept.isPending}>
            {t("staff.invite.create")}
          </WrapButton>
        )}
      </Stack>
    </form>
  );
}
