import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExerciseInput, ProgramInput } from "../../../shared/schemas/workouts";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/queryKeys";
import { workoutKeys } from "./queries";

/** A new library exercise: every library search refreshes. */
export function useAddExercise() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: ExerciseInput) => call(api.admin.exercises.$post({ json })),
    ...refreshAfter(qc, [...workoutKeys.all, "library"]),
  });
}

/**
 * Save (input), change as a new version of `previousId` (input), or delete (id) a program: the
 * athlete's list and a member's own program refresh.
 */
export function useSaveProgram() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (m: { input: ProgramInput; previousId?: string } | { id: string; userId: string }) => {
      if ("input" in m && m.previousId)
        return void (await call(
          api.admin.workouts[":id"].versions.$post({ param: { id: m.previousId }, json: m.input }),
        ));
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
