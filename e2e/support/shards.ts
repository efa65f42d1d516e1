/**
 * The browser tests are split between several servers, one Playwright worker each (decision 028):
 * a spec runs on one server from its first test to its last, as before, and no two workers share a
 * server's state (the studio's timetable, closures, a running campaign). Specs go to shards by their
 * last measured length, longest first, each to the shard with the least so far (so the shards end
 * together); a new spec counts as DEFAULT_SECONDS until it is measured and added here. The lengths
 * are one run's (a loaded machine's, 2026-12-02): only their ratios matter.
 */
const SECONDS: Record<string, number> = {
  "first-run.spec.ts": 199,
  "schedules.spec.ts": 176,
  "first-screens.spec.ts": 167,
  "classes.spec.ts": 143,
  "places.spec.ts": 110,
  "booking.spec.ts": 109,
  "waitlist.spec.ts": 101,
  "workouts.spec.ts": 98,
  "layout.spec.ts": 98,
  "studio-settings.spec.ts": 97,
  "class-waitlist.spec.ts": 86,
  "coaching-versions.spec.ts": 83,
  "owner-report.spec.ts": 76,
  "site.spec.ts": 73,
  "family.spec.ts": 72,
  "mass-mail.spec.ts": 72,
  "desk-day.spec.ts": 71,
  "layout-staff-1.spec.ts": 70,
  "layout-staff-2.spec.ts": 70,
  "layout-staff-3.spec.ts": 70,
  "staff-roles.spec.ts": 68,
  "member-import.spec.ts": 57,
  "nutrition.spec.ts": 56,
  "packages.spec.ts": 54,
  "class-schedule-desk.spec.ts": 53,
  "questionnaires.spec.ts": 50,
  "coaching.spec.ts": 50,
  "screens.spec.ts": 49,
  "light-pages.spec.ts": 40,
  "calendar.spec.ts": 40,
  "member-forms.spec.ts": 40,
  "waitlist-claim.spec.ts": 37,
  "attendance.spec.ts": 32,
  "closures.spec.ts": 30,
  "reminders.spec.ts": 30,
  "account.spec.ts": 28,
  "desk-a11y.spec.ts": 28,
  "guardian-consent.spec.ts": 27,
  "identity.spec.ts": 27,
  "auth.spec.ts": 24,
  "standing-bookings.spec.ts": 20,
  "activity-words.spec.ts": 16,
  "a11y.spec.ts": 13,
  "training-offline.spec.ts": 12,
  "nutrition-offline.spec.ts": 11,
  "backup-status.spec.ts": 9,
  "admin.spec.ts": 7,
  "server.spec.ts": 3,
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
