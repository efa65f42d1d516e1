import { Alert, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../lib/errorText";
import { authApi } from "./authApi";

export function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await authApi.signIn(email.trim(), password);
      onDone();
    } catch (err) {
      setMessage({ ok: false, text: errorText(t, err, "auth.loginFailed") });
    } finally {
      setBusy(false);
    }
  };

  const forgot = async () => {
    if (!email.trim()) {
      setMessage({ ok: false, text: t("auth.resetEmailMissing") });
      return;
    }
    setBusy(true);
    try {
      await authApi.requestReset(email.trim());
      setMessage({ ok: true, text: t("auth.resetSent") });
    } catch (err) {
      setMessage({ ok: false, text: errorText(t, err, "auth.resetFailed") });
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
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput
          label={t("auth.password")}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {message && (
          <Alert color={message.ok ? "teal" : "red"} role={message.ok ? "status" : "alert"}>
            {message.text}
          </Alert>
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
