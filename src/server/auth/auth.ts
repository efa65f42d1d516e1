import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { isLang, type Lang } from "../../shared/i18n";
import { PASSWORD_MIN } from "../../shared/schemas/account";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { memberAccounts } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";

/** The header our own middleware sets from the socket (or a trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = "x-kinisi-client-ip";
export const PASSWORD_MAX = 128;

export type AuthOptions = {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  adminEmails: string[];
  studioName: string;
  rateLimitMax: number;
  /** Better Auth's own warnings and errors go to our JSON log (silent in tests). */
  logger?: Logger;
};

export function createAuth(o: AuthOptions) {
  const langOf = (u: { language?: unknown }): Lang => (isLang(u.language) ? u.language : "gr");
  return betterAuth({
    appName: o.studioName,
    baseURL: o.publicUrl,
    basePath: "/api/auth",
    secret: o.secret,
    trustedOrigins: [o.publicUrl],
    logger: o.logger && {
      level: "warn",
      log: (level, message, ...args) =>
        o.logger![level]({ component: "auth", details: args.length ? args : undefined }, message),
    },
    database: drizzleAdapter(o.db, { provider: "pg", schema, transaction: false }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
        language: { type: "string", required: false, defaultValue: "gr", input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up answers the same whether or not the e-mail exists, and log-in waits for verification.
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      // The answer to a sign-up with an existing e-mail must match a real one field for field.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        ...newUserFields(coreFields.email, additionalFields, o.adminEmails),
        id,
      }),
      sendResetPassword: async ({ user, url }) => {
        await o.mailer.send({
          to: user.email,
          lang: langOf(user as { language?: unknown }),
          template: "resetPassword",
          data: { name: user.name, url, studio: o.studioName },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await o.mailer.send({
          to: user.email,
          lang: langOf(user as { language?: unknown }),
          template: "verifyEmail",
          data: { name: user.name, url, studio: o.studioName },
        });
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (u) => ({ data: { ...u, ...newUserFields(u.email, u, o.adminEmails) } }),
          after: async (u) => {
            await o.db.insert(memberAccounts).values({ userId: u.id }).onConflictDoNothing();
          },
        },
      },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: o.rateLimitMax },
        "/sign-up/email": { window: 60, max: o.rateLimitMax },
        "/request-password-reset": { window: 60, max: o.rateLimitMax },
        "/reset-password": { window: 60, max: o.rateLimitMax },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: o.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

/** What Kinisi derives for a new user from the sign-up fields (names trimmed, language, role). */
function newUserFields(email: string, input: Record<string, unknown>, adminEmails: string[]) {
  const firstName = typeof input.firstName === "string" ? input.firstName.trim() : "";
  const lastName = typeof input.lastName === "string" ? input.lastName.trim() : "";
  return {
    firstName,
    lastName,
    name: [firstName, lastName].filter(Boolean).join(" ") || email,
    language: isLang(input.language) ? input.language : "gr",
    role: adminEmails.includes(email.toLowerCase()) ? "admin" : "user",
  };
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: "admin" | "user";
  language: Lang;
  emailVerified: boolean;
};
