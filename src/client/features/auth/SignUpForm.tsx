import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ageStanding } from "../../../shared/domain/age";
import { studioToday } from "../../../shared/domain/schedule";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import { signUpFormSchema } from "../../../shared/schemas/account";
import { DateField } from "../../components/DateField";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { PasswordField } from "../../components/PasswordField";
import { RobotCheck, useRobotCheck } from "../../components/RobotCheck";
import { api, call } from "../../lib/api";
import { errorText } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { useLang } from "../../lib/lang";
import { authApi } from "./authApi";

export function SignUpForm() {
  const { t } = useTranslation();
  const language = useLang();
  const form = useSchemaForm(signUpFormSchema, {
    initialValues: { firstName: "", lastName: "", email: "", password: "", birthDate: "", guardianEmail: "" },
  });
  const ages = useStudioAges();
  const today = studioToday(new Date(), ages.timeZone);
  const { birthDate } = form.getValues();
  // The guardian's address is asked only of someone the date places under the consent age (once
  // what is typed is a date: the field gives the form its text until then).
  const typedDate = /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? birthDate : null;
  const needsGuardian = ageStanding(typedDate, today, ages) === "needs_consent";
  const check = useRobotCheck();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = form.onSubmit(async (values) => {
    if (!check.payload) return setError(t("errors.CAPTCHA_REQUIRED"));
    setBusy(true);
    setError(null);
    try {
      const { guardianEmail, ...rest } = values;
      await authApi.signUp(
        { ...rest, language, ...(needsGuardian && guardianEmail ? { guardianEmail } : {}) },
        check.payload,
      );
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
        <DateField
          inForm
          label={t("age.birthDate")}
          description={t("age.birthDateHint", ages)}
          required
          {...form.getInputProps("birthDate")}
        />
        {needsGuardian && (
          <TextInput
            label={t("age.guardianEmail")}
            description={t("age.guardianEmailHint")}
            type="email"
            {...form.getInputProps("guardianEmail")}
          />
        )}
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

/**
 * The studio's two ages and time zone for the hint and the guardian's field, read once with plain
 * fetch (the form opens from the home page, before the query client loads); the spec's until then.
 */
function useStudioAges() {
  const [ages, setAges] = useState({
    minimumAge: SPEC_RULES.minimumAge,
    consentAge: SPEC_RULES.consentAge,
    timeZone: SPEC_RULES.timeZone,
  });
  useEffect(() => {
    let live = true;
    call(api["studio-rules"].$get()).then(
      (r) => live && setAges({ minimumAge: r.minimumAge, consentAge: r.consentAge, timeZone: r.timeZone }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return ages;
}
