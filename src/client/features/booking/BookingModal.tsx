import { Alert, Button, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GYM, type Schedule, type ScheduleRow } from "../../../shared/domain/schedules";
import type { MemberDay } from "../../../shared/schemas/booking";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { LocationChoice, useLocationChoice } from "../../components/LocationChoice";
import { WhoSwitch } from "../../components/WhoSwitch";
import { useScheduleName } from "../../lib/schedules";
import { useStudioRules } from "../../lib/studioRules";
import { ClassDayPanel } from "./ClassDay";
import { DayNav } from "./components/DayNav";
import { ScheduleChoice } from "./components/ScheduleChoice";
import { SlotGrid } from "./components/SlotGrid";
import { shortDay } from "./format";
import { MyBooking } from "./MyBooking";
import { SessionsSummary } from "./SessionsSummary";
import { StandingFields, useStandingChoice } from "./standing/StandingFields";
import { StandingList } from "./standing/StandingList";
import { useBook, useMemberDay, useMemberWaitlist, useSchedules } from "./useBooking";
import { DayLoadState, type DayState, useDayActions, useDayState } from "./useDay";
import { WaitlistPanel, WaitlistPlaces } from "./waitlist/WaitlistPanel";

/**
 * The booking calendar (spec section 2): the day with arrows over closed days, the member's
 * sessions and expiry, the active-reservation warning, the slot grid and the day's own booking.
 * The server decides everything; this screen shows its answers.
 */
export default function BookingModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const all = useSchedules().data ?? [];
  // Where first, then what (decision 057): a studio of two places lists one place's schedules.
  const where = useLocationChoice(all);
  const schedules = where.shown;
  const [key, setKey] = useState<Schedule>(GYM);
  const schedule = schedules.find((s) => s.key === key) ?? schedules[0];
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("booking.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      size="md"
    >
      <WhoSwitch />
      <LocationChoice choice={where} mb="sm" />
      <ScheduleChoice schedules={schedules} value={schedule?.key ?? GYM} onChange={setKey} mb="sm" />
      <StandingList />
      {schedule &&
        (schedule.timetable === "hours" ? (
          <HoursDayPanel key={schedule.key} schedule={schedule} />
        ) : (
          <ClassDayPanel key={schedule.key} schedule={schedule} />
        ))}
    </Modal>
  );
}

/** A day of an hours schedule (the gym floor, a second room): its slots of the studio's hours. */
function HoursDayPanel({ schedule }: { schedule: ScheduleRow }) {
  const state = useDayState();
  const day = useMemberDay(schedule.key, state.date);
  return (
    <>
      <DayLoadState query={day} />
      {day.data && <DayBody day={day.data} state={state} schedule={schedule} />}
    </>
  );
}

function DayBody({ day, state, schedule }: { day: MemberDay; state: DayState; schedule: ScheduleRow }) {
  const { t, i18n } = useTranslation();
  const { selected, feedback } = state;
  const actions = useDayActions(state, useBook(), {
    booked: "booking.booked",
    cancelled: "booking.cancelled",
  });
  const standing = useStandingChoice(state, schedule.key);
  const busy = actions.busy || standing.pending;
  const slot = day.slots.find((s) => s.time === selected && s.available);
  const waitlist = useMemberWaitlist(schedule.key, day.date);
  const scheduleName = useScheduleName();
  const limit = useStudioRules().data?.maxActiveBookings;
  const onBook = () => {
    if (slot && standing.on) return standing.book(day.date, slot.time);
    actions.onBook(
      slot ? { schedule: schedule.key, date: day.date, time: slot.time, seenCount: slot.count } : null,
    );
  };

  return (
    <Stack gap="sm">
      <DayNav date={day.date} prev={day.prevDay} next={day.nextDay} onChange={state.go} disabled={busy} />
      <SessionsSummary account={day.account} />
      {waitlist.data && <WaitlistPlaces waitlist={waitlist.data} shown={day.date} go={state.go} />}
      {/* The server names a booking here only while the member is at the owner's limit; a day the
          member has booked already cannot take another, so the note does not apply there. */}
      {day.active && limit && !day.mine && (
        <Alert color="yellow" data-testid="active-warning">
          {day.active.schedule !== schedule.key && `${scheduleName(day.active.schedule)} · `}
          {t("booking.activeWarning", {
            count: limit,
            day: shortDay(day.active.date, i18n.language),
            time: day.active.time,
          })}
          {day.active.date !== day.date && day.active.schedule === schedule.key && (
            <Button variant="subtle" size="compact-sm" ml={4} onClick={() => state.go(day.active!.date)}>
              {t("booking.showActive")}
            </Button>
          )}
        </Alert>
      )}
      {day.mine && (
        <MyBooking
          time={day.mine.time}
          loading={actions.cancelling}
          onCancel={() => actions.onCancel(day.mine!.id)}
        />
      )}
      {/* A cancellation's outcome stays where its button was, even once the booking is gone. */}
      <FeedbackAlert feedback={feedback?.from === "cancel" ? feedback : null} />
      {day.closedReason ? (
        <Text c="dimmed">{t(`booking.closed.${day.closedReason}`)}</Text>
      ) : (
        <SlotGrid
          slots={day.slots}
          selected={selected}
          onSelect={state.setSelected}
          disabled={busy || day.mine !== null}
        />
      )}
      {!day.closedReason && !day.mine && schedule.standingAllowed && (
        <StandingFields choice={standing} disabled={busy} />
      )}
      <FeedbackAlert feedback={feedback?.from === "book" ? feedback : null} />
      {!day.closedReason && !day.mine && (
        <Button fullWidth size="md" disabled={!slot} loading={busy && !actions.cancelling} onClick={onBook}>
          {!slot
            ? t("booking.chooseSlot")
            : standing.on
              ? t("standing.make")
              : t("booking.bookAt", { time: slot.time })}
        </Button>
      )}
      {!day.closedReason && waitlist.data && (
        <WaitlistPanel key={day.date} date={day.date} waitlist={waitlist.data} booked={day.mine !== null} />
      )}
    </Stack>
  );
}
