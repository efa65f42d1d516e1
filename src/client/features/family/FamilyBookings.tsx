import { Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { longDay } from "../../lib/dates";
import { useScheduleName } from "../../lib/schedules";
import { familyQueries } from "./queries";

/** The dependants' bookings to come, each with the child's name (on the family page and the account). */
export function FamilyBookings() {
  const { t, i18n } = useTranslation();
  const bookings = useQuery(familyQueries.bookings());
  const scheduleName = useScheduleName();
  const rows = bookings.data?.bookings ?? [];
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {t("family.bookings")}
      </Title>
      {bookings.isSuccess && rows.length === 0 && <Text c="dimmed">{t("family.noBookings")}</Text>}
      {rows.map((b) => (
        <Text key={b.id} size="sm">
          {b.name} · {scheduleName(b.schedule)} · {longDay(b.date, i18n.language)} {b.time}
        </Text>
      ))}
    </Stack>
  );
}
