import { queryOptions } from "@tanstack/react-query";
import type { TermsAnswer } from "../../../shared/schemas/terms";
import { api, call } from "../../lib/api";
import { embeddedAnswer } from "../../lib/embedded";
import { termsKeys } from "./keys";

export { termsKeys };

/** The terms' values (decision 053); the /terms page's HTML carries them for the first draw. */
export const termsQuery = queryOptions({
  queryKey: termsKeys.page,
  queryFn: () => call(api.site.terms.$get()),
  initialData: () => embeddedAnswer("/api/site/terms") as TermsAnswer | undefined,
  staleTime: 60_000,
});
