import { Alert, Button, Card, Group, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { addDays } from "../../../../shared/domain/schedule";
import type { AdminReservation } from "../../../../shared/schemas/booking";
import { ConfirmWhenOpened } from "../../../components/ConfirmWhenOpened";
import { FeedbackAlert, useFeedback } from "../../../components/FeedbackAlert";
import { ScrollTable } from "../../../components/ScrollTable";
import { errorMessage, errorText } from "../../../lib/errorText";
import { msg } from "../../../lib/message";
import { useCan } from "../../../lib/useMe";
import { DayNav } from "../components/DayNav";
import { ScheduleMark } from "../components/ScheduleMark";
import { shownName } from "../format";
import { CheckInControl } from "./CheckInControl";
import { DeskLocationSwitch, useDeskLocation } from "./DeskLocationSwitch";
import { type DeskTool, DeskToolButtons } from "./DeskToolButtons";
import { PersonCell } from "./PersonCell";
import { useAdminCancel, useDayReservations } from "./useAdminBooking";
import { WaitlistCounts } from "./WaitlistCounts";

// The dialogs load when the desk opens one: the desk's first screen is the day, not its forms.
const CreateBookingModal = lazy(() =>
  import("./CreateBookingModal").then((m) => ({ default: m.CreateBookingModal })),
);
const DeskToolDialog = lazy(() => import("./DeskBookingTools").then((m) => ({ default: m.DeskToolDialog })));

/** The day's reservations (name, e-mail, time) with cancel after a confirm; the member's session comes back. */
export function DayReservationsPanel() {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | undefined>();
  const desk = useDeskLocation();
  const day = useDayReservations(date, desk.location);
  const cancel = useAdminCancel();
  // The trainer sees the day and checks people in; cancelling for someone is the desk's.
  const mayCancel = useCan("desk");
  const [target, setTarget] = useState<AdminReservation | null>(null);
  const [tool, setTool] = useState<DeskTool>(null);
  const [creating, setCreating] = useState(false);
  const feedback = useFeedback();
  const shown = day.data?.date;
  // On a phone the buttons go under the person: three columns do not fit 360 px.
  const phone = useMediaQuery("(max-width: 36em)");
  const actions = (r: AdminReservation) => (
    <Group gap={4} justify={phone ? "flex-start" : "flex-end"} mt={phone ? 6 : 0}>
      {mayCancel && !r.ended && !r.attendance && (
        <Button size="compact-sm" color="red" variant="light" onClick={() => setTarget(r)}>
          {t("booking.admin.day.cancel")}
        </Button>
      )}
      {mayCancel && <DeskToolButtons r={r} open={setTool} />}
      {r.started && <CheckInControl reservation={r} onFeedback={feedback.set} />}
    </Group>
  );

  const confirmCancel = () => {
    if (!target) return;
    cancel.mutate(target.id, {
      onSuccess: () => feedback.succeed(msg("booking.admin.day.cancelled")),
      onError: (err) =>
        feedback.set({ ok: false, text: errorMessage(err, "booking.admin.day.cancelFailed", "desk") }),
      onSettled: () => setTarget(null),
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="day-reservations-title">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} size="h4" id="day-reservations-title">
          {t("booking.admin.day.title")}
        </Title>
        {/* The desk's most frequent action, on the first screen with the day it opens on. */}
        {mayCancel && (
          <Button size="compact-md" onClick={() => setCreating(true)}>
            {t("booking.admin.create.button")}
          </Button>
        )}
      </Group>
      <DeskLocationSwitch desk={desk} />
      {shown && (
        <DayNav
          date={shown}
          prev={addDays(shown, -1)}
          next={addDays(shown, 1)}
          onChange={(d) => {
            setDate(d);
            feedback.clear();
          }}
        />
      )}
      {day.isError && <Alert color="red">{errorText(t, day.error, "errors.INTERNAL")}</Alert>}
      <FeedbackAlert feedback={feedback.current} mt="xs" />
      {day.data && day.data.blockedSlots > 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          {t("booking.admin.day.blocked", { count: day.data.blockedSlots })}
        </Text>
      )}
      {day.data && day.data.reservations.length === 0 ? (
        <Text c="dimmed" size="sm" mt="xs">
          {t("booking.admin.emptyList")}
        </Text>
      ) : (
        <ScrollTable striped mt="xs" data-testid="day-reservations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("booking.admin.time")}</Table.Th>
              <Table.Th>
                {t("booking.admin.name")} / {t("booking.admin.email")}
              </Table.Th>
              {!phone && (
                <Table.Th>
                  <VisuallyHidden>{t("booking.admin.actions")}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {day.data?.reservations.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  {r.time}
                  <ScheduleMark schedule={r.schedule} />
                  {r.standing && (
                    <Text span display="block" size="xs" c="grape.9" data-standing>
                      ↻ {t("standing.mark")}
                    </Text>
                  )}
                  {r.place !== null && (
                    <Text span display="block" size="xs" data-place>
                      {t("places.place", { place: r.place })}
                    </Text>
                  )}
                </Table.Td>
                <PersonCell name={r.name} email={r.email} guardian={r.guardianName}>
                  {phone && actions(r)}
                </PersonCell>
                {!phone && <Table.Td ta="right">{actions(r)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      {shown && <WaitlistCounts date={shown} />}
      {tool && (
        <Suspense fallback={null}>
          <DeskToolDialog tool={tool} onClose={() => setTool(null)} onFeedback={feedback.set} />
        </Suspense>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateBookingModal opened date={shown} places={desk.places} onClose={() => setCreating(false)} />
        </Suspense>
      )}
      <ConfirmWhenOpened
        opened={target !== null}
        message={t(
          target?.kind === "guest"
            ? "booking.admin.day.confirmCancelGuest"
            : "booking.admin.day.confirmCancel",
          {
            name: target ? shownName(target.name, t) : "",
            time: target?.time ?? "",
          },
        )}
        loading={cancel.isPending}
        onClose={() => setTarget(null)}
        onConfirm={confirmCancel}
      />
    </Card>
  );
}
