import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { PasswordField } from "../../components/PasswordField";
import { ApiError } from "../../lib/api";
import { errorMessage } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import type { Message } from "../../lib/message";
import { msg } from "../../lib/message";
import { authApi } from "./authApi";

/**
 * The schema (zod) loads when a field is first focused: the modal opens by itself on a page a
 * signed-out visitor reaches (the questionnaires), and zod's start is a long task (decision 041).
 */
const logInFormSchema = () => import("../../../shared/schemas/account").then((m) => m.logInFormSchema);

export function LoginForm({ onDone }: { onDone: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(logInFormSchema, { initialValues: { email: "", password: "" } });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: Message } | null>(null);
  const [unconfirmedHint, setUnconfirmedHint] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setMessage(null);
    setUnconfirmedHint(false);
    try {
      await authApi.signIn(values.email.trim(), values.password);
      await onDone();
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, "auth.loginFailed") });
      // One answer for a wrong password and an address not confirmed yet (decision 025): a line
      // under the spec's sentence tells a new member where their way in is.
      setUnconfirmedHint(err instanceof ApiError && err.code === "INVALID_CREDENTIALS");
    } finally {
      setBusy(false);
    }
  });

  // Only the e-mail is needed; an empty one is named in the message, as the spec words it.
  const forgot = async () => {
    const email = form.values.email.trim();
    setUnconfirmedHint(false);
    if (!email) return setMessage({ ok: false, text: msg("auth.resetEmailMissing") });
    setBusy(true);
    try {
      await authApi.requestReset(email);
      setMessage({ ok: true, text: msg("auth.resetSent") });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, "auth.resetFailed") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          {...form.getInputProps("email")}
        />
        <PasswordField
          label={t("auth.password")}
          autoComplete="current-password"
          {...form.getInputProps("password")}
        />
        <FeedbackAlert feedback={message} />
        {unconfirmedHint && (
          <Text size="sm" c="dimmed">
            {t("auth.confirmFirst")}
          </Text>
        )}
        <Button type="submit" loading={busy}>
          {t("auth.loginButton")}
        </Button>
        <Button variant="subtle" onClick={forgot} disabled={busy}>
          {t("auth.forgotPassword")}
        </Button>
      </Stack>
    </form>
  );
}
