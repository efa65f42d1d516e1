import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Schedule } from "../../../../shared/domain/schedules";

/** Which schedule a row of the admin's tables belongs to (gym / Pilates), under its time. */
export function ScheduleMark({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  return (
    <Text span display="block" size="xs" fw={schedule === "pilates" ? 700 : 400} data-schedule={schedule}>
      {t(`pilates.mark.${schedule}`)}
    </Text>
  );
}
