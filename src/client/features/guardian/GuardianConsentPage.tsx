import { Alert, Group, Loader, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { GuardianDecision } from "../../../shared/schemas/guardian-consent";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { WrapButton } from "../../components/WrapButton";
import { api, call } from "../../lib/api";
import { longDay, numericDay, studioDayOf } from "../../lib/dates";
import { errorText } from "../../lib/errorText";
import { msg } from "../../lib/message";
import { refreshAfter } from "../../lib/queryKeys";
import { useStudioZone } from "../../lib/studioRules";
import { guardianKeys } from "./queries";

/**
 * /guardian/:token, the link mailed to a parent or guardian: what they consent to (the terms, the
 * questionnaires' health data) and the buttons to consent or not; once consented, to withdraw.
 */
export default function GuardianConsentPage() {
  const { t, i18n } = useTranslation();
  const { token = "" } = useParams();
  const zone = useStudioZone();
  const qc = useQueryClient();
  const page = useQuery({
    queryKey: guardianKeys.link(token),
    queryFn: () => call(api["guardian-consent"][":token"].$get({ param: { token } })),
    retry: false,
  });
  const feedback = useFeedback({ fallback: "age.failed" });
  const decide = useMutation({
    mutationFn: (decision: GuardianDecision) =>
      call(api["guardian-consent"][":token"].$post({ param: { token }, json: { decision } })),
    ...refreshAfter(qc, guardianKeys.link(token)),
  });
  const act = (decision: GuardianDecision) => {
    feedback.clear();
    decide.mutate(decision, {
      onSuccess: (answer) => {
        // The page's own note says what was decided; a withdrawal also says how many bookings went.
        if (decision === "withdraw")
          feedback.succeed(msg("age.withdrawnBookings", { count: answer.cancelledBookings }));
      },
      onError: feedback.fail,
    });
  };
  const d = page.data;
  const studio = t("common.appName");
  return (
    <PageShell title={t("age.guardianPageTitle")}>
      {page.isPending && <Loader role="status" size="sm" aria-label={t("common.loading")} />}
      {page.isError && <Alert color="red">{errorText(t, page.error)}</Alert>}
      {d && (
        <Stack gap="sm">
          <Text>
            {t("age.guardianIntro", {
              name: d.memberName,
              birthDate: d.birthDate ? numericDay(d.birthDate, i18n.language) : "",
              studio,
              consentAge: d.consentAge,
            })}
          </Text>
          <Text>{t("age.guardianTerms", { studio })}</Text>
          <Text>{t("age.guardianHealth")}</Text>
          <Text size="sm">{t("age.guardianWithdrawNote")}</Text>
          {d.status === "confirmed" && d.decidedAt && (
            <Alert color="teal" role="status">
              {t("age.confirmedNote", { date: longDay(studioDayOf(d.decidedAt, zone), i18n.language) })}
            </Alert>
          )}
          {d.status === "declined" && <Alert role="status">{t("age.declinedNote")}</Alert>}
          {d.status === "withdrawn" && <Alert role="status">{t("age.withdrawnNote")}</Alert>}
          {d.status === "expired" && <Alert color="red">{t("errors.GUARDIAN_LINK_INVALID")}</Alert>}
          <FeedbackAlert feedback={feedback.current} />
          {d.status === "pending" && (
            <Group gap="sm">
              <WrapButton onClick={() => act("confirm")} loading={decide.isPending}>
                {t("age.confirm")}
              </WrapButton>
              <WrapButton variant="default" onClick={() => act("decline")} disabled={decide.isPending}>
                {t("age.decline")}
              </WrapButton>
            </Group>
          )}
          {d.status === "confirmed" && (
            <WrapButton
              variant="default"
              color="red"
              onClick={() => act("withdraw")}
              loading={decide.isPending}
            >
              {t("age.withdraw")}
            </WrapButton>
          )}
        </Stack>
      )}
    </PageShell>
  );
}
