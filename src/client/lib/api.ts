import { hc } from "hono/client";
import type { AppType } from "../../server/app";

/** The typed API client: only server *types* reach the browser. */
export const api = hc<AppType>("/").api;

/** A failure from the server, carrying its stable code (the UI turns it into a sentence). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** Reads a JSON response, throwing ApiError with the server's code when it is not OK. */
export async function readJson<T>(res: Response): Promise<T> {
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
  let code = res.status === 429 ? "RATE_LIMITED" : "INTERNAL";
  let params: Record<string, unknown> = {};
  try {
    const body = (await res.json()) as {
      error?: { code?: string; params?: Record<string, unknown> };
      code?: string;
    };
    if (body.error?.code) {
      code = body.error.code;
      params = body.error.params ?? {};
    } else if (body.code) {
      code = body.code; // Better Auth's own errors
    }
  } catch {
    // not JSON: keep the status-derived code
  }
  throw new ApiError(res.status, code, params);
}

/** Plain JSON POST for endpoints outside the typed client (Better Auth's). */
export async function postJson<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "NETWORK");
  }
  return readJson<T>(res);
}
