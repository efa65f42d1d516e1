import { Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { INVITATION_DAYS, type Invitation } from "../../../shared/schemas/staff-invitations";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { PageShell } from "../../components/PageShell";
import { longDay, studioDayOf } from "../../lib/dates";
import { msg } from "../../lib/message";
import { refreshAfter } from "../../lib/queryKeys";
import { useStudioZone } from "../../lib/studioRules";
import { InviteForm } from "./InviteForm";
import { invitationsQuery, staffApi, staffKeys } from "./queries";
import { StaffPlaces } from "./StaffPlaces";

/**
 * The owner's staff screen (decision 051): invite a trainer or front desk by e-mail, and the
 * invitations still pending, each of which can be withdrawn; with several locations, where each
 * trainer and desk works (decision 057). Roles of existing accounts are changed from the members list.
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const invitations = useQuery(invitationsQuery);
  // The list's outcome sits above it: a withdrawn invitation's card leaves the list.
  const feedback = useFeedback({ fallback: "staff.failed" });
  return (
    <PageShell title={t("staff.title")} backTo="/admin" size="sm">
      <Stack>
        <Text>{t("staff.intro", { days: INVITATION_DAYS })}</Text>
        <InviteForm />
        <Title order={2} size="h4">
          {t("staff.pending")}
        </Title>
        {invitations.isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {invitations.isError && (
          <LoadErrorAlert
            title={t("staff.loadFailed")}
            error={invitations.error}
            onRetry={() => void invitations.refetch()}
          />
        )}
        <FeedbackAlert feedback={feedback.current} />
        {invitations.data?.length === 0 && <Text c="dimmed">{t("staff.none")}</Text>}
        {invitations.data?.map((i) => (
          <PendingInvitation key={i.id} invitation={i} feedback={feedback} />
        ))}
        <StaffPlaces />
      </Stack>
    </PageShell>
  );
}

function PendingInvitation({
  invitation: i,
  feedback,
}: {
  invitation: Invitation;
  feedback: ReturnType<typeof useFeedback>;
}) {
  const { t, i18n } = useTranslation();
  const zone = useStudioZone();
  const qc = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => staffApi.withdraw(i.id),
    ...refreshAfter(qc, staffKeys.invitations()),
    onError: feedback.fail,
  });
  return (
    <Card withBorder padding="sm">
      <Stack gap={4}>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {i.email}
        </Text>
        <Text size="sm">
          {t(`staff.roles.${i.role}`)} ·{" "}
          {i.expired
            ? t("staff.expired")
            : t("staff.validUntil", { date: longDay(studioDayOf(i.expiresAt, zone), i18n.language) })}
        </Text>
        <Group>
          <Button
            variant="light"
            color="red"
            size="xs"
            loading={withdraw.isPending}
            onClick={() => {
              feedback.clear();
              withdraw.mutate(undefined, {
                onSuccess: () => feedback.succeed(msg("staff.withdrawn", { email: i.email })),
              });
            }}
          >
            {t("staff.withdraw")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
