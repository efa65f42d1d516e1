import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { downloadCsv, toCsv } from "../../lib/csv";
import { CsvPlace, type CsvPlaceColumn, withPlace } from "../../lib/csvPlace";

/** Downloads one figure's numbers as CSV; its name says which figure; with 2+ locations, a location column first. */
export function CsvButton(props: {
  what: string;
  fileName: string;
  header: string[];
  rows: (string | number | null)[][];
  /** The location column, when not the screen's (`CsvPlace`). */
  place?: CsvPlaceColumn;
}) {
  const { t } = useTranslation();
  const screenPlace = useContext(CsvPlace);
  const place = props.place === undefined ? screenPlace : props.place;
  const download = () => {
    const csv = withPlace(place, props.header, props.rows);
    downloadCsv(props.fileName, toCsv(csv.header, csv.rows));
  };
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconDownload size={16} />}
      aria-label={t("ownerReport.csvOf", { what: props.what })}
      disabled={props.rows.length === 0}
      onClick={download}
    >
      {t("ownerReport.csv")}
    </Button>
  );
}
