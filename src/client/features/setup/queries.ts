import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { LIVE_READ } from "../../lib/queryKeys";

/** The owner's setup checklist (decision 051). */
export const setupKeys = { checklist: ["setup", "checklist"] as const };

export const checklistQuery = queryOptions({
  queryKey: setupKeys.checklist,
  queryFn: () => call(api.admin["setup-checklist"].$get()),
  ...LIVE_READ,
});
