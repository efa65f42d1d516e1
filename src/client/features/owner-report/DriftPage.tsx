import { Group, Loader, SegmentedControl, Stack, Text, useMatches } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DRIFT_LISTS, type DriftList } from "../../../shared/schemas/owner-report";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { LocationSwitch, useCsvPlace } from "../../components/LocationSwitch";
import { PageShell } from "../../components/PageShell";
import { CsvPlace } from "../../lib/csvPlace";
import { useLocations } from "../../lib/locations";
import { DriftMessageForm } from "./DriftMessageForm";
import { DriftSettingsPanel } from "./DriftSettingsPanel";
import { DriftTable } from "./DriftTable";
import { useDriftList } from "./queries";
import { ReminderRulesPanel } from "./ReminderRulesPanel";

/**
 * /admin-drift: the members drifting away, three lists the owner can message or export; with two
 * or more locations, of one location or of all with each location's count (decision 057).
 */
export default function DriftPage() {
  const { t } = useTranslation();
  const [list, setList] = useState<DriftList>("expiring");
  const [place, setPlace] = useState<string | undefined>();
  const members = useDriftList(list, place);
  const csvPlace = useCsvPlace(place);
  const places = useLocations();
  const data = members.data;
  // Three long labels do not fit side by side on a phone.
  const orientation = useMatches<"vertical" | "horizontal">({ base: "vertical", xs: "horizontal" });
  return (
    <PageShell title={t("ownerReport.drift.title")} backTo="/admin" size="lg">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          orientation={orientation}
          value={list}
          onChange={(v) => setList(v as DriftList)}
          data={DRIFT_LISTS.map((l) => ({ value: l, label: t(`ownerReport.drift.lists.${l}`) }))}
          aria-label={t("ownerReport.drift.title")}
        />
        <LocationSwitch value={place} onChange={setPlace} />
        {members.isPending && <Loader role="status" mx="auto" aria-label={t("common.loading")} />}
        {members.isError && (
          <LoadErrorAlert
            title={t("ownerReport.loadError")}
            error={members.error}
            onRetry={() => void members.refetch()}
          />
        )}
        {data && data.list === list && (
          <CsvPlace.Provider value={csvPlace}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="gray.7" style={{ flex: 1, minWidth: 0 }}>
                {t(`ownerReport.drift.hints.${list}`, data.settings)}
              </Text>
              <Text fw={700} data-testid="drift-count">
                {t("ownerReport.drift.count", { count: data.members.length })}
              </Text>
            </Group>
            {data.byLocation && (
              <Text size="sm" data-testid="drift-by-location">
                {data.byLocation.map((x) => `${places.name(x.location)}: ${x.members}`).join(" · ")}
              </Text>
            )}
            <DriftTable data={data} />
            {/* A campaign's audience is a whole list (the mass e-mail's), never one location's part of it. */}
            {place && csvPlace ? (
              <Text size="sm" c="gray.7" data-testid="drift-message-all">
                {t("locations.messageAll")}
              </Text>
            ) : (
              <DriftMessageForm list={list} disabled={data.members.every((x) => x.unsubscribed)} />
            )}
          </CsvPlace.Provider>
        )}
        <DriftSettingsPanel />
        <ReminderRulesPanel />
      </Stack>
    </PageShell>
  );
}
