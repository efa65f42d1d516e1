import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExerciseInput, ProgramInput } from "../../../shared/schemas/workouts";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/queryKeys";

/** The exercise library, an athlete's programs (admin) and the member's own program. */
export const workoutKeys = {
  all: ["workouts"] as const,
  library: (q: string) => [...workoutKeys.all, "library", q] as const,
  programs: (userId: string) => [...workoutKeys.all, "programs", userId] as const,
  mine: () => [...workoutKeys.all, "mine"] as const,
};

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

/** A new library exercise: every library search refreshes. */
export function useAddExercise() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: ExerciseInput) => call(api.admin.exercises.$post({ json })),
    ...refreshAfter(qc, [...workoutKeys.all, "library"]),
  });
}

/** Save (input) or delete (id) a program: the athlete's list and a member's own program refresh. */
export function useSaveProgram() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (m: { input: ProgramInput } | { id: string; userId: string }) => {
      if ("input" in m) return void (await call(api.admin.workouts.$post({ json: m.input })));
      await call(api.admin.workouts[":id"].$delete({ param: { id: m.id } }));
    },
    onSettled: (_data, _err, m) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: workoutKeys.programs("input" in m ? m.input.userId : m.userId) }),
        qc.invalidateQueries({ queryKey: workoutKeys.mine() }),
      ]),
  });
}
