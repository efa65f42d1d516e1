import { Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Program } from "../../../shared/schemas/workouts";
import { ConfirmButton } from "../../components/ConfirmButton";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { studioDayOf } from "../../lib/dates";
import { errorText } from "../../lib/errorText";
import { formatDay } from "../../lib/lang";
import { msg } from "../../lib/message";
import { useStudioZone } from "../../lib/studioRules";
import { useSaveProgram } from "./mutations";

/**
 * The athlete's programs, newest first, each deletable after a confirm; one no later version
 * replaced can be changed (`onRevise`: the form takes it, saved as its new version).
 */
export function ProgramList(props: {
  userId: string;
  programs: Program[] | undefined;
  loading: boolean;
  error: unknown;
  onRevise: (p: Program) => void;
}) {
  const { t, i18n } = useTranslation();
  const zone = useStudioZone();
  const remove = useSaveProgram();
  const feedback = useFeedback({ fallback: "workouts.deleteError" });
  const del = async (p: Program) => {
    feedback.clear();
    try {
      await remove.mutateAsync({ id: p.id, userId: props.userId });
      feedback.succeed(msg("workouts.deleted"));
    } catch (err) {
      feedback.fail(err);
    }
  };
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t("workouts.programs")}
      </Title>
      {props.loading && <Loader role="status" size="sm" aria-label={t("common.loading")} />}
      {props.error ? <Text c="red">{errorText(t, props.error, "workouts.programsError")}</Text> : null}
      {props.programs?.length === 0 && <Text c="gray.7">{t("workouts.noPrograms")}</Text>}
      <FeedbackAlert feedback={feedback.current} />
      {props.programs && props.programs.length > 0 && (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {props.programs.map((p) => {
            const date = formatDay(p.startDate, i18n.language);
            const replaced = props.programs!.some((q) => q.previousId === p.id);
            return (
              <Paper key={p.id} withBorder p="xs" component="li">
                <Group justify="space-between" align="flex-end" gap="xs">
                  <div>
                    <Text fw={600}>{t("workouts.programLine", { date, count: p.daysPerWeek })}</Text>
                    <Text size="sm">{p.days.map((d) => t(`workouts.days.${d.dayKey}`)).join(", ")}</Text>
                    <Text size="xs" c="gray.7">
                      {t("workouts.createdOn", {
                        date: formatDay(studioDayOf(p.createdAt, zone), i18n.language),
                      })}
                      {p.version > 1 || replaced ? ` · ${t("workouts.version", { version: p.version })}` : ""}
                    </Text>
                  </div>
                  {!replaced && (
                    <Button
                      ml="auto"
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={16} />}
                      aria-label={t("workouts.reviseNamed", { date })}
                      onClick={() => props.onRevise(p)}
                    >
                      {t("workouts.revise")}
                    </Button>
                  )}
                  <ConfirmButton
                    ml={replaced ? "auto" : undefined}
                    size="xs"
                    color="red"
                    variant="subtle"
                    leftSection={<IconTrash size={16} />}
                    question={t("workouts.confirmDelete", { date })}
                    onConfirm={() => del(p)}
                  >
                    {t("workouts.delete")}
                  </ConfirmButton>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
