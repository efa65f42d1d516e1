import { Alert, Button, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addDays } from "../../../../shared/domain/schedule";
import { GYM, type Schedule } from "../../../../shared/domain/schedules";
import { adminBookFormSchema, GUEST_NAME_MAX } from "../../../../shared/schemas/booking";
import type { ClassAdminDay } from "../../../../shared/schemas/classes";
import { DateField } from "../../../components/DateField";
import { FeedbackAlert, type Feedback as FeedbackMessage } from "../../../components/FeedbackAlert";
import { errorMessage } from "../../../lib/errorText";
import { useSchemaForm } from "../../../lib/form";
import { msg } from "../../../lib/message";
import { scheduleQueries } from "../../../lib/schedules";
import { ClassChoice } from "../components/ClassChoice";
import { DayNav } from "../components/DayNav";
import { ScheduleChoice } from "../components/ScheduleChoice";
import { SlotGrid } from "../components/SlotGrid";
import { PlacePicker } from "../places/PlacePicker";
import { StandingFields, useStandingEnd } from "../standing/StandingFields";
import { useAdminBook, useAdminDay, useDeskStanding } from "./useAdminBooking";
import { useClassAdminDay } from "./useClassAdmin";

type Feedback = FeedbackMessage | null;

/**
 * The front desk books for an e-mail: a member's spends their session, an unknown one is a guest
 * (decision record 002). Slots show bookings/max; the server never lets the desk exceed capacity.
 * A class schedule's side books a class the same way with a credit of the kind it spends (decision 017).
 */
export function CreateBookingModal(props: {
  opened: boolean;
  onClose: () => void;
  date?: string;
  /** The locations whose schedules the desk may book here (absent: every one). */
  places?: readonly string[] | null;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(adminBookFormSchema, { initialValues: { email: "", name: "" } });
  const [date, setDate] = useState<string | undefined>(props.date);
  const [selected, setSelectedTime] = useState<string | null>(null);
  /** The numbered place picked in the class chosen (decision 037); none: the lowest free one. */
  const [place, setPlace] = useState<number | null>(null);
  const setSelected = (time: string | null) => {
    setSelectedTime(time);
    setPlace(null);
  };
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [picked, setSchedule] = useState<Schedule>(GYM);
  const every = useQuery(scheduleQueries.members()).data ?? [];
  // Staff at some locations book only there; the day's location switch narrows it to one (decision 057).
  const { places } = props;
  const schedules = places ? every.filter((s) => places.includes(s.location)) : every;
  const schedule =
    schedules.length === 0 || schedules.some((s) => s.key === picked) ? picked : schedules[0]!.key;
  /** Another day (on either side): nothing picked. */
  const go = (d: string) => {
    setDate(d);
    setSelected(null);
  };
  // An hours schedule (the gym floor, a second room) shows its slots; a class schedule its classes,
  // on the date the studio's first hours schedule opens on.
  const chosen = schedules.find((s) => s.key === schedule);
  const hours = (chosen?.timetable ?? "hours") === "hours";
  const hoursKey = hours ? schedule : (schedules.find((s) => s.timetable === "hours")?.key ?? GYM);
  // At some locations only: no day is read before their schedules are known (the gym floor may be elsewhere).
  const day = useAdminDay(hoursKey, date, props.opened && (!places || schedules.length > 0));
  const shownDate = date ?? day.data?.date ?? null;
  const classDay = useClassAdminDay(schedule, hours ? null : shownDate);
  const oneBook = useAdminBook();
  const standing = useStandingEnd();
  const deskStanding = useDeskStanding();
  const book = standing.on ? deskStanding : oneBook;
  const slot = hours
    ? day.data?.slots.find((s) => s.time === selected && s.available)
    : classDay.data?.classes.find((c) => c.time === selected && !c.cancelled && c.count < c.max);
  const bookDate = hours ? day.data?.date : classDay.data?.date;
  /** The class whose numbered place the desk may pick (not for a standing series: its request names no place; it gets the lowest free and keeps it). */
  const pickPlace = !hours && chosen?.numberedPlaces && !standing.on && slot && bookDate ? slot : null;

  const submit = form.onSubmit(({ email, name }) => {
    if (!slot || !bookDate) return;
    setFeedback(null);
    if (standing.on) {
      const end = standing.end(bookDate);
      return deskStanding.mutate(
        { schedule, email: email.trim(), date: bookDate, time: slot.time, end },
        {
          onSuccess: (made) => {
            setSelected(null);
            setFeedback({ ok: true, text: msg("standing.made", { count: made.booked.length }) });
          },
          onError: (err) => setFeedback({ ok: false, text: errorMessage(err, "standing.failed", "desk") }),
        },
      );
    }
    oneBook.mutate(
      {
        schedule,
        email: email.trim(),
        name: name?.trim() || undefined,
        date: bookDate,
        time: slot.time,
        ...(pickPlace && place !== null ? { place } : {}),
      },
      {
        onSuccess: (r) => {
          setSelected(null);
          setFeedback({
            ok: true,
            text:
              r.kind === "member"
                ? t("booking.admin.create.created", { sessions: r.sessions ?? 0 })
                : t("booking.admin.create.createdGuest"),
          });
        },
        onError: (err) =>
          setFeedback({ ok: false, text: errorMessage(err, "booking.admin.create.failed", "desk") }),
      },
    );
  });

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("booking.admin.create.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("booking.admin.create.email")}
            type="email"
            required
            {...form.getInputProps("email")}
          />
          <TextInput
            label={t("booking.admin.create.name")}
            maxLength={GUEST_NAME_MAX}
            {...form.getInputProps("name")}
          />
          <ScheduleChoice
            schedules={schedules}
            value={schedule}
            onChange={(v) => {
              setSchedule(v);
              setSelected(null);
              setFeedback(null);
            }}
          />
          {/* A day weeks ahead is typed, not reached by tapping the arrows. */}
          {shownDate && (
            <DateField
              label={t("booking.admin.create.date")}
              value={shownDate}
              onChange={(d) => {
                if (d) go(d);
              }}
            />
          )}
          {hours
            ? day.data && (
                <>
                  <DayNav
                    date={day.data.date}
                    prev={day.data.prevDay}
                    next={day.data.nextDay}
                    onChange={go}
                  />
                  <Text size="sm" c="dimmed">
                    {day.data.closedReason
                      ? t(`booking.closed.${day.data.closedReason}`)
                      : t("booking.admin.create.chooseSlot")}
                  </Text>
                  <SlotGrid
                    slots={day.data.slots}
                    selected={selected}
                    onSelect={setSelected}
                    disabled={book.isPending}
                    alwaysCounts
                  />
                </>
              )
            : shownDate && (
                <>
                  <DayNav
                    date={shownDate}
                    prev={
                      addDays(shownDate, -1) >= (day.data?.today ?? shownDate) ? addDays(shownDate, -1) : null
                    }
                    next={addDays(shownDate, 1)}
                    onChange={go}
                  />
                  <DeskClasses
                    day={classDay.data}
                    selected={selected}
                    onSelect={setSelected}
                    disabled={book.isPending}
                  />
                </>
              )}
          {pickPlace && bookDate && (
            <PlacePicker
              audience="desk"
              schedule={schedule}
              date={bookDate}
              time={pickPlace.time}
              place={place}
              expected={pickPlace.max}
              onPick={setPlace}
              disabled={book.isPending}
            />
          )}
          {day.isError && <Alert color="red">{t("booking.loadFailed")}</Alert>}
          {chosen?.standingAllowed && <StandingFields choice={standing} disabled={book.isPending} />}
          <FeedbackAlert feedback={feedback} />
          <Button type="submit" loading={book.isPending} disabled={!slot}>
            {!slot
              ? t("booking.chooseSlot")
              : standing.on
                ? t("standing.deskMake")
                : t("booking.admin.create.bookAt", { time: slot.time })}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** The date's classes of a class schedule for the desk: time, length, places taken of the class's. */
function DeskClasses(props: {
  day: ClassAdminDay | undefined;
  selected: string | null;
  onSelect: (time: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (!props.day) return null;
  if (props.day.closed || props.day.classes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("classes.admin.noClassesThatDay")}
      </Text>
    );
  return (
    <Stack gap={6} role="group" aria-label={t("classes.classes")}>
      <Text size="sm" c="dimmed">
        {t("booking.admin.create.chooseSlot")}
      </Text>
      {props.day.classes.map((c) => (
        <ClassChoice
          key={c.id}
          time={c.time}
          minutes={c.minutes}
          status={c.cancelled ? t("classes.unavailable.cancelled") : `${c.count}/${c.max}`}
          available={!c.cancelled && c.count < c.max}
          selected={props.selected === c.time}
          disabled={props.disabled}
          onSelect={() => props.onSelect(c.time)}
          testId="desk-class"
        />
      ))}
    </Stack>
  );
}
