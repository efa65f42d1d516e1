import { Button, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { resetPasswordFormSchema } from "../../../shared/schemas/account";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { PasswordField } from "../../components/PasswordField";
import { errorMessage } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import type { Message } from "../../lib/message";
import { msg } from "../../lib/message";
import { authApi } from "./authApi";
import ResetLinkInvalid from "./ResetLinkInvalid";
import { resetLinkInvalid } from "./resetLink";

/** Reached from the reset e-mail: Better Auth redirects here with ?token=… (or ?error=INVALID_TOKEN). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token");
  const form = useSchemaForm(resetPasswordFormSchema, { initialValues: { password: "" } });
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<{ ok: boolean; text: Message } | null>(null);

  const submit = form.onSubmit(async ({ password }) => {
    if (!token) return;
    setBusy(true);
    try {
      await authApi.resetPassword(token, password);
      setState({ ok: true, text: msg("auth.resetDone") });
    } catch (err) {
      setState({ ok: false, text: errorMessage(err, "auth.resetFailed") });
    } finally {
      setBusy(false);
    }
  });

  if (resetLinkInvalid(params)) return <ResetLinkInvalid />;
  return (
    <PageShell title={t("auth.resetTitle")} size="xs">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FeedbackAlert feedback={state} />
          {state?.ok ? (
            <Button component={Link} to="/">
              {t("common.backHome")}
            </Button>
          ) : (
            token && (
              <>
                <PasswordField
                  label={t("auth.newPassword")}
                  autoComplete="new-password"
                  {...form.getInputProps("password")}
                />
                <Button type="submit" loading={busy}>
                  {t("auth.resetSave")}
                </Button>
              </>
            )
          )}
        </Stack>
      </form>
    </PageShell>
  );
}
