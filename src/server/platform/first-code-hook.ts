import type { Hook } from "@hono/zod-openapi";
import { type ErrorCode, isErrorCode } from "../../shared/errors";
import type { AppEnv } from "../context";
import { errorBody } from "./errors";

/**
 * A refused form answers the first of the schema's own codes (the spec shows the first failure),
 * naming the field, with the refinement's params (a range's `min` and `max`); a body the form could
 * never send answers VALIDATION with the issues.
 */
// biome-ignore lint/suspicious/noExplicitAny: one hook for routes of different inputs
export const firstCodeHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (result.success) return;
  const issues = result.error.issues;
  const own = issues.find((i) => isErrorCode(i.message) && i.message !== "VALIDATION");
  if (own) {
    const params = (own as { params?: Record<string, unknown> }).params ?? {};
    return c.json(errorBody(own.message as ErrorCode, { ...params, field: own.path.join(".") }), 400);
  }
  return c.json(
    errorBody("VALIDATION", { issues: issues.map((i) => ({ path: i.path.join("."), message: i.message })) }),
    400,
  );
};
