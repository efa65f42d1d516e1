import { useTranslation } from "react-i18next";
import type { LocationFigures, OwnerReport } from "../../../shared/schemas/owner-report";
import { ByLocationTable } from "../../components/ByLocationTable";
import { useLocations } from "../../lib/locations";
import { CsvButton } from "./CsvButton";
import { Figure } from "./Figure";
import { slotFigures } from "./view";

const pct = (n: number | null) => (n === null ? "–" : `${n}%`);

/** The total view's bookings at each location beside the total (a studio with two or more locations). */
export function PlacesPanel({ data, byLocation }: { data: OwnerReport; byLocation: LocationFigures[] }) {
  const { t } = useTranslation();
  const places = useLocations();
  const c = (k: string) => t(`ownerReport.columns.${k}`);
  // The locations' bookings add up to the total's (one schedule, one location); members do not.
  const sum = (k: "bookings" | "capacity" | "noShows" | "pastBookings" | "waitlisted") =>
    byLocation.reduce((s, x) => s + x[k], 0);
  const total = {
    bookings: sum("bookings"),
    capacity: sum("capacity"),
    noShows: sum("noShows"),
    pastBookings: sum("pastBookings"),
    waitlisted: sum("waitlisted"),
    activeMembers: data.activeMembers.current,
  };
  const columns = [c("bookings"), c("capacity"), c("occupancy"), c("noShowRate"), c("waitlisted")];
  const cells = (f: typeof total) => {
    const r = slotFigures(f);
    return [f.bookings, f.capacity, pct(r.occupancy), pct(r.noShowRate), f.waitlisted, f.activeMembers];
  };
  const header = [...columns, t("ownerReport.summary.activeMembers")];
  return (
    <Figure
      id="by-location"
      title={t("locations.byLocation")}
      csv={
        // The rows are the locations already: no column of the screen's location in front.
        <CsvButton
          place={null}
          what={t("locations.byLocation")}
          fileName={`locations-${data.from}-${data.to}.csv`}
          header={[t("locations.choose"), ...header]}
          rows={[
            ...byLocation.map((f) => [places.name(f.location), ...cells(f)]),
            [t("locations.total"), ...cells(total)],
          ]}
        />
      }
    >
      <ByLocationTable
        testId="report-by-location"
        columns={header}
        rows={byLocation.map((f) => ({ location: f.location, cells: cells(f) }))}
        total={cells(total)}
      />
    </Figure>
  );
}
