/**
 * The browser tests are split between several servers, one Playwright worker each (decision 028):
 * a spec runs on one server from its first test to its last, as before, and no two workers share a
 * server's state (the studio's timetable, closures, a running campaign). Specs go to shards by their
 * last measured length, longest first, each to the shard with the least so far (so the shards end
 * together); a new spec counts as DEFAULT_SECONDS until it is measured and added here. The lengths
 * are one run's (a loaded machine's, 2026-11-26): only their ratios matter.
 */
const SECONDS: Record<string, number> = {
  "coaching-versions.spec.ts": 156,
  "schedules.spec.ts": 151,
  "classes.spec.ts": 137,
  "owner-report.spec.ts": 125,
  "workouts.spec.ts": 125,
  "first-screens.spec.ts": 118,
  "layout.spec.ts": 114,
  "places.spec.ts": 107,
  "layout-staff-1.spec.ts": 107,
  "layout-staff-2.spec.ts": 107,
  "layout-staff-3.spec.ts": 107,
  "studio-settings.spec.ts": 103,
  "site.spec.ts": 95,
  "nutrition.spec.ts": 83,
  "waitlist.spec.ts": 81,
  "coaching.spec.ts": 77,
  "booking.spec.ts": 73,
  "packages.spec.ts": 73,
  "class-waitlist.spec.ts": 68,
  "screens.spec.ts": 66,
  "questionnaires.spec.ts": 62,
  "member-import.spec.ts": 61,
  "staff-roles.spec.ts": 58,
  "calendar.spec.ts": 58,
  "closures.spec.ts": 57,
  "mass-mail.spec.ts": 54,
  "attendance.spec.ts": 52,
  "account.spec.ts": 51,
  "standing-bookings.spec.ts": 48,
  "reminders.spec.ts": 43,
  "waitlist-claim.spec.ts": 43,
  "a11y.spec.ts": 34,
  "auth.spec.ts": 19,
  "nutrition-offline.spec.ts": 12,
  "admin.spec.ts": 10,
  "server.spec.ts": 4,
};
const DEFAULT_SECONDS = 60;

/** The spec files (names in e2e/) of each of `count` shards. */
export function shardSpecs(specs: string[], count: number): string[][] {
  const shards = Array.from({ length: count }, () => ({ total: 0, specs: [] as string[] }));
  const weight = (s: string) => SECONDS[s] ?? DEFAULT_SECONDS;
  for (const spec of [...specs].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((min, s) => (s.total < min.total ? s : min));
    lightest.total += weight(spec);
    lightest.specs.push(spec);
  }
  return shards.map((s) => s.specs);
}
