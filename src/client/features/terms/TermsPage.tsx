import { Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type TermsMessages, termsPage } from "../../../shared/domain/terms";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { PageShell } from "../../components/PageShell";
import { useLang } from "../../lib/lang";
import { termsQuery } from "./queries";

/**
 * The studio's terms (decision 053): the spec's terms filled with the studio's legal details, ages
 * and retention, then its own paragraphs; dated by their last change, not by today.
 */
export default function TermsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const terms = useQuery(termsQuery);
  // The template's raw words: the values are filled by `termsPage`, as the server's first paint does.
  const messages = t("terms", { returnObjects: true }) as TermsMessages;
  const page = terms.data ? termsPage(messages, terms.data, lang) : null;
  return (
    <PageShell title={t("terms.title")}>
      <Stack gap="md">
        {terms.isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {terms.isError && (
          <LoadErrorAlert
            title={t("terms.loadFailed")}
            error={terms.error}
            onRetry={() => void terms.refetch()}
          />
        )}
        {page && (
          <>
            <Text c="gray.7" size="sm">
              {page.updated}
            </Text>
            {page.sections.map((s) => (
              <section key={s.heading}>
                <Title order={2} fz="lg" mb={4}>
                  {s.heading}
                </Title>
                {s.paragraphs.map((p) => (
                  <Text key={p} mb={4}>
                    {p}
                  </Text>
                ))}
              </section>
            ))}
          </>
        )}
      </Stack>
    </PageShell>
  );
}
