import { useQueryClient } from "@tanstack/react-query";
import type { AddDependant } from "../../../shared/schemas/family";
import { useFeedbackMutation } from "../../components/FeedbackAlert";
import { api, call } from "../../lib/api";
import { msg } from "../../lib/message";
import { refreshAfter } from "../../lib/queryKeys";
import { familyKeys } from "./queries";

/** Adds a dependant; the family list (and every who switch) reads it again. */
export function useAddDependant(onAdded: () => void) {
  const qc = useQueryClient();
  return useFeedbackMutation({
    mutationFn: (json: AddDependant) => call(api.family.dependants.$post({ json })),
    onSuccess: async () => {
      await refreshAfter(qc, familyKeys.all).onSuccess();
      onAdded();
      return msg("family.added");
    },
    fallback: "family.failed",
  });
}

/** Gives a dependant their own sign-in: a link to the address typed. */
export function useGiveSignIn(id: string) {
  const qc = useQueryClient();
  return useFeedbackMutation({
    mutationFn: (email: string) =>
      call(api.family.dependants[":id"]["sign-in"].$post({ param: { id }, json: { email } })),
    onSuccess: async () => {
      await refreshAfter(qc, familyKeys.all).onSuccess();
      return msg("family.signInSent");
    },
    fallback: "family.failed",
  });
}

/**
 * Removes a dependant: one with a sign-in of their own becomes a member of their own, one without
 * is deleted (the server refuses while bookings or sessions remain, naming which).
 */
export function useRemoveDependant() {
  const qc = useQueryClient();
  return useFeedbackMutation({
    mutationFn: (d: { id: string; name: string }) =>
      call(api.family.dependants[":id"].$delete({ param: { id: d.id } })),
    onSuccess: async (answer, d) => {
      await refreshAfter(qc, familyKeys.all).onSuccess();
      return msg(answer.removed === "own" ? "family.removedOwn" : "family.removed", { name: d.name });
    },
    fallback: "family.failed",
  });
}
