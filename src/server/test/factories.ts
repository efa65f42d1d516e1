import crypto from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import type { Role } from "../../shared/domain/roles";
import type { Lang } from "../../shared/i18n";
import { type AppType, createApp } from "../app";
import { setRoleByEmail } from "../auth/admins";
import { buildDeps } from "../bootstrap";
import type { Deps } from "../context";
import type { SqlLogger } from "../db/client";
import { seedDatabase } from "../db/seed";
import { mailBrand } from "../domain/mail-brand";
import { createMailer } from "../mail/mailer";
import { type Clock, systemClock } from "../platform/clock";
import { type Env, loadConfig } from "../platform/config";
import { createLogger } from "../platform/logger";
import { solvedCaptcha } from "./captcha";
import { createTestDatabase, type TestDatabase } from "./db";
import { type CapturedMail, capturingMailer, lastMail, linkIn } from "./mailbox";
import { send, TEST_ORIGIN } from "./requests";

export const TEST_PASSWORD = "correct-horse-battery";

export type TestApp = {
  app: AppType;
  deps: Deps;
  database: TestDatabase;
  /** Every message the app sent, newest last. */
  mail: CapturedMail[];
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** Settings as environment variables, over the test defaults. */
  env?: Partial<Record<keyof Env, string>>;
  clock?: Clock;
  /** Run the first-start seed with the example studio (package catalogue, exercises, closures, announcements). */
  seed?: boolean;
  /** Sees every statement the app sends (`statementCounter`, test/statements.ts). */
  sqlLogger?: SqlLogger;
};

/** The whole API on a database of its own, with a capturing mailer and quiet logs. */
export async function createTestApp(o: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_ORIGIN,
    CAPTCHA_MAX_NUMBER: "1000",
    AUTH_RATE_LIMIT_MAX: "10000",
    LOG_LEVEL: "silent",
    // The tests visit the public pages: their studio is open unless a test says otherwise.
    SITE_OPEN: "true",
    ...o.env,
  });
  const database = await createTestDatabase({ sqlLogger: o.sqlLogger });
  if (o.seed) await seedDatabase(database.db, { example: true });
  const logger = createLogger(config.LOG_LEVEL);
  const inner = createMailer({
    db: database.db,
    logger,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    brand: mailBrand(config, config.publicUrl),
  });
  const { mailer, sent } = capturingMailer(inner);
  const secret = crypto.randomBytes(32).toString("base64url");
  const deps = buildDeps({ config, database, logger, secret, clock: o.clock ?? systemClock, mailer });
  await deps.zone.load(database.db);
  return { app: createApp(deps), deps, database, mail: sent, close: () => database.close() };
}

let emailCounter = 0;
export function uniqueEmail(prefix = "member"): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}.${crypto.randomBytes(3).toString("hex")}@example.com`;
}

/** Solves the robot check as the ALTCHA widget does; the result goes in the `x-captcha` header. */
export async function solveCaptcha(app: AppType): Promise<string> {
  return solvedCaptcha(await app.request("/api/captcha/challenge"));
}

export type SignUpInput = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  language?: Lang;
  /** 'YYYY-MM-DD'; left out when undefined (an account as before the date was asked). */
  birthDate?: string;
  /** The parent's or guardian's address, asked for consent when the date says under the consent age. */
  guardianEmail?: string;
  /** A solved robot check; solved fresh when undefined, left out when null. */
  captcha?: string | null;
};

export async function signUp(app: AppType, input: SignUpInput = {}) {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? TEST_PASSWORD;
  const firstName = input.firstName ?? "Maria";
  const lastName = input.lastName ?? "Papadopoulou";
  const captcha = input.captcha === undefined ? await solveCaptcha(app) : input.captcha;
  const res = await send(
    app,
    "/api/auth/sign-up/email",
    {
      email,
      password,
      name: `${firstName} ${lastName}`.trim(),
      firstName,
      lastName,
      language: input.language ?? "gr",
      ...(input.birthDate ? { birthDate: input.birthDate } : {}),
      ...(input.guardianEmail ? { guardianEmail: input.guardianEmail } : {}),
    },
    { headers: captcha ? { "x-captcha": captcha } : {} },
  );
  return { res, email, password };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie request header. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

export function signIn(app: AppType, email: string, password = TEST_PASSWORD) {
  return send(app, "/api/auth/sign-in/email", { email, password });
}

/** Follows the link of the verification e-mail the user received, then signs in; returns the cookie. */
export async function verifyAndSignIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const verified = await t.app.request(linkIn(lastMail(t.mail, email, "verifyEmail").text));
  if (verified.status >= 400) throw new Error(`verification link answered ${verified.status}`);
  const res = await signIn(t.app, email, password);
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return cookieFrom(res);
}

export type TestUser = { id: string; email: string; password: string; cookie: string };

/** A verified, signed-in member; `cookie` goes in the `cookie` header of later requests. */
export async function createMember(t: TestApp, input: SignUpInput = {}): Promise<TestUser> {
  const { res, email, password } = await signUp(t.app, input);
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = await verifyAndSignIn(t, email, password);
  const me = (await (await t.app.request("/api/me", { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  return { id: me.user.id, email, password, cookie };
}

/** The studio's owner (every capability), signed in. */
export async function createAdmin(t: TestApp, input: SignUpInput = {}): Promise<TestUser> {
  return createStaff(t, "owner", { firstName: "Studio", lastName: "Admin", ...input });
}

/** A signed-in member given a role (a staff role: decision 036). */
export async function createStaff(t: TestApp, role: Role, input: SignUpInput = {}): Promise<TestUser> {
  const member = await createMember(t, { firstName: "Studio", lastName: role, ...input });
  await setRoleByEmail(t.database.db, member.email, role);
  return member;
}

/**
 * The usual set-up of a test file: one app and its admin, made before the file's tests and closed
 * after them. Read them inside tests: `const ctx = appWithAdmin(); … call(ctx.t, "GET", path, ctx.admin.cookie)`.
 */
export function appWithAdmin(o: TestAppOptions = {}): { readonly t: TestApp; readonly admin: TestUser } {
  let app: TestApp | undefined;
  let adminUser: TestUser | undefined;
  beforeAll(async () => {
    app = await createTestApp(o);
    adminUser = await createAdmin(app);
  });
  afterAll(() => app?.close());
  const ready = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error("appWithAdmin: read it inside a test, after beforeAll");
    return v;
  };
  return {
    get t() {
      return ready(app);
    },
    get admin() {
      return ready(adminUser);
    },
  };
}
