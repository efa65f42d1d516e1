import {
  Anchor,
  Button,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FIRST_LOCATION, locationName } from "../../../shared/domain/locations";
import {
  type CreditKind,
  type CreditKindRow,
  type ScheduleRow,
  scheduleName,
  type Timetable,
} from "../../../shared/domain/schedules";
import { STANDING_WEEKS_MAX } from "../../../shared/domain/standing";
import { isLang } from "../../../shared/i18n";
import type { ScheduleCreate, ScheduleSettings } from "../../../shared/schemas/schedules";
import { FeedbackAlert, msg, useFeedbackMutation } from "../../components/FeedbackAlert";
import { api, call } from "../../lib/api";
import { useCreditKinds } from "../../lib/creditKinds";
import { locationQueries } from "../../lib/locations";
import { scheduleQueries, useScheduleRefresh } from "../../lib/schedules";
import { useSite } from "../../lib/useSite";
import { PlacesPerSlot, TimetableChoice } from "./HoursFields";
import { NameFields } from "./NameFields";
import { RowCard } from "./RowCard";
import { OrderButtons, type RowOrder, useRowOrder } from "./RowOrder";

/**
 * The owner's schedules (decision 035): each one's names, the credits it spends, on or
 * off, an hours schedule's places per slot; and a new schedule: of classes ('Yoga', whose classes
 * are then added on its timetable) or of the studio's hours in slots ('Second room').
 */
export function SchedulesPanel() {
  const { t, i18n } = useTranslation();
  const heading = useId();
  const all = useQuery(scheduleQueries.all());
  const refresh = useScheduleRefresh();
  const order = useRowOrder({
    keys: all.data?.map((s) => s.key),
    send: async (keys) => {
      await call(api.admin["schedule-order"].$put({ json: { keys } }));
      await refresh();
    },
    saved: "schedules.orderSaved",
  });
  return (
    <Stack component="section" gap="sm" aria-labelledby={heading}>
      <Title order={2} size="h3" id={heading}>
        {t("schedules.title")}
      </Title>
      <Text size="sm">{t("schedules.hint")}</Text>
      {all.isError && (
        <Text c="red" role="alert">
          {t("schedules.loadError")}
        </Text>
      )}
      {all.data?.map((s, i, rows) => (
        <ScheduleCard
          key={s.key}
          schedule={s}
          title={scheduleName(s, i18n.language)}
          index={i}
          count={rows.length}
          order={order}
        />
      ))}
      {all.data && <NewSchedule position={all.data.length} rows={all.data} />}
    </Stack>
  );
}

const settingsOf = (s: ScheduleRow): ScheduleSettings => ({
  nameGr: s.nameGr,
  nameEn: s.nameEn,
  creditKind: s.creditKind,
  active: s.active,
  position: s.position,
  standingAllowed: s.standingAllowed,
  standingMaxWeeks: s.standingMaxWeeks,
  numberedPlaces: s.numberedPlaces,
  ...(s.timetable === "hours" ? { defaultCapacity: s.defaultCapacity } : {}),
});

function NameAndCredits({
  v,
  set,
  at = FIRST_LOCATION,
}: {
  v: ScheduleSettings;
  set: (v: ScheduleSettings) => void;
  /** Where the schedule is held now (a new one: the first location). */
  at?: string;
}) {
  const { t, i18n } = useTranslation();
  const kinds = useCreditKinds();
  const places = useOwnerLocations();
  return (
    <>
      <NameFields v={v} set={set} />
      <NativeSelect
        label={t("schedules.creditKind")}
        value={v.creditKind}
        onChange={(e) => set({ ...v, creditKind: e.currentTarget.value as CreditKind })}
        data={kinds.map((k) => ({ value: k.key, label: scheduleName(k, i18n.language) }))}
      />
      {/* Where it is held: asked only once the studio has a second location (decision 057). */}
      {places.length > 1 && (
        <NativeSelect
          label={t("locations.choose")}
          value={v.location ?? at}
          onChange={(e) => set({ ...v, location: e.currentTarget.value })}
          data={places}
        />
      )}
    </>
  );
}

/** Every location the owner may hold a schedule at (closed ones too), named in the page's language. */
function useOwnerLocations(): { value: string; label: string }[] {
  const { t, i18n } = useTranslation();
  const site = useSite().data;
  const lang = isLang(i18n.language) ? i18n.language : "gr";
  const studio = { name: site?.name ?? t("common.appName") };
  const rows = useQuery(locationQueries.all()).data ?? [];
  return rows.map((l) => ({ value: l.key, label: locationName(l, lang, studio) }));
}

function ScheduleCard({
  schedule,
  title,
  index,
  count,
  order,
}: {
  schedule: ScheduleRow;
  title: string;
  index: number;
  count: number;
  order: RowOrder;
}) {
  const { t } = useTranslation();
  const refresh = useScheduleRefresh();
  const [v, setV] = useState(() => settingsOf(schedule));
  const save = useFeedbackMutation({
    fallback: "settings.failed",
    mutationFn: (json: ScheduleSettings) =>
      call(api.admin.schedules[":key"].$put({ param: { key: schedule.key }, json })),
    onSuccess: async () => {
      await refresh();
      return msg("schedules.saved");
    },
  });
  return (
    <RowCard
      testId={`schedule-${schedule.key}`}
      title={title}
      aside={<OrderButtons order={order} rowKey={schedule.key} name={title} index={index} count={count} />}
      notice={order.feedbackOf(schedule.key)}
      // The order is the move buttons' (the card's copy may be older than the last move).
      onSave={() => save.run({ ...v, position: schedule.position })}
      saving={save.isPending}
      feedback={save.feedback.current}
      links={
        schedule.timetable === "classes" && (
          <Anchor component={Link} to={`/admin-classes?schedule=${schedule.key}`}>
            {t("schedules.timetableLink")}
          </Anchor>
        )
      }
    >
      <Text size="sm">{t(`schedules.timetable.${schedule.timetable}`)}</Text>
      <NameAndCredits v={v} set={setV} at={schedule.location} />
      {schedule.timetable === "hours" && (
        <PlacesPerSlot
          value={v.defaultCapacity ?? null}
          onChange={(n) => setV({ ...v, defaultCapacity: n })}
        />
      )}
      <Switch
        label={v.active ? t("schedules.active") : t("schedules.off")}
        checked={v.active}
        onChange={(e) => setV({ ...v, active: e.currentTarget.checked })}
      />
      {schedule.timetable === "classes" && (
        <Switch
          label={t("places.settingsNumbered")}
          checked={v.numberedPlaces ?? false}
          onChange={(e) => setV({ ...v, numberedPlaces: e.currentTarget.checked })}
        />
      )}
      <Switch
        label={t("standing.settingsAllowed")}
        checked={v.standingAllowed ?? true}
        onChange={(e) => setV({ ...v, standingAllowed: e.currentTarget.checked })}
      />
      {v.standingAllowed !== false && (
        <NumberInput
          label={t("standing.settingsWeeks")}
          min={1}
          max={STANDING_WEEKS_MAX}
          allowDecimal={false}
          value={v.standingMaxWeeks ?? 12}
          onChange={(n) => setV({ ...v, standingMaxWeeks: Number(n) || 1 })}
        />
      )}
    </RowCard>
  );
}

/** A new schedule spends, until the owner picks, what the first class schedule spends (else the first kind). */
function defaultCreditKind(rows: readonly ScheduleRow[], kinds: readonly CreditKindRow[]): CreditKind {
  return rows.find((s) => s.timetable === "classes")?.creditKind ?? kinds[0]?.key ?? "";
}

function NewSchedule({ position, rows }: { position: number; rows: readonly ScheduleRow[] }) {
  const { t } = useTranslation();
  const refresh = useScheduleRefresh();
  const fallback = defaultCreditKind(rows, useCreditKinds());
  // Empty until the owner picks: the kinds may still be loading when the form first shows.
  const empty = { nameGr: "", nameEn: "", creditKind: "" as CreditKind, active: true, position };
  const [key, setKey] = useState("");
  const [timetable, setTimetable] = useState<Timetable>("classes");
  const [picked, setV] = useState<ScheduleSettings>(empty);
  const v = { ...picked, creditKind: picked.creditKind || fallback };
  const create = useFeedbackMutation({
    fallback: "settings.failed",
    mutationFn: (json: ScheduleCreate) => call(api.admin.schedules.$post({ json })),
    onSuccess: async (row) => {
      setKey("");
      setV({ ...empty, position: position + 1 });
      await refresh();
      return msg(row.timetable === "hours" ? "schedules.createdHours" : "schedules.created");
    },
  });
  return (
    <Paper withBorder p="sm">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const hours = timetable === "hours" ? { defaultCapacity: v.defaultCapacity ?? null } : {};
          create.run({ ...v, ...hours, key: key.trim(), timetable, position });
        }}
      >
        <Stack gap="xs">
          <Text fw={700}>{t("schedules.add")}</Text>
          <TextInput
            label={t("schedules.key")}
            value={key}
            maxLength={30}
            required
            onChange={(e) => setKey(e.currentTarget.value)}
          />
          <TimetableChoice value={timetable} onChange={setTimetable} />
          <NameAndCredits v={v} set={setV} />
          {timetable === "hours" && (
            <PlacesPerSlot
              value={v.defaultCapacity ?? null}
              onChange={(n) => setV({ ...v, defaultCapacity: n })}
            />
          )}
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t("schedules.create")}
          </Button>
          <FeedbackAlert feedback={create.feedback.current} />
        </Stack>
      </form>
    </Paper>
  );
}
