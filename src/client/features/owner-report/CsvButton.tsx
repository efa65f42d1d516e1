import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { downloadCsv, toCsv } from "../../lib/csv";

/** Downloads one figure's numbers as CSV; its name says which figure. */
export function CsvButton(props: {
  what: string;
  fileName: string;
  header: string[];
  rows: (string | number | null)[][];
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconDownload size={16} />}
      aria-label={t("ownerReport.csvOf", { what: props.what })}
      disabled={props.rows.length === 0}
      onClick={() => downloadCsv(props.fileName, toCsv(props.header, props.rows))}
    >
      {t("ownerReport.csv")}
    </Button>
  );
}
