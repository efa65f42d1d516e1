import { Alert, Stack, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { askGuardianSchema } from "../../../shared/schemas/guardian-consent";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { api, call } from "../../lib/api";
import { longDay, studioDayOf } from "../../lib/dates";
import { useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";
import { refreshAfter } from "../../lib/queryKeys";
import { useStudioZone } from "../../lib/studioRules";
import { accountKeys, accountQueries } from "./queries";
import { Section } from "./Section";

/**
 * A member under the studio's consent age: where their guardian's consent stands (asked, given,
 * declined, expired, withdrawn) and the address to send the link to. Nothing for anyone else.
 */
export function GuardianConsentSection() {
  const { t, i18n } = useTranslation();
  const zone = useStudioZone();
  const qc = useQueryClient();
  const mine = useQuery(accountQueries.guardianConsent());
  const feedback = useFeedback({ fallback: "age.failed" });
  const form = useSchemaForm(askGuardianSchema, { initialValues: { guardianEmail: "" } });
  const ask = useMutation({
    mutationFn: (v: { guardianEmail: string }) => call(api.me["guardian-consent"].$post({ json: v })),
    ...refreshAfter(qc, accountKeys.guardianConsent),
  });
  const data = mine.data;
  if (data?.standing !== "needs_consent") return null;
  const consent = data.consent;
  const when = (iso: string | null) => (iso ? longDay(studioDayOf(iso, zone), i18n.language) : "");
  const line = consent
    ? t(`age.consent${consent.status[0]!.toUpperCase()}${consent.status.slice(1)}`, {
        guardian: consent.guardian,
        date: when(consent.decidedAt),
      })
    : t("age.consentNeeded", { consentAge: data.consentAge });
  const asked = (v: { guardianEmail: string }) => {
    feedback.clear();
    ask.mutate(v, { onSuccess: () => feedback.succeed(msg("age.sent")), onError: feedback.fail });
  };
  return (
    <Section id="guardian-title" title={t("age.consentTitle")}>
      <Stack gap="sm">
        <Alert color={consent?.status === "confirmed" ? "teal" : "yellow"} role="status">
          {line}
        </Alert>
        {consent?.status !== "confirmed" && (
          <form noValidate onSubmit={form.onSubmit(asked)}>
            <Stack gap="sm">
              <TextInput
                label={t("age.guardianEmail")}
                description={t("age.guardianEmailHint")}
                type="email"
                required
                {...form.getInputProps("guardianEmail")}
              />
              <FeedbackAlert feedback={feedback.current} />
              <WrapButton type="submit" loading={ask.isPending}>
                {t("age.sendLink")}
              </WrapButton>
            </Stack>
          </form>
        )}
      </Stack>
    </Section>
  );
}
