import { Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  LEGAL_NAME_MAX,
  TERMS_PARAGRAPHS_MAX,
  type TermsInput,
  termsInputSchema,
  VAT_NUMBER_MAX,
} from "../../../shared/schemas/terms";
import { FeedbackAlert, msg, useFeedbackMutation } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { useSchemaForm } from "../../lib/form";
import { refreshAfter } from "../../lib/queryKeys";
import { BilingualFields } from "./BilingualFields";
import { termsAdminQuery, termsApi } from "./queries";

/**
 * The terms page's own details (decision 053): the legal name and VAT number the terms name, and the
 * studio's own paragraphs after the spec's, in both languages. The ages and the retention come from
 * the settings; the page's date moves when any of them changes.
 */
export function TermsPanel() {
  const { t } = useTranslation();
  const saved = useQuery(termsAdminQuery);
  if (!saved.data) return saved.isPending ? <Loader role="status" aria-label={t("common.loading")} /> : null;
  return <TermsForm saved={saved.data} />;
}

function TermsForm({ saved }: { saved: TermsInput }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useSchemaForm(termsInputSchema, { initialValues: saved });
  const refresh = refreshAfter(qc, termsAdminQuery.queryKey);
  const save = useFeedbackMutation({
    mutationFn: (values: TermsInput) => termsApi.save(termsInputSchema.parse(values)),
    onSuccess: async (answer) => {
      await refresh.onSuccess();
      form.resetDirty(answer);
      return msg("identity.terms.saved");
    },
    fallback: "identity.failed",
  });
  return (
    <form onSubmit={form.onSubmit(save.run)} noValidate>
      <Stack gap="sm" component="section" aria-labelledby="identity-terms">
        <Title order={2} size="h3" id="identity-terms">
          {t("identity.terms.title")}
        </Title>
        <Text size="sm">{t("identity.terms.intro")}</Text>
        <TextInput
          label={t("identity.terms.legalName")}
          description={t("identity.terms.legalNameHint")}
          maxLength={LEGAL_NAME_MAX}
          {...form.getInputProps("legalName")}
        />
        <TextInput
          label={t("identity.terms.vatNumber")}
          maxLength={VAT_NUMBER_MAX}
          {...form.getInputProps("vatNumber")}
        />
        <BilingualFields
          form={form}
          name="paragraphs"
          label={t("identity.terms.paragraphs")}
          max={TERMS_PARAGRAPHS_MAX}
          whenBothEmpty="identity.terms.noText"
          hint={t("identity.storyHint")}
          rows={4}
        />
        <FeedbackAlert feedback={save.feedback.current} />
        <WrapButton type="submit" loading={save.isPending}>
          {t("identity.terms.save")}
        </WrapButton>
      </Stack>
    </form>
  );
}
