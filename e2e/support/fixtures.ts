import crypto from "node:crypto";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { E2E_ADMIN, MAIL_HTTP } from "../../playwright.config";

export type Mail = { to: string[]; subject: string; text: string; calendar: string | null };

export const uniqueEmail = (tag = "member") => `${tag}-${crypto.randomUUID().slice(0, 8)}@e2e.kinisi.test`;

/**
 * Holds the mail whose subject holds `subject` at the receiver until `releaseMail()` (at most 20 s,
 * support/mail-catcher.ts): a campaign stays mid-way while a test looks at its progress.
 */
export async function holdMail(subject: string): Promise<void> {
  await fetch(`${MAIL_HTTP}/hold?subject=${encodeURIComponent(subject)}`, { method: "POST" });
}
export async function releaseMail(): Promise<void> {
  await fetch(`${MAIL_HTTP}/release`, { method: "POST" });
}

/** Waits for the newest mail to that address whose subject matches. */
export async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_HTTP}/?to=${encodeURIComponent(to)}`);
        const list = (await res.json()) as Mail[];
        found = list.filter((m) => subject.test(m.subject)).at(-1);
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The mail's first link to follow: the studio's logo in the HTML header is an image, not a link. */
export function linkIn(mail: Mail): string {
  const url = mail.text.match(/https?:\/\/(?![^\s"<>]*\/api\/site\/logo)[^\s"<>]+/)?.[0];
  if (!url) throw new Error(`no link in mail ${mail.subject}`);
  return url;
}

/** What the robot-check widget would send, solved here in Node. */
export async function captchaPayload(request: APIRequestContext): Promise<string> {
  const c = (await (await request.get("/api/captcha/challenge")).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution?.number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString("base64");
}

/**
 * Signs a member up through the API, follows the verification link, and leaves the page (or the
 * request context) signed in.
 */
export async function signUpMember(
  on: Page | APIRequestContext,
  opts: { lang?: "gr" | "en"; firstName?: string; lastName?: string; emailPrefix?: string } = {},
) {
  const request = "request" in on ? on.request : on;
  const email = uniqueEmail(opts.emailPrefix);
  const password = "member-password-1";
  const res = await request.post("/api/auth/sign-up/email", {
    headers: { "x-captcha": await captchaPayload(request) },
    data: {
      email,
      password,
      name: "x",
      firstName: opts.firstName ?? "Μαρία",
      lastName: opts.lastName ?? "Παπαδοπούλου",
      language: opts.lang ?? "gr",
    },
  });
  expect(res.ok()).toBe(true);
  const mail = await waitForMail(email, /email/i);
  await request.get(linkIn(mail));
  return { email, password };
}

export async function logInAsAdmin(page: Page) {
  const res = await page.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
}

/** Sets the interface language before the first page load. */
export async function useLanguage(page: Page, lang: "gr" | "en") {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem("lang-set")) {
      localStorage.setItem("app_language", l);
      sessionStorage.setItem("lang-set", "1");
    }
  }, lang);
}

const PHONE = { width: 360, height: 780 };

/** A browser context at 360 px whose pages open in `lang`. */
export function phoneContext(browser: Browser, lang: "gr" | "en" = "gr"): Promise<BrowserContext> {
  return screenContext(browser, lang, PHONE.width);
}

/** A browser context `width` px wide (a phone's height, or a desk screen's) whose pages open in `lang`. */
export async function screenContext(
  browser: Browser,
  lang: "gr" | "en",
  width: number,
): Promise<BrowserContext> {
  const viewport = width <= PHONE.width ? PHONE : { width, height: 900 };
  const ctx = await browser.newContext({ viewport, reducedMotion: "reduce" });
  await ctx.addInitScript((l) => localStorage.setItem("app_language", l), lang);
  return ctx;
}

/** A signed-in admin's browser context at 360 px, in Greek. */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  const ctx = await phoneContext(browser);
  expect((await ctx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
  return ctx;
}

/** A new member, signed up and verified, on a page of their own at 360 px, in `lang` (Greek). */
export async function newMember(browser: Browser, opts: { firstName?: string; lang?: "gr" | "en" } = {}) {
  const ctx = await phoneContext(browser, opts.lang);
  const page = await ctx.newPage();
  const { email } = await signUpMember(page, opts);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  return { page, email, id: me.user.id, close: () => ctx.close() };
}

/** The desk records a gym package on the member (issue 4's member edit), valid for two months. */
export async function grantGymSessions(admin: APIRequestContext, userId: string, sessions: number) {
  await setPackage(admin, userId, { gymSessions: sessions, packageName: "Pro 16" });
}

/** The desk records Pilates credits on the member, valid for two months (and no gym sessions). */
export async function grantPilatesCredits(admin: APIRequestContext, userId: string, credits: number) {
  await setPackage(admin, userId, { pilatesSessions: credits });
}

/** The desk records a nutrition package on the member, valid for two months. */
export async function grantNutrition(admin: APIRequestContext, userId: string, name = "Διατροφή 1 μήνα") {
  await setPackage(admin, userId, { nutritionName: name });
}

/** The member edit with only the given packages (each valid for two months); the rest cleared. */
async function setPackage(
  admin: APIRequestContext,
  userId: string,
  p: { gymSessions?: number; pilatesSessions?: number; packageName?: string; nutritionName?: string },
) {
  const expires = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const res = await admin.put(`/api/admin/members/${userId}`, {
    data: {
      credits: [
        { kind: "gym", sessions: p.gymSessions ?? 0, expiresOn: p.gymSessions ? expires : "" },
        { kind: "pilates", sessions: p.pilatesSessions ?? 0, expiresOn: p.pilatesSessions ? expires : "" },
      ],
      packageName: p.packageName ?? "",
      nutritionName: p.nutritionName ?? "",
      nutritionExpiresOn: p.nutritionName ? expires : "",
    },
  });
  expect(res.ok()).toBe(true);
}

/** The member asks for the named package through the API; answers the request's id. */
export async function requestPackage(member: APIRequestContext, name: string): Promise<string> {
  const list = (await (await member.get("/api/packages")).json()) as {
    packages: { id: string; name: string }[];
  };
  const pkg = list.packages.find((p) => p.name === name);
  if (!pkg) throw new Error(`no package ${name}`);
  const res = await member.post("/api/package-requests", { data: { packageId: pkg.id } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function approveRequest(admin: APIRequestContext, requestId: string) {
  expect((await admin.post(`/api/admin/package-requests/${requestId}/approve`)).ok()).toBe(true);
}

/** A first name no other test uses, with an accent the admin will not type. */
export const uniqueFirstName = () => `Ερμιόνη${crypto.randomInt(1000, 9999)}${crypto.randomInt(10, 99)}`;

/**
 * Moves the studio's quiet hours (21:00-09:00 by default) six hours away from the present, for a
 * spec whose e-mails must leave at once: a place given from a waitlist is e-mailed after the quiet
 * hours, so the same spec run in the evening waited for a mail due the next morning. Returns what
 * puts them back (call it in `afterAll`).
 */
export async function quietHoursAwayFromNow(browser: Browser): Promise<() => Promise<void>> {
  const ctx = await browser.newContext();
  expect((await ctx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
  const rules = (await (await ctx.request.get("/api/studio-rules")).json()) as {
    quietHours: { from: string; to: string };
    timeZone?: string;
  };
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: rules.timeZone ?? "Europe/Athens",
      hour: "2-digit",
      hourCycle: "h23",
    }).format(new Date()),
  );
  const at = (later: number) => `${String((hour + later) % 24).padStart(2, "0")}:00`;
  const save = async (quietHours: { from: string; to: string }) => {
    const res = await ctx.request.put("/api/admin/studio-rules", {
      data: { rules: { ...rules, quietHours }, outsideBookings: "keep" },
    });
    expect(res.ok()).toBe(true);
  };
  await save({ from: at(6), to: at(7) });
  return async () => {
    await save(rules.quietHours);
    await ctx.close();
  };
}
