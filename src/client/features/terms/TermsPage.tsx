import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../shared/intl";
import { PageShell } from "../../components/PageShell";
import { dateLocale } from "../../lib/lang";

type Section = { heading: string; body: string };

export default function TermsPage() {
  const { t, i18n } = useTranslation();
  const sections = t("terms.sections", { returnObjects: true }) as Section[];
  // The spec shows today's date as the last-updated date.
  const today = dateFormat(dateLocale(i18n.language), {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date());
  return (
    <PageShell title={t("terms.title")}>
      <Stack gap="md">
        <Text c="gray.7" size="sm">
          {t("terms.lastUpdated", { date: today })}
        </Text>
        {sections.map((s) => (
          <section key={s.heading}>
            <Title order={2} fz="lg" mb={4}>
              {s.heading}
            </Title>
            <Text>{s.body}</Text>
          </section>
        ))}
      </Stack>
    </PageShell>
  );
}
