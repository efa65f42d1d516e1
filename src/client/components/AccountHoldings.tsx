import { Badge, Group, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatStudioDay } from "../../shared/domain/packages";
import { GYM_CREDITS } from "../../shared/domain/schedules";
import { isLang } from "../../shared/i18n";
import type { Account, CreditHolding } from "../../shared/schemas/members";
import { heldCredits, usePackageLabel } from "../lib/creditKinds";
import { useCreditLabels } from "../lib/creditLabels";
import { useLocations } from "../lib/locations";

/**
 * What a member holds: sessions, expiries, package names (the member's account screen and the
 * admin's details modal). Whether an expiry has passed is the server's answer, by the studio clock.
 */
export function AccountHoldings({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const labels = useCreditLabels();
  const packageLabel = usePackageLabel();
  const places = useLocations();
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
  // Each kind the member holds; the gym's balance (the spec's account screen) also when they hold
  // nothing yet, never an empty gym line beside the Yoga package they do hold.
  const held = heldCredits(account.credits);
  const shown: CreditHolding[] =
    held.length > 0 ? held : [{ kind: GYM_CREDITS, sessions: 0, expiresOn: null, expired: false }];
  const credit = (c: CreditHolding): [string, ReactNode][] => [
    [labels(c.kind).sessions, c.sessions],
    [labels(c.kind).expires, day(c.expiresOn, c.expired)],
    // Where a balance may be spent, when its package named locations (decision 057).
    ...(places.many && c.validAt?.length
      ? [[t("locations.validAt"), c.validAt.map(places.name).join(", ")] as [string, ReactNode]]
      : []),
  ];
  const rows: [string, ReactNode][] = [
    [t("members.account.packageName"), packageLabel(account) ?? t("members.account.none")],
    ...credit(shown[0]!),
    [t("members.account.purchased"), day(account.packagePurchasedOn)],
    ...shown.slice(1).flatMap(credit),
  ];
  if (account.nutritionName) {
    rows.push([t("members.account.nutritionName"), account.nutritionName]);
    rows.push([
      t("members.account.nutritionExpires"),
      day(account.nutritionExpiresOn, account.nutritionExpired),
    ]);
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6} component="dl" m={0}>
      {rows.map(([label, value], i) => (
        // A label may repeat ("Valid at" under two balances): the row's place is its key.
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt in one order on every render
        <div key={i}>
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
