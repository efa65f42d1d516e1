import { queryOptions } from "@tanstack/react-query";
import { ApiError, api, call } from "../../lib/api";
import type { PendingWrite } from "./pending";

/** The coaching loop's keys and reads: the member's logging screen, progress; the coach's pages. */
export const coachingKeys = {
  all: ["coaching"] as const,
  training: () => [...coachingKeys.all, "training"] as const,
  progress: () => [...coachingKeys.all, "progress"] as const,
  measurements: () => [...coachingKeys.all, "measurements"] as const,
  checks: () => [...coachingKeys.all, "checks"] as const,
  member: (userId: string) => [...coachingKeys.all, "member", userId] as const,
  attention: () => [...coachingKeys.all, "attention"] as const,
};

export const coachingQueries = {
  training: () =>
    queryOptions({
      queryKey: coachingKeys.training(),
      queryFn: () => call(api.me.training.$get()),
    }),
  progress: () =>
    queryOptions({ queryKey: coachingKeys.progress(), queryFn: () => call(api.me.progress.$get()) }),
  measurements: () =>
    queryOptions({ queryKey: coachingKeys.measurements(), queryFn: () => call(api.me.measurements.$get()) }),
  checks: () =>
    queryOptions({ queryKey: coachingKeys.checks(), queryFn: () => call(api.me["nutrition-checks"].$get()) }),
  attention: () =>
    queryOptions({ queryKey: coachingKeys.attention(), queryFn: () => call(api.admin.coaching.$get()) }),
  member: (userId: string) =>
    queryOptions({
      queryKey: coachingKeys.member(userId),
      queryFn: () => call(api.admin.coaching.members[":userId"].$get({ param: { userId } })),
    }),
};

/** Sends one waiting set write (the pending list's `send`). */
export async function sendWrite(w: PendingWrite): Promise<void> {
  const param = { id: w.setId };
  if ("remove" in w)
    // Removed already (an earlier try whose answer was lost): done.
    await call(api.me["workout-sets"][":id"].$delete({ param })).catch((err: unknown) => {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    });
  else await call(api.me["workout-sets"][":id"].$put({ param, json: w.body }));
}
