import { Alert, Button, PasswordInput, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PASSWORD_MIN } from "../../../shared/schemas/account";
import { PageShell } from "../../components/PageShell";
import { ApiError } from "../../lib/api";
import { errorText } from "../../lib/errorText";
import { authApi } from "./authApi";

/** Reached from the reset e-mail: Better Auth redirects here with ?token=… (or ?error=INVALID_TOKEN). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(
    !token || params.get("error") ? { ok: false, text: t("auth.resetInvalid") } : null,
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!token) return;
    if (password.length < PASSWORD_MIN)
      return setState({ ok: false, text: t("auth.passwordTooShort", { min: PASSWORD_MIN }) });
    setBusy(true);
    try {
      await authApi.resetPassword(token, password);
      setState({ ok: true, text: t("auth.resetDone") });
    } catch (err) {
      const invalid = err instanceof ApiError && err.code === "INVALID_TOKEN";
      setState({
        ok: false,
        text: invalid ? t("auth.resetInvalid") : errorText(t, err, "auth.resetFailed"),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell title={t("auth.resetTitle")} size="xs">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {state && (
            <Alert color={state.ok ? "teal" : "red"} role={state.ok ? "status" : "alert"}>
              {state.text}
            </Alert>
          )}
          {state?.ok ? (
            <Button component={Link} to="/">
              {t("common.backHome")}
            </Button>
          ) : (
            token && (
              <>
                <PasswordInput
                  label={t("auth.newPassword")}
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
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
