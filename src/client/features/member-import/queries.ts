import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { queryRoots, refreshAfter } from "../../lib/queryKeys";

/** The dry run of a file: nothing is written, nothing to refresh. */
export const usePreviewImport = () =>
  useMutation({
    mutationFn: (file: File) => call(api.admin["member-import"].preview.$post({ form: { file } })),
  });

/** Applying a file creates members: the members' lists and the picker read them. */
export function useApplyImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => call(api.admin["member-import"].apply.$post({ form: { file } })),
    ...refreshAfter(qc, queryRoots.members),
  });
}
