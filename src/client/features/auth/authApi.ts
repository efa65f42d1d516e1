import type { Lang } from "../../../shared/i18n";
import { postJson } from "../../lib/api";

/** Better Auth's e-mail and password endpoints, called with plain fetch (no extra client library). */
export const authApi = {
  signIn: (email: string, password: string) =>
    postJson("/api/auth/sign-in/email", { email, password, rememberMe: true, callbackURL: "/?verified=1" }),
  signUp: (
    input: { firstName: string; lastName: string; email: string; password: string; language: Lang },
    captcha: string,
  ) =>
    postJson(
      "/api/auth/sign-up/email",
      {
        ...input,
        name: `${input.firstName.trim()} ${input.lastName.trim()}`,
        callbackURL: "/?verified=1",
      },
      { "x-captcha": captcha },
    ),
  signOut: () => postJson("/api/auth/sign-out", {}),
  requestReset: (email: string) =>
    postJson("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }),
  resetPassword: (token: string, newPassword: string) =>
    postJson("/api/auth/reset-password", { token, newPassword }),
};
