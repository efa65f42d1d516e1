import { Text } from "@mantine/core";
import { GYM, type Schedule } from "../../../../shared/domain/schedules";
import { useScheduleName } from "../../../lib/schedules";

/** Which schedule a row of the admin's tables belongs to (gym / a class schedule), under its time. */
export function ScheduleMark({ schedule }: { schedule: Schedule }) {
  const name = useScheduleName();
  return (
    <Text span display="block" size="xs" fw={schedule === GYM ? 400 : 700} data-schedule={schedule}>
      {name(schedule)}
    </Text>
  );
}
