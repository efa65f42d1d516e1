import { Button, NativeSelect, Paper, SegmentedControl, Stack, Textarea, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { NUTRITION_FOLLOWED, type NutritionFollowed } from "../../../shared/domain/coaching";
import { CHECK_NOTE_MAX } from "../../../shared/schemas/coaching";
import { DecimalField } from "../../components/DecimalField";
import { FeedbackAlert, msg, useFeedbackMutation } from "../../components/FeedbackAlert";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/queryKeys";
import { coachingKeys, coachingQueries } from "./queries";

/** The member adds a measurement of today (weight first; the kinds the coach added too). */
export function MeasurementForm() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const { data } = useQuery(coachingQueries.measurements());
  const heading = useId();
  const [kindId, setKindId] = useState<string | null>(null);
  const [value, setValue] = useState<number | "">("");
  const kinds = data?.kinds ?? [];
  const kind = kinds.find((k) => k.id === kindId) ?? kinds[0];
  const refresh = refreshAfter(qc, coachingKeys.measurements(), coachingKeys.progress());
  const save = useFeedbackMutation({
    mutationFn: (v: { kindId: string; date: string; value: number }) =>
      call(api.me.measurements.$put({ json: v })),
    onSuccess: async () => {
      await refresh.onSuccess();
      return msg("coaching.body.saved");
    },
    fallback: "coaching.body.saveError",
  });
  if (!data || !kind) return null;
  const name = (k: typeof kind) => (i18n.language === "en" ? k.nameEn : k.nameGr);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={heading}>
      <Stack gap="xs">
        <Title order={2} fz="lg" id={heading}>
          {t("coaching.body.title")}
        </Title>
        <NativeSelect
          label={t("coaching.body.kind")}
          value={kind.id}
          onChange={(e) => setKindId(e.currentTarget.value)}
          data={kinds.map((k) => ({ value: k.id, label: `${name(k)} (${k.unit})` }))}
        />
        <DecimalField
          label={t("coaching.body.value", { unit: kind.unit })}
          value={value}
          onChange={setValue}
        />
        <Button
          onClick={() =>
            value === "" || Number.isNaN(value)
              ? save.feedback.set({
                  ok: false,
                  text:
                    value === ""
                      ? msg("errors.MEASUREMENT_RANGE", { min: kind.minValue, max: kind.maxValue })
                      : msg("decimalField.invalid"),
                })
              : save.run({ kindId: kind.id, date: data.today, value })
          }
          loading={save.isPending}
        >
          {t("coaching.body.save")}
        </Button>
        <FeedbackAlert feedback={save.feedback.current} />
      </Stack>
    </Paper>
  );
}

/** The day's nutrition check: followed the plan yes / partly / no, with a note. */
export function NutritionCheckForm() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { data } = useQuery(coachingQueries.checks());
  const heading = useId();
  const todays = data?.checks.find((c) => c.date === data.today);
  const [followed, setFollowed] = useState<NutritionFollowed | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const refresh = refreshAfter(qc, coachingKeys.checks(), coachingKeys.progress());
  const save = useFeedbackMutation({
    mutationFn: (v: { date: string; followed: NutritionFollowed; note: string }) =>
      call(
        api.me["nutrition-checks"][":date"].$put({
          param: { date: v.date },
          json: { followed: v.followed, note: v.note },
        }),
      ),
    onSuccess: async () => {
      await refresh.onSuccess();
      return msg("coaching.check.saved");
    },
    fallback: "coaching.check.saveError",
  });
  if (!data) return null;
  const chosen = followed ?? todays?.followed ?? "yes";
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={heading}>
      <Stack gap="xs">
        <Title order={2} fz="lg" id={heading}>
          {t("coaching.check.title")}
        </Title>
        <SegmentedControl
          fullWidth
          aria-label={t("coaching.check.title")}
          value={chosen}
          onChange={(v) => setFollowed(v as NutritionFollowed)}
          data={NUTRITION_FOLLOWED.map((f) => ({ value: f, label: t(`coaching.check.${f}`) }))}
        />
        <Textarea
          label={t("coaching.check.note")}
          value={note ?? todays?.note ?? ""}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={CHECK_NOTE_MAX}
          autosize
          minRows={2}
        />
        <Button
          onClick={() => save.run({ date: data.today, followed: chosen, note: note ?? todays?.note ?? "" })}
          loading={save.isPending}
        >
          {t("coaching.check.save")}
        </Button>
        <FeedbackAlert feedback={save.feedback.current} />
      </Stack>
    </Paper>
  );
}
