import { Badge, Group, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatStudioDay } from "../../shared/domain/packages";
import { isLang } from "../../shared/i18n";
import type { Account } from "../../shared/schemas/members";

/**
 * What a member holds: sessions, expiries, package names (the member's account screen and the
 * admin's details modal). Whether an expiry has passed is the server's answer, by the studio clock.
 */
export function AccountHoldings({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : "gr";
  const day = (d: string | null, expired?: boolean) => {
    if (!d) return t("members.account.none");
    if (expired === undefined) return formatStudioDay(d, lang);
    return (
      <Group gap={6} component="span" wrap="nowrap">
        <span>{formatStudioDay(d, lang)}</span>
        {expired && (
          <Badge color="red" variant="light" size="sm">
            {t("members.mine.expired")}
          </Badge>
        )}
      </Group>
    );
  };
  const rows: [string, ReactNode][] = [
    [t("members.account.packageName"), account.packageName || t("members.account.none")],
    [t("members.account.gymSessions"), account.gymSessions],
    [t("members.account.gymExpires"), day(account.gymExpiresOn, account.gymExpired)],
    [t("members.account.purchased"), day(account.packagePurchasedOn)],
  ];
  if (account.pilatesSessions > 0 || account.pilatesExpiresOn) {
    rows.push([t("members.account.pilatesSessions"), account.pilatesSessions]);
    rows.push([t("members.account.pilatesExpires"), day(account.pilatesExpiresOn, account.pilatesExpired)]);
  }
  if (account.nutritionName) {
    rows.push([t("members.account.nutritionName"), account.nutritionName]);
    rows.push([
      t("members.account.nutritionExpires"),
      day(account.nutritionExpiresOn, account.nutritionExpired),
    ]);
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6} component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="gray.7">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
