import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLang } from "../../../shared/i18n";
import { RobotCheck } from "../../components/RobotCheck";
import { errorText } from "../../lib/errorText";
import { authApi } from "./authApi";

export function SignUpForm() {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState({ firstName: "", lastName: "", email: "", password: "" });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const field = (k: keyof typeof form) => ({
    value: form[k],
    onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [k]: e.currentTarget.value }),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.values(form).some((v) => !v.trim())) return setError(t("auth.fillAllFields"));
    if (!captcha) return setError(t("auth.confirmNotRobot"));
    setBusy(true);
    setError(null);
    try {
      await authApi.signUp({ ...form, language: isLang(i18n.language) ? i18n.language : "gr" }, captcha);
      setSent(true);
    } catch (err) {
      setError(errorText(t, err, "auth.signupFailed"));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Alert color="teal" role="status">
        {t("auth.signupSent")}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t("auth.firstName")} autoComplete="given-name" required {...field("firstName")} />
          <TextInput label={t("auth.lastName")} autoComplete="family-name" required {...field("lastName")} />
        </SimpleGrid>
        <TextInput label={t("auth.email")} type="email" autoComplete="email" required {...field("email")} />
        <PasswordInput
          label={t("auth.password")}
          autoComplete="new-password"
          required
          {...field("password")}
        />
        <RobotCheck
          onChange={(payload) => {
            setCaptcha(payload);
            setError(null);
          }}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          {t("auth.signupButton")}
        </Button>
        <Text size="sm" c="gray.8">
          {t("auth.termsNote")}{" "}
          <Anchor href="/terms" target="_blank" rel="noopener" underline="always">
            {t("auth.termsLink")}
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  );
}
