import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type CreditKind, GYM_CREDITS } from "../../../shared/domain/schedules";
import type { MemberDay } from "../../../shared/schemas/booking";
import { useCreditKindName } from "../../lib/creditKinds";
import { numericDay } from "./format";

/**
 * The booking modal's line: remaining sessions and the package's expiry (expired as the server
 * decided), of the kind of credit the schedule spends: the spec's words for the gym's, and any
 * other kind (a class schedule's too) by its own name from its row, the name its refusals say ("Yoga:
 * υπόλοιπο 7"; decision 038).
 */
export function SessionsSummary({
  account,
  schedule = GYM_CREDITS,
}: {
  account: MemberDay["account"];
  /** The kind of credit the schedule spends. */
  schedule?: CreditKind;
}) {
  const { t, i18n } = useTranslation();
  const kindName = useCreditKindName();
  const k = schedule === GYM_CREDITS ? "booking" : "classes.kind";
  const kind = kindName(schedule);
  const expiry = account.expiresOn
    ? account.expired
      ? t(`${k}.expiredOn`, { date: numericDay(account.expiresOn, i18n.language), kind })
      : t(`${k}.expiresOn`, { date: numericDay(account.expiresOn, i18n.language), kind })
    : t(`${k}.noPackage`, { kind });
  return (
    <Group gap="xs" justify="space-between" data-testid="account-summary">
      <Text size="sm" fw={600}>
        {schedule === GYM_CREDITS
          ? t("booking.sessionsLeft", { count: account.sessions })
          : t(`${k}.creditsLeft`, { count: account.sessions, kind })}
      </Text>
      <Text size="sm" c={account.expired ? "red.8" : "dimmed"}>
        {expiry}
      </Text>
    </Group>
  );
}
