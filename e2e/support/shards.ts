/**
 * The browser tests are split between several servers, one Playwright worker each (decision 028):
 * a spec runs on one server from its first test to its last, as before, and no two workers share a
 * server's state (the studio's timetable, closures, a running campaign). Specs go to shards by their
 * last measured length, longest first, each to the shard with the least so far (so the shards end
 * together); a new spec counts as DEFAULT_SECONDS until it is measured and added here.
 */
const SECONDS: Record<string, number> = {
  "layout.spec.ts": 160,
  "waitlist.spec.ts": 73,
  "first-screens.spec.ts": 56,
  "site.spec.ts": 47,
  "workouts.spec.ts": 36,
  "owner-report.spec.ts": 60,
  "member-import.spec.ts": 50,
  "coaching.spec.ts": 60,
  "staff-roles.spec.ts": 50,
  "mass-mail.spec.ts": 31,
  "studio-settings.spec.ts": 55,
  "nutrition.spec.ts": 30,
  "screens.spec.ts": 60,
  "packages.spec.ts": 28,
  "pilates.spec.ts": 26,
  "booking.spec.ts": 23,
  "pilates-waitlist.spec.ts": 23,
  "a11y.spec.ts": 18,
  "calendar.spec.ts": 18,
  "questionnaires.spec.ts": 16,
  "closures.spec.ts": 16,
  "standing-bookings.spec.ts": 50,
  "account.spec.ts": 12,
  "attendance.spec.ts": 12,
  "auth.spec.ts": 7,
  "nutrition-offline.spec.ts": 5,
  "admin.spec.ts": 3,
  "server.spec.ts": 1,
};
const DEFAULT_SECONDS = 20;

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
