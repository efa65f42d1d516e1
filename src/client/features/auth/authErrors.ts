import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api";

/** Turns a failed auth call into the spec's sentence. */
export function authErrorText(t: TFunction, err: unknown, fallbackKey: string): string {
  if (!(err instanceof ApiError)) return t(fallbackKey);
  switch (err.code) {
    case "EMAIL_NOT_VERIFIED":
      return t("auth.emailNotVerified");
    case "RATE_LIMITED":
      return t("auth.tooManyAttempts");
    case "CAPTCHA_REQUIRED":
      return t("auth.confirmNotRobot");
    case "FILL_ALL_FIELDS":
      return t("auth.fillAllFields");
    case "PASSWORD_TOO_SHORT":
      return t("auth.passwordTooShort", { min: 8 });
    case "NETWORK":
      return t("errors.NETWORK");
    default:
      return t(fallbackKey);
  }
}
