import { Alert, Button, Stack, Text } from "@mantine/core";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ScheduleRow, scheduleName } from "../../../shared/domain/schedules";
import type { ClassDay, ClassOfDayView } from "../../../shared/schemas/classes";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { useScheduleName } from "../../lib/schedules";
import { useStudioRules } from "../../lib/studioRules";
import { ClassChoice } from "./components/ClassChoice";
import { DayNav } from "./components/DayNav";
import { shortDay } from "./format";
import { MyBooking } from "./MyBooking";
import { PlacePicker } from "./places/PlacePicker";
import { SessionsSummary } from "./SessionsSummary";
import { StandingFields, useStandingChoice } from "./standing/StandingFields";
import { useBook, useClassDay, useMemberWaitlist } from "./useBooking";
import { DayLoadState, type DayState, useDayActions, useDayState } from "./useDay";
import { WaitlistPanel, WaitlistPlaces } from "./waitlist/WaitlistPanel";

/**
 * The booking modal's side for a class schedule: the day's classes with places left, the
 * member's credits of the kind it spends and their expiry, their class that day with its cancel button, and the
 * reservation that keeps them from booking another. A class that cannot be booked says why; a full
 * class offers its waitlist (the gym's `WaitlistPanel`, read for this class schedule).
 */
export function ClassDayPanel({ schedule }: { schedule: ScheduleRow }) {
  const state = useDayState();
  const day = useClassDay(schedule.key, state.date);
  return (
    <>
      <DayLoadState query={day} />
      {day.data && <ClassDayBody day={day.data} state={state} schedule={schedule} />}
    </>
  );
}

function ClassDayBody({ day, state, schedule }: { day: ClassDay; state: DayState; schedule: ScheduleRow }) {
  const { t, i18n } = useTranslation();
  const { selected, feedback } = state;
  const actions = useDayActions(state, useBook(), {
    booked: "classes.booked",
    cancelled: "classes.cancelled",
    bookedPlace: "places.bookedPlace",
    params: { schedule: scheduleName(schedule, i18n.language) },
  });
  const standing = useStandingChoice(state, schedule.key);
  const busy = actions.busy || standing.pending;
  const waitlist = useMemberWaitlist(schedule.key, day.date);
  const name = useScheduleName();
  const limit = useStudioRules().data?.maxActiveBookings;
  const cls = day.classes.find((c) => c.time === selected && c.available);
  // The numbered place picked for the chosen class (decision 037); another class forgets it.
  const [picked, setPicked] = useState<{ time: string; place: number } | null>(null);
  const place = cls && picked?.time === cls.time ? picked.place : null;
  const onPick = useCallback(
    (p: number | null) => setPicked(p !== null && cls ? { time: cls.time, place: p } : null),
    [cls],
  );
  const onBook = () => {
    if (cls && standing.on) return standing.book(day.date, cls.time, place);
    actions.onBook(
      cls
        ? {
            schedule: schedule.key,
            date: day.date,
            time: cls.time,
            seenCount: cls.count,
            ...(place ? { place } : {}),
          }
        : null,
    );
  };

  return (
    <Stack gap="sm" data-testid="class-day">
      <DayNav date={day.date} prev={day.prevDay} next={day.nextDay} onChange={state.go} disabled={busy} />
      <SessionsSummary account={day.account} schedule={schedule.creditKind} />
      {waitlist.data && <WaitlistPlaces waitlist={waitlist.data} shown={day.date} go={state.go} />}
      {/* Named only while the member is at the owner's limit (the server decides), with that limit,
          and not on a day they booked already (it cannot take another). */}
      {day.active && limit && !day.mine && (
        <Alert color="yellow" data-testid="active-warning">
          {t("classes.activeWarning", {
            count: limit,
            what: name(day.active.schedule),
            day: shortDay(day.active.date, i18n.language),
            time: day.active.time,
          })}
        </Alert>
      )}
      {day.mine && (
        <MyBooking
          time={
            day.mine.place
              ? `${day.mine.time} · ${t("places.place", { place: day.mine.place })}`
              : day.mine.time
          }
          loading={actions.cancelling}
          onCancel={() => actions.onCancel(day.mine!.id)}
        />
      )}
      <FeedbackAlert feedback={feedback?.from === "cancel" ? feedback : null} />
      {day.closedReason ? (
        <Text c="dimmed">
          {t(`classes.closed.${day.closedReason}`, { schedule: scheduleName(schedule, i18n.language) })}
        </Text>
      ) : (
        <Stack gap="xs" role="group" aria-label={t("classes.classes")}>
          {day.classes.map((c) => (
            <ClassButton
              key={c.id}
              cls={c}
              selected={selected === c.time}
              disabled={busy || day.mine !== null}
              onSelect={() => state.setSelected(c.time)}
            />
          ))}
        </Stack>
      )}
      {cls && !day.mine && schedule.numberedPlaces && (
        <PlacePicker
          schedule={schedule.key}
          date={day.date}
          time={cls.time}
          place={place}
          expected={cls.max}
          onPick={onPick}
          disabled={busy}
        />
      )}
      {!day.closedReason && !day.mine && schedule.standingAllowed && (
        <StandingFields choice={standing} disabled={busy} />
      )}
      <FeedbackAlert feedback={feedback?.from === "book" ? feedback : null} />
      {!day.closedReason && !day.mine && (
        <Button fullWidth size="md" disabled={!cls} loading={busy && !actions.cancelling} onClick={onBook}>
          {!cls
            ? t("booking.chooseSlot")
            : standing.on
              ? t("standing.make")
              : t("classes.bookAt", { time: cls.time, schedule: scheduleName(schedule, i18n.language) })}
        </Button>
      )}
      {!day.closedReason && waitlist.data && (
        <WaitlistPanel key={day.date} date={day.date} waitlist={waitlist.data} booked={day.mine !== null} />
      )}
    </Stack>
  );
}

/** One class for the member: places left, or why it cannot be booked. */
function ClassButton(props: {
  cls: ClassOfDayView;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const { cls } = props;
  const status = cls.available
    ? t("classes.placesLeft", { count: Math.max(0, cls.max - cls.count), max: cls.max })
    : t(`classes.unavailable.${cls.unavailable ?? "closed"}`);
  return (
    <ClassChoice
      time={cls.time}
      minutes={cls.minutes}
      status={status}
      available={cls.available}
      selected={props.selected}
      disabled={props.disabled}
      onSelect={props.onSelect}
      testId="class-choice"
    />
  );
}
