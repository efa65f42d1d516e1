import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Role } from "../../shared/domain/roles";
import { isLang, type Lang } from "../../shared/i18n";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../shared/schemas/account";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { memberAccounts } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import type { Logger } from "../platform/logger";
import { mayStartSession, recordSignIn } from "./account-state";

/** The header our own middleware sets from the socket (or a trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = "x-kinisi-client-ip";
/**
 * The studio's name (URI-encoded) our handler read for a call whose library may send an e-mail, set
 * on the request it forwards (a client's own is dropped): the e-mail leaves beside the answer at
 * once, without a read of its own after it (decision 048).
 */
export const STUDIO_NAME_HEADER = "x-kinisi-studio-name";
/** Sign-in attempts from one address a minute, all accounts together, as a multiple of the per-account limit. */
export const SIGN_IN_PER_ADDRESS_FACTOR = 20;

export type AuthOptions = {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  adminEmails: string[];
  /** The studio's name now (its identity, decision 048), for the e-mails' subjects and signatures. */
  studioName: () => Promise<string>;
  rateLimitMax: number;
  /** Better Auth's own warnings and errors go to our JSON log (silent in tests). */
  logger?: Logger;
  /** The clock of last sign-ins (the retention job reads them). */
  now?: () => Date;
};

export function createAuth(o: AuthOptions) {
  const langOf = (u: { language?: unknown }): Lang => (isLang(u.language) ? u.language : "gr");
  /** The name our handler read for this call, else (a call of our own, without a request) read now. */
  const studioFor = async (request?: Request) => {
    const carried = request?.headers.get(STUDIO_NAME_HEADER);
    return carried ? decodeURIComponent(carried) : o.studioName();
  };
  return betterAuth({
    // The software's name (Better Auth shows it nowhere here); the studio's own is read per e-mail.
    appName: "Kinisi",
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
      // A member changes their e-mail by following the verification link sent to the new address.
      changeEmail: { enabled: true },
      // Never through the library: 'delete my account' erases through Kinisi (decision 015).
      deleteUser: { enabled: false },
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
        language: { type: "string", required: false, defaultValue: "gr", input: true },
        // 'YYYY-MM-DD', checked against the studio's ages by our handler before the library sees it.
        birthDate: { type: "string", required: false, input: true },
        // A role (member "user", or a staff role: shared/domain/roles.ts), set by Kinisi alone
        // (ADMIN_EMAILS make owners, the owner on the members screen, `npm run admin`), never by the user's input.
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up answers the same whether or not the e-mail exists, and log-in waits for verification.
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      // The reset link reached the address, so the address is confirmed: a dependant given a sign-in
      // of their own (family accounts) sets their first password through this link.
      onPasswordReset: async ({ user: reset }) => {
        await o.db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, reset.id));
      },
      // The answer to a sign-up with an existing e-mail must match a real one field for field.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        ...newUserFields(coreFields.email, additionalFields, o.adminEmails),
        id,
      }),
      // The answer stays identical (no enumeration), but the owner of the address learns someone
      // tried, with the ways back in: sign in, or reset the password from the log-in window.
      onExistingUserSignUp: async ({ user }, request) => {
        await o.mailer.send({
          to: user.email,
          lang: langOf(user as { language?: unknown }),
          template: "signUpExisting",
          data: {
            name: user.name,
            signInUrl: `${o.publicUrl}/?login=1`,
            resetUrl: `${o.publicUrl}/?login=reset`,
            studio: await studioFor(request),
          },
        });
      },
      sendResetPassword: async ({ user, url }, request) => {
        await o.mailer.send({
          to: user.email,
          lang: langOf(user as { language?: unknown }),
          template: "resetPassword",
          data: { name: user.name, url, studio: await studioFor(request) },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Sent again by our handler, in the background, when a sign-in meets an unconfirmed address
      // (handler.ts signInAnswer, decision 025): the answer must not take longer than a refusal's.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        await o.mailer.send({
          to: user.email,
          lang: langOf(user as { language?: unknown }),
          template: "verifyEmail",
          data: { name: user.name, url, studio: await studioFor(request) },
        });
      },
    },
    databaseHooks: {
      // A deactivated or erased account starts no session (sign-in, verification link, anything).
      session: {
        create: {
          before: async (s) => {
            if (!(await mayStartSession(o.db, s.userId)))
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_DEACTIVATED",
                message: "Account deactivated",
              });
            return { data: s };
          },
          after: async (s) => {
            await recordSignIn(o.db, s.userId, o.now?.() ?? new Date());
          },
        },
      },
      user: {
        create: {
          before: async (u) => ({ data: { ...u, ...newUserFields(u.email, u, o.adminEmails) } }),
          after: async (u) => {
            await o.db.insert(memberAccounts).values({ userId: u.id }).onConflictDoNothing();
          },
        },
      },
    },
    // No admin plugin: impersonation, bans, user creation and removal are not part of the product
    // (docs/decisions/004-auth-surface.md). Only the endpoints in endpoints.ts are reachable.
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        // Per account and address in our handler (sign-in-limit.ts); here only a wide bound per address.
        "/sign-in/email": { window: 60, max: o.rateLimitMax * SIGN_IN_PER_ADDRESS_FACTOR },
        "/sign-up/email": { window: 60, max: o.rateLimitMax },
        "/request-password-reset": { window: 60, max: o.rateLimitMax },
        "/reset-password": { window: 60, max: o.rateLimitMax },
      },
    },
    advanced: {
      // The library's e-mails (the confirmation link, a reset link, the note to the owner of a taken
      // address) leave beside the answer, not before it, as the library advises: how long a sign-up or
      // a reset request takes then says nothing of whether the address has an account, and no answer
      // waits on the SMTP server (decision 042). The outbox retries a send that fails.
      backgroundTasks: { handler: (task) => void task },
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
    role: adminEmails.includes(email.toLowerCase()) ? "owner" : "user",
  };
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  language: Lang;
  emailVerified: boolean;
  /** What the mail calls them by when given (else `name`). */
  firstName: string;
  /** 'YYYY-MM-DD', or null for an account from before it was asked (the consent check's input). */
  birthDate: string | null;
};
