/**
 * The browser tests are split between several servers, one Playwright worker each (decision 028):
 * a spec runs on one server from its first test to its last, as before, and no two workers share a
 * server's state (the studio's timetable, closures, a running campaign). Specs go to shards by their
 * last measured length, longest first, each to the shard with the least so far (so the shards end
 * together); a new spec counts as DEFAULT_SECONDS until it is measured and added here. The lengths
 * are one CI run's (2026-12-02; the layout specs, whose tests Playwright names by their shared
 * file, scaled from the run before): only their ratios matter.
 */
const SECONDS: Record<string, number> = {
  "locations.spec.ts": 125,
  "classes.spec.ts": 98,
  "schedules.spec.ts": 96,
  "first-screens.spec.ts": 96,
  "first-run.spec.ts": 83,
  "studio-settings.spec.ts": 77,
  "booking.spec.ts": 62,
  "layout.spec.ts": 59,
  "places.spec.ts": 51,
  "site.spec.ts": 48,
  "coaching-versions.spec.ts": 48,
  "class-waitlist.spec.ts": 48,
  "workouts.spec.ts": 47,
  "staff-roles.spec.ts": 47,
  "owner-report.spec.ts": 47,
  "family.spec.ts": 47,
  "nutrition.spec.ts": 46,
  "layout-staff-1.spec.ts": 42,
  "layout-staff-2.spec.ts": 42,
  "layout-staff-3.spec.ts": 42,
  "packages.spec.ts": 41,
  "member-import.spec.ts": 39,
  "calendar.spec.ts": 38,
  "class-schedule-desk.spec.ts": 37,
  "questionnaires.spec.ts": 35,
  "screens.spec.ts": 34,
  "light-pages.spec.ts": 30,
  "coaching.spec.ts": 30,
  "attendance.spec.ts": 30,
  "mass-mail.spec.ts": 28,
  "account.spec.ts": 26,
  "desk-day.spec.ts": 25,
  "auth.spec.ts": 25,
  "closures.spec.ts": 24,
  "waitlist-claim.spec.ts": 20,
  "guardian-consent.spec.ts": 19,
  "waitlist.spec.ts": 18,
  "standing-bookings.spec.ts": 18,
  "desk-a11y.spec.ts": 18,
  "reminders.spec.ts": 17,
  "member-forms.spec.ts": 17,
  "a11y.spec.ts": 14,
  "identity.spec.ts": 13,
  "training-offline.spec.ts": 12,
  "activity-words.spec.ts": 11,
  "nutrition-offline.spec.ts": 8,
  "backup-status.spec.ts": 7,
  "admin.spec.ts": 6,
  "server.spec.ts": 1,
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
