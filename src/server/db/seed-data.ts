/**
 * Packages carry their Greek `name` and, where it differs, the English site's `nameEn`.
 * `OLD_PACKAGE_NAMES`: the names seed versions 1–3 gave, replaced by the upgrade where unchanged.
 */
export const OLD_PACKAGE_NAMES: Record<string, string> = {
  "combo-100": "Combo 100 Gym + Pilates",
  "flex-32": "Flexible 32 Gym / Pilates",
};

/** The first start's catalogue: packages the studio can edit, closures, announcements (exercises: `seed-exercises.ts`). */
export const SEED_PACKAGES = [
  { slug: "gym-12", kind: "gym", name: "Basic 12", priceCents: 5000, oldPriceCents: 6000, sessions: 12 },
  { slug: "gym-24", kind: "gym", name: "Basic 24", priceCents: 9000, oldPriceCents: 11000, sessions: 24 },
  { slug: "gym-36", kind: "gym", name: "Basic 36", priceCents: 12000, oldPriceCents: 15000, sessions: 36 },
  { slug: "gym-16", kind: "gym", name: "Pro 16", priceCents: 6500, oldPriceCents: 7500, sessions: 16 },
  { slug: "gym-32", kind: "gym", name: "Pro 32", priceCents: 11500, oldPriceCents: 13500, sessions: 32 },
  { slug: "gym-50", kind: "gym", name: "Pro 50", priceCents: 16500, oldPriceCents: 19500, sessions: 50 },
  { slug: "gym-100", kind: "gym", name: "Pro 100", priceCents: 29000, oldPriceCents: 35000, sessions: 100 },
  {
    slug: "combo-100",
    kind: "gym",
    name: "Combo 100 Γυμναστήριο + Pilates",
    nameEn: "Combo 100 Gym + Pilates",
    priceCents: 39000,
    oldPriceCents: 45000,
    sessions: 100,
    special: true,
  },
  {
    // The spec's 'flexible' package, shown with an example gym / Pilates split.
    slug: "flex-32",
    kind: "gym",
    name: "Ευέλικτο 32 Γυμναστήριο / Pilates",
    nameEn: "Flexible 32 Gym / Pilates",
    priceCents: 14000,
    oldPriceCents: null,
    sessions: 32,
    flexible: true,
  },
  {
    slug: "pilates-8",
    kind: "pilates",
    name: "Reformer Pilates 8",
    priceCents: 12000,
    oldPriceCents: null,
    sessions: 8,
    weeks: 4,
  },
  {
    slug: "pilates-12",
    kind: "pilates",
    name: "Reformer Pilates 12",
    priceCents: 16500,
    oldPriceCents: null,
    sessions: 12,
    weeks: 8,
  },
  {
    slug: "pilates-24",
    kind: "pilates",
    name: "Reformer Pilates 24",
    priceCents: 30000,
    oldPriceCents: 33000,
    sessions: 24,
    weeks: 12,
  },
  {
    slug: "nutrition-1",
    kind: "nutrition",
    name: "Πρόγραμμα Διατροφής",
    nameEn: "Nutrition programme",
    priceCents: 4000,
    oldPriceCents: null,
    sessions: 0,
    weeks: 4,
  },
] as const;

/** The seeded closure's note; `OLD_SUMMER_CLOSURE_NOTE` is what installs seeded before version 2 hold. */
export const SUMMER_CLOSURE_NOTE = "Καλοκαιρινό κλείσιμο / Summer closure";
export const OLD_SUMMER_CLOSURE_NOTE = "Summer closure";

export const SEED_CLOSURES = [
  // A closure's note is the desk's free text, read on Greek and English screens alike: both languages.
  { slug: "summer-2025", startDate: "2025-08-09", endDate: "2025-08-24", note: SUMMER_CLOSURE_NOTE },
];

export const SEED_ANNOUNCEMENTS = [
  {
    slug: "summer-offers-2024",
    kind: "offers",
    startsOn: "2024-11-14",
    endsOn: "2024-11-30",
    params: { offers: [] },
  },
  {
    slug: "summer-closure-2025",
    kind: "closure_notice",
    startsOn: "2025-08-05",
    endsOn: "2025-08-24",
    params: { brand: "Kinisi", month: 8, startDay: 9, endDay: 24, resumeDay: 25, resumeWeekday: "monday" },
  },
] as const;

/**
 * A first week of Reformer Pilates classes, so the Pilates packages on sale can be used
 * from the first day: mornings and evenings Monday to Friday, two Saturday mornings; 50 minutes,
 * 6 reformers. Weekday 1 = Monday … 6 = Saturday. The studio edits it on /admin-classes.
 */
const PILATES_WEEK: Record<number, string[]> = {
  1: ["09:00", "18:00", "19:00", "20:00"],
  2: ["10:00", "17:00", "18:00", "19:00"],
  3: ["09:00", "18:00", "19:00", "20:00"],
  4: ["10:00", "17:00", "18:00", "19:00"],
  5: ["09:00", "18:00", "19:00"],
  6: ["10:00", "11:00"],
};
export const SEED_PILATES_CLASSES = Object.entries(PILATES_WEEK).flatMap(([weekday, times]) =>
  times.map((startTime) => ({
    schedule: "pilates",
    weekday: Number(weekday),
    startTime,
    minutes: 50,
    capacity: 6,
  })),
);

/** The kinds of measurement seeded: weight and waist, with realistic ranges; the coach adds more. */
export const SEED_MEASUREMENT_KINDS = [
  { slug: "weight", nameGr: "Βάρος", nameEn: "Weight", unit: "kg", minValue: 20, maxValue: 350 },
  { slug: "waist", nameGr: "Περιφέρεια μέσης", nameEn: "Waist", unit: "cm", minValue: 40, maxValue: 250 },
] as const;
