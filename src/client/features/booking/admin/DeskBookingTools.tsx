import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminReservation } from "../../../../shared/schemas/booking";
import type { StandingView } from "../../../../shared/schemas/standing";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { type Feedback, FeedbackAlert, msg, useFeedback } from "../../../components/FeedbackAlert";
import { api, call } from "../../../lib/api";
import { useScheduleName } from "../../../lib/schedules";
import { shortDay, shownName, weekdayName } from "../format";
import { bookingQueries } from "../queries";
import type { DeskTool } from "./DeskToolButtons";
import { useBookingMutation } from "./useAdminBooking";

/**
 * The desk's tools on a row of the day's table (decision 037): move a booking to another
 * free numbered place, and list a member's standing bookings and end one for them (by the member's
 * own rules, after a confirmation). Both are the desk's capability; the row's parent gates them.
 * The row's buttons are DeskToolButtons.tsx: this file loads when the desk opens a dialog.
 */

const useMovePlace = () =>
  useBookingMutation((o: { id: string; place: number }) =>
    call(api.admin.bookings[":id"].place.$put({ param: { id: o.id }, json: { place: o.place } })),
  );
const useDeskEndStanding = () =>
  useBookingMutation((id: string) => call(api.admin["standing-bookings"][":id"].$delete({ param: { id } })));

/** The dialog the desk opened from a row; a move's outcome goes to `onFeedback` beside the table. */
export function DeskToolDialog(props: {
  tool: DeskTool;
  onClose: () => void;
  onFeedback: (f: Feedback) => void;
}) {
  const { t } = useTranslation();
  const { tool } = props;
  if (!tool) return null;
  if (tool.kind === "place")
    return <MovePlace r={tool.r} onClose={props.onClose} onFeedback={props.onFeedback} />;
  if (!tool.r.userId) return null;
  return <MemberStanding userId={tool.r.userId} name={shownName(tool.r.name, t)} onClose={props.onClose} />;
}

function MovePlace(props: { r: AdminReservation; onClose: () => void; onFeedback: (f: Feedback) => void }) {
  const { t } = useTranslation();
  const { r } = props;
  const places = useQuery(bookingQueries.places(r.schedule, r.date, r.time));
  const move = useMovePlace();
  const feedback = useFeedback({ fallback: "errors.INTERNAL" });
  const pick = (place: number) => {
    feedback.clear();
    move.mutate(
      { id: r.id, place },
      {
        onSuccess: (moved) => {
          props.onFeedback({ ok: true, text: msg("places.moved", { place: moved.place }) });
          props.onClose();
        },
        onError: (err) => feedback.fail(err),
      },
    );
  };
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t("places.moveTitle", { name: shownName(r.name, t) })}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      <Stack gap="xs">
        <Text size="sm">{t("places.place", { place: r.place })}</Text>
        <Text size="sm" fw={600}>
          {t("places.moveTo")}
        </Text>
        {places.isPending && <Loader size="sm" role="status" aria-label={t("common.loading")} />}
        {places.data && (
          <SimpleGrid cols={6} spacing={6}>
            {places.data.free.map((n) => (
              <Button
                key={n}
                px={0}
                variant="outline"
                loading={move.isPending && move.variables?.place === n}
                disabled={move.isPending}
                aria-label={t("places.free", { place: n })}
                onClick={() => pick(n)}
                data-testid="move-place"
              >
                {n}
              </Button>
            ))}
          </SimpleGrid>
        )}
        {places.data?.free.length === 0 && <Text size="sm">{t("places.none")}</Text>}
        <FeedbackAlert feedback={feedback.current} />
      </Stack>
    </Modal>
  );
}

function MemberStanding(props: { userId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useQuery(bookingQueries.deskStanding(props.userId));
  const end = useDeskEndStanding();
  const feedback = useFeedback({ fallback: "standing.failed" });
  const [asking, setAsking] = useState<StandingView | null>(null);
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t("places.deskStandingTitle", { name: props.name })}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      <Stack gap="sm" data-testid="desk-standing">
        {list.isPending && <Loader size="sm" role="status" aria-label={t("common.loading")} />}
        {list.data?.standing.length === 0 && <Text size="sm">{t("places.deskStandingNone")}</Text>}
        {list.data?.standing.map((s) => (
          <SeriesLine
            key={s.id}
            s={s}
            ending={end.isPending && end.variables === s.id}
            onEnd={() => setAsking(s)}
          />
        ))}
        <FeedbackAlert feedback={feedback.current} />
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        message={t("standing.confirmEnd")}
        confirmLabel={t("standing.end")}
        cancelLabel={t("standing.keep")}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          const id = asking!.id;
          setAsking(null);
          feedback.clear();
          end.mutate(id, {
            onSuccess: (r) => feedback.succeed(msg("standing.ended", { count: r.cancelled })),
            onError: (err) => feedback.fail(err),
          });
        }}
      />
    </Modal>
  );
}

function SeriesLine({ s, ending, onEnd }: { s: StandingView; ending: boolean; onEnd: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const name = useScheduleName();
  return (
    <Stack gap={2} data-testid="desk-standing-item">
      <Text fw={600} size="sm">
        {name(s.schedule)} · {t("standing.every", { weekday: weekdayName(s.startsOn, lang), time: s.time })}
        {s.place !== null && ` · ${t("places.keeps", { place: s.place })}`}
      </Text>
      <Text size="xs" c="dimmed">
        {s.booked.length === 0
          ? t("standing.noneBooked")
          : t("standing.booked", { dates: s.booked.map((b) => shortDay(b.date, lang)).join(", ") })}
      </Text>
      <Group>
        <Button size="compact-sm" color="red" variant="light" loading={ending} onClick={onEnd}>
          {t("standing.end")}
        </Button>
      </Group>
    </Stack>
  );
}
