import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { queryRoots } from "../../lib/queryKeys";

/** The member's own account (shared root: bookings and package requests refresh it too). */
export const accountKeys = { mine: queryRoots.account };

export const accountQueries = {
  mine: () => queryOptions({ queryKey: accountKeys.mine, queryFn: () => call(api.me.account.$get()) }),
};
