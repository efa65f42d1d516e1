import { Badge, Button, Group } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { AttendanceMark } from "../../../../shared/domain/attendance";
import type { AttendanceMarked } from "../../../../shared/schemas/attendance";
import type { AdminReservation } from "../../../../shared/schemas/booking";
import type { Feedback } from "../../../components/FeedbackAlert";
import { api, call } from "../../../lib/api";
import { errorMessage } from "../../../lib/errorText";
import { queryRoots, refreshAfter } from "../../../lib/queryKeys";
import { shownName } from "../format";
import { bookingKeys } from "../queries";

/** Marks a booking attended or no-show (null: undo). It changes the day, the member's balance and the statistics. */
function useMarkAttendance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AttendanceMark | null }) =>
      status
        ? call(api.admin.reservations[":id"].attendance.$put({ param: { id }, json: { status } }))
        : call(api.admin.reservations[":id"].attendance.$delete({ param: { id } })),
    ...refreshAfter(qc, bookingKeys.all, queryRoots.members, queryRoots.attendance),
  });
}

/**
 * The desk's check-in for a booking whose slot has started (decision 013): "attended" / "no-show"
 * while unmarked, the mark with "undo" once marked.
 */
export function CheckInControl(props: { reservation: AdminReservation; onFeedback: (f: Feedback) => void }) {
  const { t } = useTranslation();
  const mark = useMarkAttendance();
  const r = props.reservation;
  const name = shownName(r.name, t);
  const done = (status: AttendanceMark | null) => (res: AttendanceMarked) => {
    const text =
      status === "attended"
        ? t("attendance.checkIn.markedAttended", { name })
        : status === null
          ? t("attendance.checkIn.undone", { name })
          : res.session === "restored"
            ? t("attendance.checkIn.markedNoShowRestored", { name })
            : res.session === "forfeited"
              ? t("attendance.checkIn.markedNoShowForfeited", { name })
              : t("attendance.checkIn.markedNoShow", { name });
    props.onFeedback({ ok: true, text });
  };
  const send = (status: AttendanceMark | null) =>
    mark.mutate(
      { id: r.id, status },
      {
        onSuccess: done(status),
        onError: (err) =>
          props.onFeedback({ ok: false, text: errorMessage(err, "attendance.checkIn.failed") }),
      },
    );
  return (
    <Group gap={4} role="group" aria-label={t("attendance.checkIn.group", { name, time: r.time })}>
      {r.attendance === null ? (
        <>
          <Button size="compact-sm" variant="light" loading={mark.isPending} onClick={() => send("attended")}>
            {t("attendance.checkIn.attended")}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={mark.isPending}
            onClick={() => send("no_show")}
          >
            {t("attendance.checkIn.noShow")}
          </Button>
        </>
      ) : (
        <>
          <Badge color={r.attendance === "attended" ? "teal.9" : "red.9"} variant="filled">
            {t(r.attendance === "attended" ? "attendance.checkIn.attended" : "attendance.checkIn.noShow")}
          </Badge>
          <Button size="compact-sm" variant="subtle" loading={mark.isPending} onClick={() => send(null)}>
            {t("attendance.checkIn.undo")}
          </Button>
        </>
      )}
    </Group>
  );
}
