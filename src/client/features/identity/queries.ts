import { queryOptions } from "@tanstack/react-query";
import type { Identity } from "../../../shared/schemas/identity";
import type { TermsInput } from "../../../shared/schemas/terms";
import { api, call } from "../../lib/api";

/** The owner's screen of the studio's identity (decision 048). */
export const identityKeys = { all: ["identity"] as const, terms: ["identity", "terms"] as const };

export const identityQuery = queryOptions({
  queryKey: identityKeys.all,
  queryFn: () => call(api.admin.identity.$get()),
});

/** The owner's writes; each answers the identity as saved. */
export const identityApi = {
  save: (json: Identity) => call(api.admin.identity.$put({ json })),
  uploadLogo: (file: File) => call(api.admin.identity.logo.$post({ form: { file } })),
  removeLogo: () => call(api.admin.identity.logo.$delete()),
};

/** The terms' legal details and own paragraphs as written (decision 053). */
export const termsAdminQuery = queryOptions({
  queryKey: identityKeys.terms,
  queryFn: () => call(api.admin.terms.$get()),
});

export const termsApi = {
  save: (json: TermsInput) => call(api.admin.terms.$put({ json })),
};
