import type { Lang } from "../../../shared/i18n";
import { authCall } from "../../lib/api";

const callbackURL = "/?verified=1";

/** Better Auth's e-mail and password endpoints, called with plain fetch (no extra client library). */
export const authApi = {
  signIn: (email: string, password: string) =>
    authCall("/api/auth/sign-in/email", { email, password, rememberMe: true, callbackURL }),
  signUp: (
    input: {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
      language: Lang;
      birthDate: string;
      guardianEmail?: string;
    },
    captcha: string,
  ) =>
    authCall(
      "/api/auth/sign-up/email",
      { ...input, name: `${input.firstName.trim()} ${input.lastName.trim()}`, callbackURL },
      { "x-captcha": captcha },
    ),
  signOut: () => authCall("/api/auth/sign-out", {}),
  requestReset: (email: string) =>
    authCall("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }),
  resetPassword: (token: string, newPassword: string) =>
    authCall("/api/auth/reset-password", { token, newPassword }),
};
