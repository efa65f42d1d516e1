import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { signUpFormSchema } from "../../../shared/schemas/account";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { PasswordField } from "../../components/PasswordField";
import { RobotCheck, useRobotCheck } from "../../components/RobotCheck";
import { errorText } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { useLang } from "../../lib/lang";
import { authApi } from "./authApi";

export function SignUpForm() {
  const { t } = useTranslation();
  const language = useLang();
  const form = useSchemaForm(signUpFormSchema, {
    initialValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const check = useRobotCheck();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = form.onSubmit(async (values) => {
    if (!check.payload) return setError(t("errors.CAPTCHA_REQUIRED"));
    setBusy(true);
    setError(null);
    try {
      await authApi.signUp({ ...values, language }, check.payload);
      setSent(true);
    } catch (err) {
      setError(errorText(t, err, "auth.signupFailed"));
    } finally {
      // The server takes a solution once, even when it refuses: a fresh check solves again.
      check.spend();
      setBusy(false);
    }
  });

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
          <TextInput
            label={t("auth.firstName")}
            autoComplete="given-name"
            required
            {...form.getInputProps("firstName")}
          />
          <TextInput
            label={t("auth.lastName")}
            autoComplete="family-name"
            required
            {...form.getInputProps("lastName")}
          />
        </SimpleGrid>
        <TextInput
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        <PasswordField
          label={t("auth.password")}
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <RobotCheck check={check} onChange={(payload) => payload && setError(null)} />
        <FeedbackAlert feedback={error ? { ok: false, text: error } : null} />
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
