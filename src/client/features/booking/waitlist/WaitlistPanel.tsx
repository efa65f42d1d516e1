import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MemberWaitlist, WaitlistPlace } from "../../../../shared/schemas/waitlist";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FeedbackAlert, useFeedback } from "../../../components/FeedbackAlert";
import { WrapButton } from "../../../components/WrapButton";
import { msg } from "../../../lib/message";
import { shortDay } from "../format";
import { useClaimWaitlist, useJoinWaitlist, useLeaveWaitlist } from "../useBooking";

/**
 * The shown day's waitlist of either schedule (decision 018; the schedule is the one `waitlist` was
 * read for: a slot or a class): the member's own place with its position and a leave
 * button, or each full slot's 'join the waitlist' button (disabled with the rule that refuses it).
 * A slot the studio blocked has no waitlist and is not offered.
 */
export function WaitlistPanel(props: { date: string; waitlist: MemberWaitlist; booked: boolean }) {
  const { t } = useTranslation();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  // Kept here: a claim won or lost ends the offer (and a won place), its outcome stays.
  const claim = useClaimWaitlist();
  const feedback = useFeedback({ fallback: "errors.WAITLIST_FAILED" });
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const mine = props.waitlist.places.find(
    (p) => p.date === props.date && p.schedule === props.waitlist.schedule,
  );
  const offered = props.waitlist.slots.filter((s) => s.refusal !== "SLOT_BLOCKED");

  if (mine) {
    return (
      <Paper withBorder p="sm" data-testid="my-waitlist-place">
        {mine.offered && <ClaimOffer place={mine} claim={claim} feedback={feedback} />}
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {t("waitlist.yourPlace", { time: mine.time, position: mine.position, ahead: mine.ahead })}
          </Text>
          <Button color="red" variant="light" loading={leave.isPending} onClick={() => setAsking(true)}>
            {t("waitlist.leave")}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t("waitlist.closesHint")}
        </Text>
        <FeedbackAlert feedback={feedback.current} mt="xs" />
        <ConfirmDialog
          opened={asking}
          message={t("waitlist.confirmLeave", { time: mine.time })}
          confirmLabel={t("waitlist.leave")}
          cancelLabel={t("waitlist.keepPlace")}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            leave.mutate(mine.id, {
              onSuccess: () => feedback.succeed(msg("waitlist.left")),
              onError: (err) => feedback.fail(err),
            });
          }}
        />
      </Paper>
    );
  }
  // The member's own booking that day already rules it out; the booking box says so.
  if (offered.length === 0 || props.booked) return <FeedbackAlert feedback={feedback.current} />;

  const reasons = [...new Set(offered.map((s) => s.refusal).filter((r) => r !== null))];
  return (
    <Stack gap={6} data-testid="waitlist-join">
      <Text size="sm" fw={600}>
        {t("waitlist.join")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("waitlist.joinHint")}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {offered.map((s) => (
          <WrapButton
            key={s.time}
            fullWidth
            variant="outline"
            disabled={s.refusal !== null || join.isPending}
            aria-describedby={s.refusal ? reasonId : undefined}
            loading={join.isPending && join.variables?.time === s.time}
            onClick={() => {
              feedback.clear();
              join.mutate(
                { schedule: props.waitlist.schedule, date: props.date, time: s.time },
                {
                  onSuccess: (r) =>
                    feedback.set({
                      ok: true,
                      text: msg("waitlist.joined", { time: r.place.time, position: r.place.position }),
                    }),
                  onError: (err) => feedback.fail(err),
                },
              );
            }}
          >
            {t("waitlist.joinAt", { time: s.time })}
          </WrapButton>
        ))}
      </SimpleGrid>
      {reasons.length > 0 && (
        <Text size="xs" c="red.8" id={reasonId}>
          {reasons.map((r) => t("waitlist.cannotJoin", { why: t(`errors.${r}`) })).join(" ")}
        </Text>
      )}
      <FeedbackAlert feedback={feedback.current} />
    </Stack>
  );
}

/**
 * The late window's offer: a place freed close to the start is offered to everyone
 * waiting; the first to claim it is booked (one session), the others are told someone else took it.
 * In the studio's teal (`brand`): Mantine's teal.9 title on the alert's teal.1 is 4.3:1, under AA.
 */
function ClaimOffer(props: {
  place: WaitlistPlace;
  claim: ReturnType<typeof useClaimWaitlist>;
  feedback: ReturnType<typeof useFeedback>;
}) {
  const { t } = useTranslation();
  const { place, claim, feedback } = props;
  return (
    <Alert
      color="brand"
      title={t("waitlist.offerTitle", { time: place.time })}
      mb="xs"
      data-testid="waitlist-offer"
    >
      <Stack gap={6}>
        <Text size="sm">{t("waitlist.offerHint")}</Text>
        <WrapButton
          color="brand"
          loading={claim.isPending}
          style={{ alignSelf: "flex-start" }}
          onClick={() => {
            feedback.clear();
            claim.mutate(place.id, {
              onSuccess: (r) => feedback.succeed(msg("waitlist.claimed", { time: r.booked.time })),
              onError: (err) => feedback.fail(err),
            });
          }}
        >
          {t("waitlist.claim")}
        </WrapButton>
      </Stack>
    </Alert>
  );
}

/** The member's waiting places of this schedule on every date, under their balance; each one opens its day. */
export function WaitlistPlaces(props: {
  waitlist: MemberWaitlist;
  shown: string;
  go: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const others = props.waitlist.places.filter((p) => p.schedule === props.waitlist.schedule);
  if (others.length === 0) return null;
  return (
    <Stack gap={2} data-testid="waitlist-places">
      <Text size="sm" fw={600}>
        {t("waitlist.myPlaces")}
      </Text>
      {others.map((p) => {
        const place = t("waitlist.yourPlaceShort", {
          day: shortDay(p.date, i18n.language),
          time: p.time,
          position: p.position,
        });
        const text = p.offered ? `${place} · ${t("waitlist.offerShort")}` : place;
        return p.date === props.shown ? (
          <Text key={p.id} size="sm">
            {text}
          </Text>
        ) : (
          <Button
            key={p.id}
            variant="subtle"
            size="compact-sm"
            justify="flex-start"
            onClick={() => props.go(p.date)}
          >
            {text}
          </Button>
        );
      })}
    </Stack>
  );
}
