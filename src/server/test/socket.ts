import crypto from "node:crypto";
import type { Role } from "../../shared/domain/roles";
import { solvedCaptcha } from "./captcha";
import { mimeHeader, mimePart } from "./mime";
import { MEMBER_PASSWORD, type SocketServer } from "./socket-server";

/** The socket layer's requests, e-mails and members; its servers are socket-server.ts's. */
export * from "./socket-server";

export type Answer<T = unknown> = { status: number; headers: Headers; text: string; body: T };

export type RequestOptions = {
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  /** Sent as it is, with the content type the headers give (JSON by default). */
  raw?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** The Origin header: the server's own by default, null for none. */
  origin?: string | null;
};

/**
 * A browser's side of the conversation: keeps the cookies the server sets and sends them back,
 * with the studio's own Origin on every request (as the client's fetch does on writes).
 */
export class Browser {
  private cookies = new Map<string, string>();
  constructor(readonly server: SocketServer) {}

  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request<T = any>(method: string, pathOrUrl: string, o: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    const origin = o.origin === undefined ? this.server.url : o.origin;
    if (origin !== null) headers.origin = origin;
    if (this.cookies.size) headers.cookie = this.cookie;
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (o.raw !== undefined) {
      body = o.raw;
      headers["content-type"] = "application/json";
    } else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers["content-type"] = "application/json";
    }
    Object.assign(headers, o.headers);
    const url = pathOrUrl.startsWith("http") ? pathOrUrl : `${this.server.url}${pathOrUrl}`;
    const res = await fetch(url, { method, headers, body, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if (res.headers.get("content-type")?.includes("json") && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: res.status, headers: res.headers, text, body: parsed as T };
  }

  get = <T = any>(p: string, o?: RequestOptions) => this.request<T>("GET", p, o);
  post = <T = any>(p: string, body?: unknown, o?: RequestOptions) =>
    this.request<T>("POST", p, { body, ...o });
  put = <T = any>(p: string, body?: unknown, o?: RequestOptions) => this.request<T>("PUT", p, { body, ...o });
  patch = <T = any>(p: string, body?: unknown, o?: RequestOptions) =>
    this.request<T>("PATCH", p, { body, ...o });
  delete = <T = any>(p: string, o?: RequestOptions) => this.request<T>("DELETE", p, o);
}

/** The error code of a refusal (`{ error: { code } }`), or undefined. */
export function codeOf(a: Answer): string | undefined {
  return (a.body as { error?: { code?: string } } | undefined)?.error?.code;
}

/** Solves the robot check as the ALTCHA widget does, for the `x-captcha` header. */
export async function captcha(server: SocketServer): Promise<string> {
  return solvedCaptcha(await fetch(`${server.url}/api/captcha/challenge`));
}

export function uniqueEmail(tag = "member"): string {
  return `${tag}-${crypto.randomBytes(5).toString("hex")}@socket.kinisi.test`;
}

/** Waits (up to 15 s) for a message to that address whose text matches, and returns its text. */
export async function waitForMail(server: SocketServer, to: string, match: RegExp = /./): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = server.mail.inbox
      .filter((m) => m.to.includes(to.toLowerCase()))
      .map((m) => `${mimeHeader(m.raw)}\n${mimePart(m.raw) ?? ""}`)
      .filter((t) => match.test(t))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${match}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** How many messages reached that address so far. */
export const mailCount = (server: SocketServer, to: string) =>
  server.mail.inbox.filter((m) => m.to.includes(to.toLowerCase())).length;

export function firstLink(text: string): string {
  const url = text.match(/https?:\/\/[^\s"<>]+/)?.[0];
  if (!url) throw new Error(`no link in:\n${text}`);
  return url;
}

/** The sign-up form's call: the robot check solved, the member's names and language. */
export async function signUpCall(
  b: Browser,
  o: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    language?: "gr" | "en";
  } = {},
) {
  const email = o.email ?? uniqueEmail();
  const password = o.password ?? MEMBER_PASSWORD;
  const firstName = o.firstName ?? "Μαρία";
  const lastName = o.lastName ?? "Παπαδοπούλου";
  const res = await b.post(
    "/api/auth/sign-up/email",
    { email, password, name: `${firstName} ${lastName}`, firstName, lastName, language: o.language ?? "gr" },
    { headers: { "x-captcha": await captcha(b.server) } },
  );
  return { res, email, password };
}

export type SocketMember = { browser: Browser; id: string; email: string; password: string };

/** A member signed up through the API, verified from the e-mail's link, and signed in. */
export async function newMember(
  server: SocketServer,
  o: Parameters<typeof signUpCall>[1] = {},
): Promise<SocketMember> {
  const browser = new Browser(server);
  const { res, email, password } = await signUpCall(browser, o);
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${res.text}`);
  const verify = await browser.get(firstLink(await waitForMail(server, email, /verify|επιβεβαί/i)));
  if (verify.status >= 400)
    throw new Error(`the verification link answered ${verify.status}: ${verify.text}`);
  const signIn = await browser.post("/api/auth/sign-in/email", { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.text}`);
  const me = await browser.get<{ user: { id: string } }>("/api/me");
  return { browser, id: me.body.user.id, email, password };
}

/** The studio's first owner (ADMIN_EMAILS with ADMIN_INITIAL_PASSWORD), signed in. */
export async function signedInAdmin(server: SocketServer): Promise<Browser> {
  const browser = new Browser(server);
  const res = await browser.post("/api/auth/sign-in/email", server.admin);
  if (res.status !== 200) throw new Error(`the admin's sign-in answered ${res.status}: ${res.text}`);
  return browser;
}

/** A new member the owner gives a staff role through the members screen's operation, signed in. */
export async function signedInStaff(server: SocketServer, role: Role, owner?: Browser): Promise<Browser> {
  const staff = await newMember(server);
  const res = await (owner ?? (await signedInAdmin(server))).put(`/api/admin/members/${staff.id}/role`, {
    role,
  });
  if (res.status !== 204) throw new Error(`the role change answered ${res.status}: ${res.text}`);
  return staff.browser;
}

/**
 * A request sent with node:http, for what fetch will not send: a Host header of the sender's
 * choosing (fetch sets Host from the URL). Answers the status, the headers and the body's text.
 */
export async function rawHttp(
  server: SocketServer,
  o: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { request } = await import("node:http");
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method: o.method, path: o.path, headers: o.headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(o.body);
  });
}
