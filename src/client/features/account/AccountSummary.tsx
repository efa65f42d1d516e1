import { Badge, Group, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatStudioDay } from "../../../shared/domain/packages";
import { isLang } from "../../../shared/i18n";
import type { Account } from "../../../shared/schemas/members";

/** Today's studio date as the browser sees it; only used to mark an expiry as past. */
const today = () => new Date().toLocaleDateString("sv-SE");

/** What a member holds: sessions, expiries, package names (the account screen and the details modal). */
export function AccountSummary({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : "gr";
  const day = (d: string | null, isExpiry = true) => {
    if (!d) return t("members.account.none");
    if (!isExpiry) return formatStudioDay(d, lang);
    return (
      <Group gap={6} component="span" wrap="nowrap">
        <span>{formatStudioDay(d, lang)}</span>
        {d < today() && (
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
    [t("members.account.gymExpires"), day(account.gymExpiresOn)],
    [t("members.account.purchased"), day(account.packagePurchasedOn, false)],
  ];
  if (account.pilatesSessions > 0 || account.pilatesExpiresOn) {
    rows.push([t("members.account.pilatesSessions"), account.pilatesSessions]);
    rows.push([t("members.account.pilatesExpires"), day(account.pilatesExpiresOn)]);
  }
  if (account.nutritionName) {
    rows.push([t("members.account.nutritionName"), account.nutritionName]);
    rows.push([t("members.account.nutritionExpires"), day(account.nutritionExpiresOn)]);
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
