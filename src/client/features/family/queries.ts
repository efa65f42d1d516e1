import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { queryRoots } from "../../lib/queryKeys";

export const familyKeys = {
  all: queryRoots.family,
  bookings: [...queryRoots.family, "bookings"] as const,
};

export const familyQueries = {
  bookings: () =>
    queryOptions({ queryKey: familyKeys.bookings, queryFn: () => call(api.family.bookings.$get()) }),
};
