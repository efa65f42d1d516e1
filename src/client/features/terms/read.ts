import type { TermsAnswer } from "../../../shared/schemas/terms";
import type { FirstRead } from "../../lib/firstReads";
import { termsKeys } from "./keys";

/**
 * The terms' values (decision 053) read with plain fetch while /terms is drawn before the router
 * (decision 054); `termsQuery` takes it over once TanStack Query is loaded. The page's HTML carries
 * the answer for the first draw.
 */
export const termsRead: FirstRead<TermsAnswer> = {
  key: termsKeys.page,
  url: "/api/site/terms",
  staleTime: 60_000,
};
