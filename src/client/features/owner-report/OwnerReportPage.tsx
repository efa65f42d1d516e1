import { Loader, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { LocationSwitch, useCsvPlace } from "../../components/LocationSwitch";
import { PageShell } from "../../components/PageShell";
import { CsvPlace } from "../../lib/csvPlace";
import { useLang } from "../../lib/lang";
import { OccupancyPanel } from "./OccupancyPanel";
import { type Period, PeriodPicker } from "./PeriodPicker";
import { PlacesPanel } from "./PlacesPanel";
import { useOwnerReport } from "./queries";
import { RevenuePanel } from "./RevenuePanel";
import { SummaryCards } from "./SummaryCards";
import { comparedWith, currentMonth, monthDates } from "./view";

/**
 * /admin-report: the owner's numbers of a month or any dates, against the period before; with two
 * or more locations, of one location or of all with each beside the total (decision 057).
 */
export default function OwnerReportPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [period, setPeriod] = useState<Period>(() => monthDates(currentMonth()));
  const [place, setPlace] = useState<string | undefined>();
  const report = useOwnerReport(period.from, period.to, place);
  const csvPlace = useCsvPlace(place);
  const data = report.data;
  const compared = data && comparedWith(data, lang);
  return (
    <PageShell title={t("ownerReport.title")} backTo="/admin" size="lg">
      <Stack gap="md">
        <PeriodPicker value={period} onChange={setPeriod} />
        <LocationSwitch value={place} onChange={setPlace} />
        {report.isPending && <Loader role="status" mx="auto" aria-label={t("common.loading")} />}
        {report.isError && (
          <LoadErrorAlert
            title={t("ownerReport.loadError")}
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        )}
        {data && compared && (
          <CsvPlace.Provider value={csvPlace}>
            <Text size="sm" c="gray.7" data-testid="report-compared">
              {t(compared.months ? "ownerReport.comparedMonths" : "ownerReport.comparedDays", compared)}
            </Text>
            {place && csvPlace && (
              <Text size="sm" c="gray.7" data-testid="report-place-note">
                {t("locations.revenueThere")}
              </Text>
            )}
            <SummaryCards data={data} />
            {data.byLocation && <PlacesPanel data={data} byLocation={data.byLocation} />}
            <RevenuePanel data={data} />
            <OccupancyPanel data={data} place={csvPlace ? place : undefined} />
          </CsvPlace.Provider>
        )}
      </Stack>
    </PageShell>
  );
}
