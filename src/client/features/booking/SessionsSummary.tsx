import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Schedule } from "../../../shared/domain/schedules";
import type { MemberDay } from "../../../shared/schemas/booking";
import { numericDay } from "./format";

/**
 * The booking modal's line: remaining sessions and the package's expiry (expired as the server
 * decided), of the gym or of Pilates.
 */
export function SessionsSummary({
  account,
  schedule = "gym",
}: {
  account: MemberDay["account"];
  schedule?: Schedule;
}) {
  const { t, i18n } = useTranslation();
  const k = schedule === "gym" ? "booking" : "pilates";
  const expiry = account.expiresOn
    ? account.expired
      ? t(`${k}.expiredOn`, { date: numericDay(account.expiresOn, i18n.language) })
      : t(`${k}.expiresOn`, { date: numericDay(account.expiresOn, i18n.language) })
    : t(`${k}.noPackage`);
  return (
    <Group gap="xs" justify="space-between" data-testid="account-summary">
      <Text size="sm" fw={600}>
        {schedule === "gym"
          ? t("booking.sessionsLeft", { count: account.sessions })
          : t("pilates.creditsLeft", { count: account.sessions })}
      </Text>
      <Text size="sm" c={account.expired ? "red.8" : "dimmed"}>
        {expiry}
      </Text>
    </Group>
  );
}
