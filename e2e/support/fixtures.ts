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
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: Mail): string {
  const url = mail.text.match(/https?:\/\/[^\s"<>]+/)?.[0];
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

/** Signs a member up through the API, follows the verification link, and leaves the page signed in. */
export async function signUpMember(page: Page, opts: { lang?: "gr" | "en"; firstName?: string } = {}) {
  const email = uniqueEmail();
  const password = "member-password-1";
  const res = await page.request.post("/api/auth/sign-up/email", {
    headers: { "x-captcha": await captchaPayload(page.request) },
    data: {
      email,
      password,
      name: "x",
      firstName: opts.firstName ?? "Μαρία",
      lastName: "Παπαδοπούλου",
      language: opts.lang ?? "gr",
    },
  });
  expect(res.ok()).toBe(true);
  const mail = await waitForMail(email, /email/i);
  await page.request.get(linkIn(mail));
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

/** A signed-in admin's browser context at 360 px, in Greek. */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: PHONE });
  await ctx.addInitScript(() => localStorage.setItem("app_language", "gr"));
  expect((await ctx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
  return ctx;
}

/** A new member, signed up and verified, on a page of their own at 360 px, in Greek. */
export async function newMember(browser: Browser, opts: { firstName?: string } = {}) {
  const ctx = await browser.newContext({ viewport: PHONE });
  await ctx.addInitScript(() => localStorage.setItem("app_language", "gr"));
  const page = await ctx.newPage();
  const { email } = await signUpMember(page, opts);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  return { page, email, id: me.user.id, close: () => ctx.close() };
}

/** The desk records a gym package on the member (issue 4's member edit), valid for two months. */
export async function grantGymSessions(admin: APIRequestContext, userId: string, sessions: number) {
  const expires = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const res = await admin.put(`/api/admin/members/${userId}`, {
    data: {
      gymSessions: sessions,
      gymExpiresOn: expires,
      pilatesSessions: 0,
      pilatesExpiresOn: "",
      packageName: "Pro 16",
      nutritionName: "",
      nutritionExpiresOn: "",
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
