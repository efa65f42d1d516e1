/** Whether a reset address can only say that its link no longer works (no token, or Better Auth's error). */
export const resetLinkInvalid = (params: URLSearchParams): boolean =>
  !params.get("token") || params.has("error");
