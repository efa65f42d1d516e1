import type { MyAccount } from "../../../shared/schemas/members";
import type { ApprovalResult, MyRequest } from "../../../shared/schemas/packages";
import type { TestApp } from "../../test/factories";
import { call, type ErrorBody } from "../../test/requests";

/** The package request calls of the member and the admin. */
export function requestApi(t: TestApp, adminCookie: string) {
  return {
    request: (cookie: string, packageId: string) =>
      call<MyRequest & ErrorBody>(t, "POST", "/api/package-requests", cookie, { packageId }),
    approve: (id: string) =>
      call<ApprovalResult & ErrorBody>(t, "POST", `/api/admin/package-requests/${id}/approve`, adminCookie),
    reject: (id: string) =>
      call<ErrorBody>(t, "POST", `/api/admin/package-requests/${id}/reject`, adminCookie),
    account: async (cookie: string) => (await call<MyAccount>(t, "GET", "/api/me/account", cookie)).body,
  };
}
