import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A failure the client turns into a localized sentence from its code. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

export const notFound = (code = "NOT_FOUND") => new AppError(404, code);
export const conflict = (code: string, params?: Record<string, unknown>) => new AppError(409, code, params);
export const badRequest = (code: string, params?: Record<string, unknown>) => new AppError(400, code, params);
export const forbidden = () => new AppError(403, "FORBIDDEN");
export const unauthorized = () => new AppError(401, "UNAUTHORIZED");

export type ErrorBody = { error: { code: string; params: Record<string, unknown> } };

export function errorBody(code: string, params: Record<string, unknown> = {}): ErrorBody {
  return { error: { code, params } };
}
