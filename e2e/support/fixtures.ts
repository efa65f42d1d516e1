import crypto from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { E2E_ADMIN, MAIL_HTTP } from "../../playwright.config";

export type Mail = { to: string[]; subject: string; text: string };

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
