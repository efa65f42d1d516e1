/**
 * The exercise library, an athlete's programs (admin) and the member's own program. Apart from
 * queries.ts, so that the home page's first reads (app/homeReads.ts) name them without TanStack Query.
 */
export const workoutKeys = {
  all: ["workouts"] as const,
  library: (q: string) => [...workoutKeys.all, "library", q] as const,
  programs: (userId: string) => [...workoutKeys.all, "programs", userId] as const,
  mine: () => [...workoutKeys.all, "mine"] as const,
};
