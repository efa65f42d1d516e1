import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addMonths } from "../../../shared/domain/attendance";
import { DateField } from "../../components/DateField";
import { currentMonth, monthDates, monthTitle } from "./view";

export type Period = { from: string; to: string };

/** A month (arrows) or any dates (from, to): the period the report covers. */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<"month" | "range">("month");
  const [month, setMonth] = useState(value.from.slice(0, 7));
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const goMonth = (m: string) => {
    setMonth(m);
    onChange(monthDates(m));
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(v) => {
          setMode(v as "month" | "range");
          if (v === "month") onChange(monthDates(month));
        }}
        data={[
          { value: "month", label: t("ownerReport.month") },
          { value: "range", label: t("ownerReport.range") },
        ]}
        aria-label={t("ownerReport.period")}
      />
      {mode === "month" ? (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Button
            variant="light"
            px="xs"
            aria-label={t("ownerReport.prevMonth")}
            onClick={() => goMonth(addMonths(month, -1))}
          >
            <IconChevronLeft size={20} />
          </Button>
          <Stack gap={0} align="center">
            <Text fw={700} fz="lg" aria-live="polite" data-testid="report-month">
              {monthTitle(month, i18n.language)}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => goMonth(currentMonth())}>
              {t("ownerReport.thisMonth")}
            </Button>
          </Stack>
          <Button
            variant="light"
            px="xs"
            aria-label={t("ownerReport.nextMonth")}
            onClick={() => goMonth(addMonths(month, 1))}
          >
            <IconChevronRight size={20} />
          </Button>
        </Group>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ from, to });
          }}
        >
          {/* The two dates side by side and the button under them: DD/MM/YYYY and a sentence under a
              field do not fit three in a row at 360 px. */}
          <Stack gap="xs" align="flex-start">
            <SimpleGrid cols={2} spacing="xs" w="100%">
              <DateField label={t("ownerReport.from")} value={from} onChange={setFrom} required />
              <DateField label={t("ownerReport.to")} value={to} onChange={setTo} required />
            </SimpleGrid>
            <Button type="submit" variant="light">
              {t("ownerReport.show")}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
