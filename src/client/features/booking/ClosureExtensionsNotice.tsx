import { Alert, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatStudioDay } from "../../../shared/domain/packages";
import { GYM_CREDITS } from "../../../shared/domain/schedules";
import { dateFormat } from "../../../shared/intl";
import { useCreditKindName } from "../../lib/creditKinds";
import { dateLocale, useLang } from "../../lib/lang";
import { bookingQueries } from "./queries";

const asUtc = (date: string) => new Date(`${date}T12:00:00Z`);

/** '10–23 August 2025' / '10–23 Αυγούστου 2025' */
function closureRange(startDate: string, endDate: string, lang: string): string {
  return dateFormat(dateLocale(lang), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).formatRange(asUtc(startDate), asUtc(endDate));
}

/** On the member's account page: their packages extended over a closure, with the new expiry (decision 020). */
export function ClosureExtensionsNotice() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data } = useQuery(bookingQueries.myClosureExtensions());
  const kindName = useCreditKindName();
  if (!data || data.length === 0) return null;
  return (
    <Alert color="blue" variant="light" data-testid="closure-extensions">
      <Stack gap={4}>
        {data.map((e) => (
          <Text size="sm" key={`${e.kind}-${e.startDate}`}>
            {t("closureExtensions.member.notice", {
              package:
                e.kind === "nutrition" || e.kind === GYM_CREDITS
                  ? t(`closureExtensions.member.package.${e.kind}`)
                  : t("closureExtensions.member.packageOf", { name: kindName(e.kind) }),
              count: e.days,
              range: closureRange(e.startDate, e.endDate, lang),
              date: formatStudioDay(e.newExpiresOn, lang),
            })}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
