import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AttentionRow, CoachingSettings } from "../../../shared/schemas/coaching";
import { FeedbackAlert, msg, useFeedbackMutation } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { ScrollTable } from "../../components/ScrollTable";
import { api, call } from "../../lib/api";
import { errorText } from "../../lib/errorText";
import { formatDay } from "../../lib/lang";
import { LIVE_READ, refreshAfter } from "../../lib/queryKeys";
import { coachingKeys, coachingQueries } from "./queries";

/** /admin-coaching: the coached members, those who need attention first, and the thresholds. */
export default function AdminCoachingPage() {
  const { t, i18n } = useTranslation();
  const list = useQuery({ ...coachingQueries.attention(), ...LIVE_READ });
  return (
    <PageShell title={t("coaching.coach.title")} backTo="/admin" size="md">
      <Stack gap="md">
        {list.isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {list.error && <Text c="red">{errorText(t, list.error, "coaching.coach.loadError")}</Text>}
        {list.data && list.data.members.length === 0 && <Text>{t("coaching.coach.nobody")}</Text>}
        {list.data && list.data.members.length > 0 && (
          <ScrollTable minWidth={340}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("coaching.coach.member")}</Table.Th>
                <Table.Th>{t("coaching.coach.lastLog")}</Table.Th>
                <Table.Th>{t("coaching.coach.adherence")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.members.map((m) => (
                <Table.Tr key={m.userId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin-coaching/${m.userId}`}>
                      {m.name}
                    </Anchor>
                    <Flags row={m} />
                  </Table.Td>
                  <Table.Td>
                    {m.lastLog ? formatDay(m.lastLog, i18n.language) : t("coaching.coach.never")}
                  </Table.Td>
                  <Table.Td>{m.adherence === null ? "–" : `${m.adherence}%`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
        {list.data && <SettingsForm settings={list.data.settings} />}
      </Stack>
    </PageShell>
  );
}

/** Why a member needs attention, in words. */
export function Flags({ row }: { row: AttentionRow }) {
  const { t, i18n } = useTranslation();
  if (!row.noRecentLog && !row.lowAdherence && !row.painOn && row.readiness.length === 0) return null;
  return (
    <Group gap={4} mt={4}>
      {row.painOn && (
        <Badge color="red.9" variant="outline" size="sm">
          {t("coaching.coach.painOn", { date: formatDay(row.painOn, i18n.language) })}
        </Badge>
      )}
      {row.readiness.length > 0 && (
        <Badge color="red.9" variant="outline" size="sm">
          {t("coaching.coach.readiness", { count: row.readiness.length })}
        </Badge>
      )}
      {row.noRecentLog && (
        <Badge color="red.9" variant="outline" size="sm">
          {row.daysSinceLog === null
            ? t("coaching.coach.neverLogged")
            : t("coaching.coach.noLog", { count: row.daysSinceLog })}
        </Badge>
      )}
      {row.lowAdherence && (
        <Badge color="red.9" variant="outline" size="sm">
          {t("coaching.coach.lowAdherence", { percent: row.adherence })}
        </Badge>
      )}
    </Group>
  );
}

function SettingsForm({ settings }: { settings: CoachingSettings }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const heading = useId();
  const [v, setV] = useState(settings);
  useEffect(() => setV(settings), [settings]);
  const save = useFeedbackMutation({
    mutationFn: (json: CoachingSettings) => call(api.admin.coaching.settings.$put({ json })),
    onSuccess: async () => {
      await refreshAfter(qc, coachingKeys.all).onSuccess();
      return msg("coaching.coach.settingsSaved");
    },
  });
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={heading}>
      <Stack gap="xs">
        <Title order={2} fz="md" id={heading}>
          {t("coaching.coach.settings")}
        </Title>
        <NumberInput
          label={t("coaching.coach.daysWithoutLog")}
          value={v.daysWithoutLog}
          onChange={(x) => setV({ ...v, daysWithoutLog: Number(x) })}
          allowDecimal={false}
        />
        <NumberInput
          label={t("coaching.coach.adherencePercent")}
          value={v.adherencePercent}
          onChange={(x) => setV({ ...v, adherencePercent: Number(x) })}
          allowDecimal={false}
        />
        <Button onClick={() => save.run(v)} loading={save.isPending} w="fit-content">
          {t("common.save")}
        </Button>
        <FeedbackAlert feedback={save.feedback.current} />
      </Stack>
    </Paper>
  );
}
