import { z } from "zod";
import {
  changeEmailSchema,
  changePasswordSchema,
  passwordResetRequestSchema,
  resetLinkQuerySchema,
  resetPasswordSchema,
  sendVerificationSchema,
  signInSchema,
  signUpSchema,
  updateUserSchema,
  verifyEmailQuerySchema,
} from "../../shared/schemas/account";
import type { Access, RouteErrors } from "./guards";

/**
 * The Better Auth endpoints the product uses, and nothing else: every other path under /api/auth
 * (the admin plugin's, account deletion, social sign-in, …) answers 404 before the library sees it.
 * Each entry is validated with its shared schema, guarded by its access level, and published in the
 * OpenAPI document from this same table (see openapi.ts and docs/decisions/004-auth-surface.md).
 */
export type AuthEndpoint = {
  method: "get" | "post";
  /** Below /api/auth, in OpenAPI style (`{token}`). */
  path: string;
  access: Access;
  operationId: string;
  summary: string;
  /** The JSON body (POST) or the query (GET) the endpoint takes; anything else is refused. */
  body?: z.ZodType;
  query?: z.ZodType;
  /** The success answer: a JSON schema, or a redirect. */
  answer: { status: 200; schema: z.ZodType } | { status: 302 };
  errors: RouteErrors;
};

/** A sign-out or a session listing takes nothing: an empty body or `{}`. */
export const emptyBody = z.strictObject({});

const userAnswer = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.string(),
  birthDate: z.string().nullable().optional(),
  role: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const sessionAnswer = z.object({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
});
const statusAnswer = z.object({ status: z.boolean() });
const userOnly = z.object({ user: userAnswer });

const invalidToken: RouteErrors = { 400: ["INVALID_TOKEN"] };
const limited: RouteErrors = { 429: ["RATE_LIMITED"] };

export const AUTH_ENDPOINTS: AuthEndpoint[] = [
  {
    method: "post",
    path: "/sign-up/email",
    access: "public",
    operationId: "authSignUp",
    summary:
      "Create an account (first and last name required; the `x-captcha` header carries the solved robot check). An existing e-mail answers exactly like a new one.",
    body: signUpSchema,
    answer: { status: 200, schema: userOnly },
    errors: {
      400: [
        "CAPTCHA_REQUIRED",
        "FILL_ALL_FIELDS",
        "INVALID_EMAIL",
        "PASSWORD_TOO_SHORT",
        "PASSWORD_TOO_LONG",
        "BIRTH_DATE_INVALID",
        "GUARDIAN_SELF",
      ],
      403: ["UNDER_MINIMUM_AGE"],
      ...limited,
    },
  },
  {
    method: "post",
    path: "/sign-in/email",
    access: "public",
    operationId: "authSignIn",
    summary:
      "Sign in with e-mail and password; sets the HttpOnly session cookie. Limited per account and address. A wrong password, an unknown e-mail and an address not yet confirmed all answer 401 INVALID_CREDENTIALS (the last also sends the confirmation link again).",
    body: signInSchema,
    answer: { status: 200, schema: z.object({ redirect: z.boolean(), user: userAnswer }) },
    errors: {
      400: ["INVALID_EMAIL"],
      401: ["INVALID_CREDENTIALS"],
      403: ["ACCOUNT_DEACTIVATED"],
      ...limited,
    },
  },
  {
    method: "post",
    path: "/sign-out",
    access: "public",
    operationId: "authSignOut",
    summary: "Sign out: ends the session and clears its cookie",
    body: emptyBody,
    answer: { status: 200, schema: z.object({ success: z.boolean() }) },
    errors: {},
  },
  {
    method: "get",
    path: "/get-session",
    access: "public",
    operationId: "authGetSession",
    summary: "The current session and its user (null when signed out); the token stays in the cookie",
    answer: { status: 200, schema: z.object({ session: sessionAnswer, user: userAnswer }).nullable() },
    errors: {},
  },
  {
    method: "post",
    path: "/request-password-reset",
    access: "public",
    operationId: "authRequestPasswordReset",
    summary: "Send a password-reset e-mail (answers the same whether or not the e-mail has an account)",
    body: passwordResetRequestSchema,
    answer: { status: 200, schema: z.object({ status: z.boolean(), message: z.string() }) },
    errors: { 400: ["INVALID_EMAIL"], ...limited },
  },
  {
    method: "get",
    path: "/reset-password/{token}",
    access: "public",
    operationId: "authResetPasswordLink",
    summary:
      "The link of the reset e-mail: redirects to `callbackURL` with the token (or with ?error=INVALID_TOKEN)",
    query: resetLinkQuerySchema,
    answer: { status: 302 },
    errors: {},
  },
  {
    method: "post",
    path: "/reset-password",
    access: "public",
    operationId: "authResetPassword",
    summary: "Set a new password with the token from the reset e-mail; signs out every session",
    body: resetPasswordSchema,
    answer: { status: 200, schema: statusAnswer },
    errors: { 400: ["INVALID_TOKEN", "PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"], ...limited },
  },
  {
    method: "get",
    path: "/verify-email",
    access: "public",
    operationId: "authVerifyEmail",
    summary:
      "The link of the verification e-mail: confirms the address, signs in and redirects to `callbackURL`",
    query: verifyEmailQuerySchema,
    answer: { status: 302 },
    errors: { ...invalidToken, 401: ["INVALID_TOKEN"] },
  },
  {
    method: "post",
    path: "/send-verification-email",
    access: "public",
    operationId: "authSendVerificationEmail",
    summary: "Send the verification e-mail again (answers the same for any address)",
    body: sendVerificationSchema,
    answer: { status: 200, schema: statusAnswer },
    errors: { 400: ["INVALID_EMAIL"], ...limited },
  },
  {
    method: "post",
    path: "/update-user",
    access: "member",
    operationId: "authUpdateUser",
    summary:
      "Change one's first and last name (the display name follows them) and language; give one's date of birth once (then the desk changes it)",
    body: updateUserSchema,
    answer: { status: 200, schema: statusAnswer },
    errors: {
      400: ["FILL_ALL_FIELDS", "BIRTH_DATE_INVALID"],
      403: ["UNDER_MINIMUM_AGE", "BIRTH_DATE_LOCKED"],
    },
  },
  {
    method: "post",
    path: "/change-password",
    access: "member",
    operationId: "authChangePassword",
    summary: "Change one's password; every other session is signed out",
    body: changePasswordSchema,
    answer: { status: 200, schema: userOnly },
    errors: {
      400: ["WRONG_PASSWORD", "PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG", "FILL_ALL_FIELDS"],
      ...limited,
    },
  },
  {
    method: "post",
    path: "/change-email",
    access: "member",
    operationId: "authChangeEmail",
    summary:
      "Ask to change one's e-mail: the new address receives a verification link and the change is made when it is followed (answers the same when the address is taken)",
    body: changeEmailSchema,
    answer: { status: 200, schema: statusAnswer },
    errors: { 400: ["INVALID_EMAIL", "SAME_EMAIL"], ...limited },
  },
  {
    method: "get",
    path: "/list-sessions",
    access: "member",
    operationId: "authListSessions",
    summary: "One's signed-in sessions (device and address), without their tokens",
    answer: { status: 200, schema: z.array(sessionAnswer) },
    errors: {},
  },
  {
    method: "post",
    path: "/revoke-other-sessions",
    access: "member",
    operationId: "authRevokeOtherSessions",
    summary: "Sign out every session but this one",
    body: emptyBody,
    answer: { status: 200, schema: statusAnswer },
    errors: {},
  },
];

/** The allowed endpoint for a method and a path below /api/auth, if any. */
export function findEndpoint(method: string, path: string): AuthEndpoint | undefined {
  const m = method.toLowerCase() === "head" ? "get" : method.toLowerCase();
  return AUTH_ENDPOINTS.find((e) => e.method === m && matches(e.path, path));
}

function matches(pattern: string, path: string): boolean {
  const a = pattern.split("/");
  const b = path.replace(/\/+$/, "").split("/");
  return a.length === b.length && a.every((seg, i) => (seg.startsWith("{") ? b[i] !== "" : seg === b[i]));
}
