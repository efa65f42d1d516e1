import { queryOptions } from "@tanstack/react-query";
import type { Identity } from "../../../shared/schemas/identity";
import { api, call } from "../../lib/api";

/** The owner's screen of the studio's identity (decision 048). */
export const identityKeys = { all: ["identity"] as const };

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
