import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../../lib/api";

export const backupKeys = { status: ["backups", "status"] as const };

/** The backups as the deployment reports them; a nightly fact, read when the home opens. */
export const backupStatusQuery = queryOptions({
  queryKey: backupKeys.status,
  queryFn: () => call(api.admin["backup-status"].$get()),
  staleTime: 5 * 60_000,
});
