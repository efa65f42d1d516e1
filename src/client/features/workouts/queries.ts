import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { workoutKeys } from "./keys";

export { workoutKeys };

/**
 * The exercise library, an athlete's programs (admin) and the member's own program; their changes
 * are in mutations.ts (apart, so that the home page, which reads the member's program, loads no
 * mutation code).
 */
export const workoutQueries = {
  library: (q: string) =>
    queryOptions({
      queryKey: workoutKeys.library(q),
      queryFn: async () => (await call(api.admin.exercises.$get({ query: { q } }))).exercises,
      placeholderData: keepPreviousData,
    }),
  programs: (userId: string) =>
    queryOptions({
      queryKey: workoutKeys.programs(userId),
      queryFn: () => call(api.admin.workouts.$get({ query: { userId } })),
    }),
  mine: () =>
    queryOptions({
      queryKey: workoutKeys.mine(),
      queryFn: () => call(api.me.workouts.$get()),
    }),
};

export const useExerciseLibrary = (q: string) => useQuery(workoutQueries.library(q));
export const usePrograms = (userId: string | null) =>
  useQuery({ ...workoutQueries.programs(userId ?? ""), enabled: Boolean(userId) });
/** The signed-in member's current program; `enabled` false while nobody is signed in. */
export const useMyProgram = (enabled = true) => useQuery({ ...workoutQueries.mine(), enabled });
