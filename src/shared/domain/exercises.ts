import { foldText } from "./text";

/**
 * The exercise library's languages. An exercise has an English name (`name`) and a Greek
 * one (`nameGr`, empty for one the coach added in one language); its muscle group and equipment are
 * kept as the canonical English words below, shown in the page's language (a value the coach typed
 * that is not in these lists is shown as typed).
 */
export const MUSCLE_LABELS: Record<string, { gr: string; en: string }> = {
  Legs: { gr: "Πόδια", en: "Legs" },
  Quadriceps: { gr: "Τετρακέφαλοι", en: "Quadriceps" },
  Hamstrings: { gr: "Οπίσθιοι μηριαίοι", en: "Hamstrings" },
  Glutes: { gr: "Γλουτοί", en: "Glutes" },
  Calves: { gr: "Γάμπες", en: "Calves" },
  Chest: { gr: "Στήθος", en: "Chest" },
  Back: { gr: "Πλάτη", en: "Back" },
  Shoulders: { gr: "Ώμοι", en: "Shoulders" },
  Arms: { gr: "Χέρια", en: "Arms" },
  Biceps: { gr: "Δικέφαλοι", en: "Biceps" },
  Triceps: { gr: "Τρικέφαλοι", en: "Triceps" },
  Core: { gr: "Κορμός", en: "Core" },
  "Full body": { gr: "Όλο το σώμα", en: "Full body" },
  Cardio: { gr: "Αερόβια", en: "Cardio" },
  Mobility: { gr: "Κινητικότητα", en: "Mobility" },
};

export const EQUIPMENT_LABELS: Record<string, { gr: string; en: string }> = {
  Barbell: { gr: "Μπάρα", en: "Barbell" },
  Dumbbell: { gr: "Αλτήρες", en: "Dumbbell" },
  Kettlebell: { gr: "Kettlebell", en: "Kettlebell" },
  Machine: { gr: "Μηχάνημα", en: "Machine" },
  "Smith machine": { gr: "Μηχάνημα Smith", en: "Smith machine" },
  Cable: { gr: "Τροχαλία", en: "Cable" },
  Bodyweight: { gr: "Βάρος σώματος", en: "Bodyweight" },
  Band: { gr: "Λάστιχο", en: "Band" },
  TRX: { gr: "TRX", en: "TRX" },
  "Medicine ball": { gr: "Μπάλα medicine", en: "Medicine ball" },
  Reformer: { gr: "Reformer", en: "Reformer" },
  Other: { gr: "Άλλο", en: "Other" },
};

const langKey = (lang: string): "gr" | "en" => (lang === "en" ? "en" : "gr");

/** An exercise's name in the page's language (the other language's when that one is empty). */
export function exerciseName(e: { name: string; nameGr: string }, lang: string): string {
  return langKey(lang) === "en" ? e.name || e.nameGr : e.nameGr || e.name;
}

/** A muscle group or equipment word in the page's language; a word outside the lists as typed. */
export function exerciseLabel(kind: "muscle" | "equipment", value: string, lang: string): string {
  const labels = kind === "muscle" ? MUSCLE_LABELS : EQUIPMENT_LABELS;
  return labels[value]?.[langKey(lang)] ?? value;
}

/** The library's repetition words (its seeded defaults are English) as a Greek page writes them. */
const GREEK_REPS: [RegExp, string][] = [
  [/\beach side\b/gi, "ανά πλευρά"],
  [/(\d)\s*s\b/g, "$1 δευτ."],
  [/(\d)\s*min\b/g, "$1 λεπ."],
  [/\bbeats\b/gi, "χτύποι"],
];

/**
 * Repetitions as written on an exercise ('10-12', '10 each side', '30-60s', '10 min') in the page's
 * language: the canonical English words the library starts with read in Greek on a Greek page, as
 * muscles and equipment do; anything else as the trainer typed it.
 */
export function repsText(reps: string, lang: string): string {
  if (langKey(lang) === "en") return reps;
  return GREEK_REPS.reduce((text, [word, greek]) => text.replace(word, greek), reps);
}

/**
 * The canonical muscle groups and equipment whose Greek or English label contains a folded search
 * word ('πλατη' → Back): the library search finds 'Back' exercises for a Greek word.
 */
export function labelsMatching(word: string): string[] {
  const w = foldText(word);
  return [...Object.entries(MUSCLE_LABELS), ...Object.entries(EQUIPMENT_LABELS)]
    .filter(([, l]) => foldText(l.gr).includes(w) || foldText(l.en).includes(w))
    .map(([key]) => key);
}
