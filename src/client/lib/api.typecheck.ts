/**
 * Compiled by `tsc` only (never imported): proves that `call()` infers each answer from the server's
 * route types, so a wrong field use fails the type check. An unused `@ts-expect-error` fails it too.
 */
import { api, call } from "./api";

export async function answersAreInferred() {
  const list = await call(
    api.admin.members.$get({ query: { filter: "all", field: "name", q: "", page: "1" } }),
  );
  const total: number = list.total;
  // @ts-expect-error a field the server does not send
  const missing = list.notAField;
  // @ts-expect-error a field used with the wrong type
  const wrongType: string = list.total;
  return [total, missing, wrongType];
}
