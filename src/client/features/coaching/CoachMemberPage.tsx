import { Button, Loader, Paper, SimpleGrid, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDecimal } from "../../../shared/decimals";
import { COACH_NOTE_MAX, type MemberPage } from "../../../shared/schemas/coaching";
import { FeedbackAlert, msg, useFeedbackMutation } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { ScrollTable } from "../../components/ScrollTable";
import { shownAddress } from "../../lib/address";
import { api, call } from "../../lib/api";
import { studioDayOf } from "../../lib/dates";
import { errorText } from "../../lib/errorText";
import { formatDay } from "../../lib/lang";
import { LIVE_READ, refreshAfter } from "../../lib/queryKeys";
import { useStudioZone } from "../../lib/studioRules";
import { Flags } from "./AdminCoachingPage";
import { ProgressView } from "./ProgressView";
import { coachingKeys, coachingQueries } from "./queries";

/** /admin-coaching/:userId: one member's page for the coach. */
export default function CoachMemberPage() {
  const { t } = useTranslation();
  const { userId = "" } = useParams();
  const page = useQuery({ ...coachingQueries.member(userId), ...LIVE_READ });
  return (
    <PageShell title={page.data?.member.name ?? t("coaching.coach.title")} backTo="/admin-coaching" size="md">
      <Stack gap="md">
        {page.isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {page.error && <Text c="red">{errorText(t, page.error, "coaching.coach.loadError")}</Text>}
        {page.data && <Member data={page.data} />}
      </Stack>
    </PageShell>
  );
}

function Member({ data }: { data: MemberPage }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n = data.progress.nutrition;
  const logHeading = useId();
  return (
    <Stack gap="md">
      <Text>{shownAddress(data.member.email, t)}</Text>
      <Flags row={data.attention} />
      <Button
        component={Link}
        to="/admin-workouts"
        state={{
          athlete: { ...data.member, nutritionName: null, nutritionExpiresOn: null },
          revise: true,
        }}
        variant="light"
        w="fit-content"
      >
        {t("coaching.coach.changeProgram")}
      </Button>
      <SimpleGrid cols={2} spacing="xs">
        <Paper withBorder p="xs">
          <Text fz="sm">{t("coaching.coach.adherence")}</Text>
          <Text fw={700} fz="xl">
            {data.progress.adherence === null ? "–" : `${data.progress.adherence}%`}
          </Text>
        </Paper>
        <Paper withBorder p="xs">
          <Text fz="sm">{t("coaching.coach.nutritionDays")}</Text>
          <Text fw={700} fz="xl">
            {t("coaching.coach.nutritionFigures", { yes: n.yes, partly: n.partly, no: n.no })}
          </Text>
        </Paper>
      </SimpleGrid>
      <Told data={data} />
      <Notes data={data} />
      <Paper withBorder p="sm" component="section" aria-labelledby={logHeading}>
        <Title order={2} fz="md" id={logHeading} mb="xs">
          {t("coaching.coach.log")}
        </Title>
        {data.logs.length === 0 && <Text c="gray.7">{t("coaching.coach.noLogs")}</Text>}
        {data.logs.length > 0 && (
          <ScrollTable>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("coaching.progress.date")}</Table.Th>
                <Table.Th>{t("coaching.coach.sets")}</Table.Th>
                <Table.Th>{t("coaching.coach.desk")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.logs.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{formatDay(l.date, lang)}</Table.Td>
                  <Table.Td>
                    {l.sets
                      .map((s) =>
                        s.seconds !== null
                          ? `${s.exerciseName} ${t("coaching.log.secondsShort", { n: s.seconds })}`
                          : `${s.exerciseName} ${t("coaching.log.repsKg", { reps: s.reps, kg: formatDecimal(s.weightKg ?? 0, lang) })}`,
                      )
                      .join(", ")}
                  </Table.Td>
                  <Table.Td>
                    {l.checkIn ? t("coaching.coach.checkedIn", { time: l.checkIn.time }) : "–"}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </Paper>
      <ProgressView data={data.progress} coach />
    </Stack>
  );
}

/** What the member told: the questionnaire's readiness 'yes' answers and their pain reports. */
function Told({ data }: { data: MemberPage }) {
  const { t, i18n } = useTranslation();
  const heading = useId();
  const questions = t("questionnaires.readiness", { returnObjects: true }) as string[];
  if (data.attention.readiness.length === 0 && data.pains.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={heading}>
      <Stack gap="xs">
        <Title order={2} fz="md" id={heading}>
          {data.pains.length > 0 ? t("coaching.coach.pains") : t("coaching.coach.readinessTitle")}
        </Title>
        {data.pains.length > 0 && (
          <Stack component="ul" gap={4} m={0} pl="md">
            {data.pains.map((p) => (
              <li key={p.date}>
                <Text fz="sm" c="gray.7" span>
                  {formatDay(p.date, i18n.language)}:{" "}
                </Text>
                <Text span style={{ whiteSpace: "pre-wrap" }}>
                  {p.note}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {data.attention.readiness.length > 0 && (
          <>
            {data.pains.length > 0 && (
              <Title order={3} fz="sm">
                {t("coaching.coach.readinessTitle")}
              </Title>
            )}
            <Stack component="ul" gap={4} m={0} pl="md">
              {data.attention.readiness.map((i) => (
                <li key={i}>
                  <Text fz="sm">{questions[i]}</Text>
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Notes({ data }: { data: MemberPage }) {
  const { t, i18n } = useTranslation();
  const zone = useStudioZone();
  const qc = useQueryClient();
  const heading = useId();
  const [text, setText] = useState("");
  const save = useFeedbackMutation({
    mutationFn: (v: string) =>
      call(
        api.admin.coaching.members[":userId"].notes.$post({
          param: { userId: data.member.id },
          json: { text: v },
        }),
      ),
    onSuccess: async () => {
      setText("");
      await refreshAfter(qc, coachingKeys.member(data.member.id)).onSuccess();
      return msg("coaching.coach.noteSaved");
    },
  });
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={heading}>
      <Stack gap="xs">
        <Title order={2} fz="md" id={heading}>
          {t("coaching.coach.notes")}
        </Title>
        <Textarea
          label={t("coaching.coach.newNote")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={COACH_NOTE_MAX}
          autosize
          minRows={2}
        />
        <Button onClick={() => save.run(text)} loading={save.isPending} w="fit-content">
          {t("coaching.coach.addNote")}
        </Button>
        <FeedbackAlert feedback={save.feedback.current} />
        <Stack component="ol" gap="xs" m={0} pl="md">
          {data.notes.map((note) => (
            <li key={note.id}>
              <Text fz="sm" c="gray.7">
                {formatDay(studioDayOf(note.createdAt, zone), i18n.language)}
                {note.author ? ` · ${note.author}` : ""}
              </Text>
              <Text style={{ whiteSpace: "pre-wrap" }}>{note.text}</Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
