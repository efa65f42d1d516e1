import { Button, Group, Loader, NativeSelect, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { weekdayOf } from "../../../shared/domain/workouts";
import type { MyTraining, SetInput } from "../../../shared/schemas/coaching";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { errorText } from "../../lib/errorText";
import { formatDay } from "../../lib/lang";
import { registerOfflineWorker } from "../../lib/offline";
import { useMe } from "../../lib/useMe";
import { ExerciseLog } from "./ExerciseLog";
import { PainForm } from "./PainForm";
import { lastSetsOf } from "./prefill";
import { coachingQueries } from "./queries";
import { useLogSync } from "./useLogSync";

/**
 * /my-training: the member logs today's session of their program on a phone: per
 * exercise the sets done, prefilled, one tap per set, saved as they go and kept on the phone while
 * the connection is lost (decision 031).
 */
export default function MyTrainingPage() {
  const { t } = useTranslation();
  const me = useMe();
  const training = useQuery(coachingQueries.training());
  const sync = useLogSync(me.data?.user?.id);
  // Kept on the phone once loaded: the gym floor's signal is not to be relied on.
  useEffect(() => registerOfflineWorker("/api/me/training"), []);
  return (
    <PageShell title={t("coaching.log.title")} backTo="/my-workouts">
      <Stack gap="md">
        {training.isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {training.error && (
          <Group>
            <Text c="red">{errorText(t, training.error, "coaching.log.loadError")}</Text>
            <Button size="xs" variant="light" onClick={() => void training.refetch()}>
              {t("common.retry")}
            </Button>
          </Group>
        )}
        <FeedbackAlert feedback={sync.feedback} />
        {training.data && !training.data.program && <Text>{t("workouts.mine.none")}</Text>}
        {training.data?.program && <Session data={training.data} sync={sync} />}
        {training.data && <PainForm today={training.data.today} />}
        <Button component={Link} to="/my-progress" variant="light" size="md">
          {t("coaching.progress.link")}
        </Button>
      </Stack>
    </PageShell>
  );
}

function Session({ data, sync }: { data: MyTraining; sync: ReturnType<typeof useLogSync> }) {
  const { t, i18n } = useTranslation();
  const program = data.program!;
  const todayKey = weekdayOf(data.today);
  const [dayKey, setDayKey] = useState(
    program.days.some((d) => d.dayKey === todayKey) ? todayKey : program.days[0]!.dayKey,
  );
  const day = program.days.find((d) => d.dayKey === dayKey) ?? program.days[0]!;
  const waiting = sync.pending.flatMap((w) => ("body" in w ? [{ setId: w.setId, body: w.body }] : []));
  const removed = new Set(sync.pending.filter((w) => "remove" in w).map((w) => w.setId));
  const serverLog = data.logs.find((l) => l.date === data.today && l.dayKey === dayKey);
  const waitingLog = waiting.find((w) => w.body.log.date === data.today && w.body.log.dayKey === dayKey);
  // Sent this visit but not yet in the day's read (a read that crossed the send): shown as saved.
  const read = new Set((serverLog?.sets ?? []).map((s) => s.id));
  const unread = sync.sent.filter(
    (w) => !read.has(w.setId) && !removed.has(w.setId) && !waiting.some((x) => x.setId === w.setId),
  );
  const sentLog = unread.find((w) => w.body.log.date === data.today && w.body.log.dayKey === dayKey);
  const fresh = useMemo(() => new Map<string, string>(), []);
  if (!fresh.has(dayKey)) fresh.set(dayKey, crypto.randomUUID());
  const logId = serverLog?.id ?? waitingLog?.body.log.id ?? sentLog?.body.log.id ?? fresh.get(dayKey)!;
  const head: SetInput["log"] = { id: logId, date: data.today, programId: program.id, dayKey };

  return (
    <Stack gap="md">
      <Text fw={600}>{t("coaching.log.date", { date: formatDay(data.today, i18n.language) })}</Text>
      <NativeSelect
        label={t("coaching.log.day")}
        value={dayKey}
        onChange={(e) => setDayKey(e.currentTarget.value as typeof dayKey)}
        data={program.days.map((d) => ({ value: d.dayKey, label: t(`workouts.days.${d.dayKey}`) }))}
      />
      {day.exercises.length === 0 && <Text c="gray.7">{t("workouts.noExercises")}</Text>}
      {day.exercises.map((e, position) => {
        const logged = [
          ...(serverLog?.sets ?? [])
            .filter(
              (s) => s.position === position && !removed.has(s.id) && !waiting.some((w) => w.setId === s.id),
            )
            .map((s) => ({ setId: s.id, set: s, waiting: false })),
          ...unread
            .filter((w) => w.body.log.id === logId && w.body.position === position)
            .map((w) => ({ setId: w.setId, set: w.body, waiting: false })),
          ...waiting
            .filter((w) => w.body.log.id === logId && w.body.position === position)
            .map((w) => ({ setId: w.setId, set: w.body, waiting: true })),
        ];
        return (
          <ExerciseLog
            // biome-ignore lint/suspicious/noArrayIndexKey: a program's exercises are its positions
            key={`${dayKey}-${position}`}
            exercise={e}
            position={position}
            lastSets={lastSetsOf(data.logs, e, logId)}
            logged={logged}
            refused={sync.refused}
            head={head}
            write={sync.write}
          />
        );
      })}
    </Stack>
  );
}
