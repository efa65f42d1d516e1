/** The first start's catalogue: packages the studio can edit, starter exercises, closures, announcements. */
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
    name: "Combo 100 Gym + Pilates",
    priceCents: 39000,
    oldPriceCents: 45000,
    sessions: 100,
    special: true,
  },
  {
    // The spec's 'flexible' package, shown with an example gym / Pilates split.
    slug: "flex-32",
    kind: "gym",
    name: "Flexible 32 Gym / Pilates",
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
    priceCents: 4000,
    oldPriceCents: null,
    sessions: 0,
    weeks: 4,
  },
] as const;

export const SEED_EXERCISES: { name: string; muscle: string; equipment: string; defaultReps?: string }[] = [
  { name: "Back Squat", muscle: "Legs", equipment: "Barbell" },
  { name: "Goblet Squat", muscle: "Legs", equipment: "Dumbbell" },
  { name: "Romanian Deadlift", muscle: "Hamstrings", equipment: "Barbell" },
  { name: "Deadlift", muscle: "Back", equipment: "Barbell", defaultReps: "5" },
  { name: "Leg Press", muscle: "Legs", equipment: "Machine" },
  { name: "Walking Lunge", muscle: "Legs", equipment: "Dumbbell" },
  { name: "Hip Thrust", muscle: "Glutes", equipment: "Barbell" },
  { name: "Bench Press", muscle: "Chest", equipment: "Barbell", defaultReps: "8-10" },
  { name: "Incline Dumbbell Press", muscle: "Chest", equipment: "Dumbbell" },
  { name: "Push-up", muscle: "Chest", equipment: "Bodyweight", defaultReps: "12-15" },
  { name: "Pull-up", muscle: "Back", equipment: "Bodyweight", defaultReps: "6-8" },
  { name: "Lat Pulldown", muscle: "Back", equipment: "Cable" },
  { name: "Seated Cable Row", muscle: "Back", equipment: "Cable" },
  { name: "Overhead Press", muscle: "Shoulders", equipment: "Barbell", defaultReps: "8-10" },
  { name: "Lateral Raise", muscle: "Shoulders", equipment: "Dumbbell", defaultReps: "12-15" },
  { name: "Biceps Curl", muscle: "Arms", equipment: "Dumbbell" },
  { name: "Triceps Pushdown", muscle: "Arms", equipment: "Cable" },
  { name: "Plank", muscle: "Core", equipment: "Bodyweight", defaultReps: "30-60s" },
  { name: "Dead Bug", muscle: "Core", equipment: "Bodyweight" },
  { name: "Kettlebell Swing", muscle: "Full body", equipment: "Kettlebell", defaultReps: "15-20" },
  { name: "Rowing Machine", muscle: "Cardio", equipment: "Machine", defaultReps: "10 min" },
];

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
