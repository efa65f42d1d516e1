import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { isLang, type Lang } from "../../shared/i18n";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { memberAccounts } from "../db/schema";
import type { Mailer } from "../mail/mailer";

/** The header our own middleware sets from the socket (or a trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = "x-kinisi-client-ip";
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type AuthOptions = {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  adminEmails: string[];
  studioName: string;
  rateLimitMax: number;
};

export function createAuth(o: AuthOptions) {
  const langOf = (u: { language?: unknown }): Lang => (isLang(u.language) ? u.language : "gr");
  return betterAuth({
    appName: o.studioName,
    baseURL: o.publicUrl,
    basePath: "/api/auth",
    secret: o.secret,
    trustedOrigins: [o.publicUrl],
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
          before: async (u) => {
            const data = u as typeof u & { firstName?: string; lastName?: string; language?: string };
            const firstName = (data.firstName ?? "").trim();
            const lastName = (data.lastName ?? "").trim();
            return {
              data: {
                ...u,
                firstName,
                lastName,
                name: [firstName, lastName].filter(Boolean).join(" ") || u.email,
                language: isLang(data.language) ? data.language : "gr",
                role: o.adminEmails.includes(u.email.toLowerCase()) ? "admin" : "user",
              },
            };
          },
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

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: "admin" | "user";
  language: Lang;
  emailVerified: boolean;
};
