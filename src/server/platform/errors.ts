import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody, ErrorCode, ErrorParams } from "../../shared/errors";

export type { ErrorBody, ErrorCode } from "../../shared/errors";

/** A failure the client turns into a localized sentence from its code. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(code);
  }
}

export const notFound = (code: ErrorCode = "NOT_FOUND", params?: ErrorParams) =>
  new AppError(404, code, params);
export const conflict = (code: ErrorCode, params?: ErrorParams) => new AppError(409, code, params);
export const badRequest = (code: ErrorCode, params?: ErrorParams) => new AppError(400, code, params);

export function errorBody(code: ErrorCode, params: ErrorParams = {}): ErrorBody {
  return { error: { code, params } };
}
