import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { MemberDay } from "../../../shared/schemas/booking";
import { numericDay } from "./format";

/** The booking modal's line: remaining sessions and the package's expiry (expired as the server decided). */
export function SessionsSummary({ account }: { account: MemberDay["account"] }) {
  const { t, i18n } = useTranslation();
  const expiry = account.expiresOn
    ? account.expired
      ? t("booking.expiredOn", { date: numericDay(account.expiresOn, i18n.language) })
      : t("booking.expiresOn", { date: numericDay(account.expiresOn, i18n.language) })
    : t("booking.noPackage");
  return (
    <Group gap="xs" justify="space-between" data-testid="account-summary">
      <Text size="sm" fw={600}>
        {t("booking.sessionsLeft", { count: account.sessions })}
      </Text>
      <Text size="sm" c={account.expired ? "red.8" : "dimmed"}>
        {expiry}
      </Text>
    </Group>
  );
}
