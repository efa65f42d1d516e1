import { Loader, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { PageShell } from "../../components/PageShell";
import { useLang } from "../../lib/lang";
import { OccupancyPanel } from "./OccupancyPanel";
import { type Period, PeriodPicker } from "./PeriodPicker";
import { useOwnerReport } from "./queries";
import { RevenuePanel } from "./RevenuePanel";
import { SummaryCards } from "./SummaryCards";
import { comparedWith, currentMonth, monthDates } from "./view";

/** /admin-report: the owner's numbers of a month or any dates, against the period before. */
export default function OwnerReportPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [period, setPeriod] = useState<Period>(() => monthDates(currentMonth()));
  const report = useOwnerReport(period.from, period.to);
  const data = report.data;
  const compared = data && comparedWith(data, lang);
  return (
    <PageShell title={t("ownerReport.title")} backTo="/admin" size="lg">
      <Stack gap="md">
        <PeriodPicker value={period} onChange={setPeriod} />
        {report.isPending && <Loader role="status" mx="auto" aria-label={t("common.loading")} />}
        {report.isError && (
          <LoadErrorAlert
            title={t("ownerReport.loadError")}
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        )}
        {data && compared && (
          <>
            <Text size="sm" c="gray.7" data-testid="report-compared">
              {t(compared.months ? "ownerReport.comparedMonths" : "ownerReport.comparedDays", compared)}
            </Text>
            <SummaryCards data={data} />
            <RevenuePanel data={data} />
            <OccupancyPanel data={data} />
          </>
        )}
      </Stack>
    </PageShell>
  );
}
