import crypto from "node:crypto";
import http, { type ServerResponse } from "node:http";
import type { Context } from "hono";

/** The 'sha256-…' source of every inline <script> in a page, so the policy allows exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${crypto.createHash("sha256").update(m[1]!).digest("base64")}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy: everything from our own origin only. Styles allow inline (Mantine
 * writes style attributes and <style> tags), images data: and blob: (previews), workers blob:
 * (the robot check's solver), and inline scripts only by the hash of the page's own.
 */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The policy of an /api answer: JSON, a photo, a calendar file, a CSV — nothing a browser runs or
 * loads anything for, so nothing is allowed (OWASP's policy for APIs; a top-level photo still
 * shows). 45 bytes instead of the pages' 268 on every answer (decision 033). The API docs page, the
 * one HTML page under /api, sets the pages' policy with its scripts' hashes.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers as name and value pairs, in the order they are put. */
export type HeaderList = readonly (readonly [string, string])[];

/** The Node response under an answer being made (absent in process: `app.request()`, tests). */
const outgoingOf = (c: Context) => (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;

/** Headers an answer carries unless it sets its own, with their names in lower case to compare. */
export type DefaultHeaders = { readonly list: HeaderList; readonly lower: readonly string[] };

/** Prepared once, at start: a name or value Node would refuse throws here, not at each answer. */
export function defaultHeaders(list: HeaderList): DefaultHeaders {
  for (const [name, value] of list) {
    http.validateHeaderName(name);
    http.validateHeaderValue(name, value);
  }
  return { list, lower: list.map(([name]) => name.toLowerCase()) };
}

const DEFAULTS = Symbol("kinisi.defaultHeaders");
type Outgoing = ServerResponse & { [DEFAULTS]?: DefaultHeaders };
type OutgoingHeaders = Parameters<ServerResponse["writeHead"]>[1];
const nodeWriteHead = http.ServerResponse.prototype.writeHead as (
  this: ServerResponse,
  status: number,
  reasonOrHeaders?: string | OutgoingHeaders,
  headers?: OutgoingHeaders,
) => ServerResponse;

/** Whether `names` holds `lower` in any case. */
function named(names: string[], lower: string): boolean {
  for (const n of names) if (n.length === lower.length && n.toLowerCase() === lower) return true;
  return false;
}

/**
 * `writeHead` of a response with default headers: the answer's own headers and the defaults it
 * does not set itself (by name, in any case), given to Node in one call. Node validates each
 * name and value there as `setHeader` would, without the bookkeeping of a `setHeader` a header
 * before it (decision 033). A header put with `setHeader` beforehand also stands against a
 * default; an answer's headers given as an array go through `setHeader` after the defaults.
 */
function writeHeadWithDefaults(
  this: Outgoing,
  status: number,
  reasonOrHeaders?: string | OutgoingHeaders,
  maybeHeaders?: OutgoingHeaders,
) {
  const reason = typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined;
  const own = reason === undefined ? (reasonOrHeaders as OutgoingHeaders) : maybeHeaders;
  const { list, lower } = this[DEFAULTS]!;
  let headers = own;
  if (Array.isArray(own)) {
    for (const [name, value] of list) if (!this.hasHeader(name)) this.setHeader(name, value);
  } else {
    // One flat list of names and values, which Node takes as it takes an object's entries: built
    // faster than a copy of the object with the defaults' varying names stored into it.
    const record = (own ?? {}) as Record<string, unknown>;
    const names = Object.keys(record);
    const flat: unknown[] = [];
    for (const name of names) flat.push(name, record[name]);
    // Put with setHeader beforehand (lower-cased by Node): none, usually.
    const put = this.getHeaderNames();
    for (let i = 0; i < list.length; i++) {
      const name = lower[i]!;
      if (!named(names, name) && (put.length === 0 || !put.includes(name)))
        flat.push(list[i]![0], list[i]![1]);
    }
    headers = flat as unknown as OutgoingHeaders;
  }
  return reason === undefined
    ? nodeWriteHead.call(this, status, headers)
    : nodeWriteHead.call(this, status, reason, headers);
}

/**
 * Puts headers an answer carries unless it sets its own on Node's response, before the answer is
 * made: the response's `writeHead` adds them to the answer's own headers, and nothing is built or
 * copied afterwards (a fetch `Headers` of the answer cost more than the rest of a small read,
 * decision 033). False in process (no Node response): then `addMissingHeaders` after the answer.
 */
export function putDefaultHeaders(c: Context, headers: DefaultHeaders): boolean {
  const outgoing = outgoingOf(c) as Outgoing | undefined;
  if (!outgoing || outgoing.headersSent) return false;
  outgoing[DEFAULTS] = headers;
  outgoing.writeHead = writeHeadWithDefaults as ServerResponse["writeHead"];
  return true;
}

/** Adds to the answer each of `headers` it does not carry (in process, after the answer is made). */
export function addMissingHeaders(c: Context, headers: DefaultHeaders): void {
  for (const [name, value] of headers.list) {
    if (c.res.headers.has(name)) continue;
    try {
      c.res.headers.set(name, value);
    } catch {
      c.res = new Response(c.res.body, c.res); // a response with immutable headers (a redirect)
      c.res.headers.set(name, value);
    }
  }
}

/**
 * Security headers on every answer, with `policy` as its Content-Security-Policy (the pages'
 * by default); a handler that serves a page with inline scripts sets its own policy with their
 * hashes. HSTS only when the site is served over https.
 */
export function securityHeaders(publicUrl: string, policy = contentSecurityPolicy()): HeaderList {
  const headers: [string, string][] = [
    ["Content-Security-Policy", policy],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
  ];
  if (publicUrl.startsWith("https://")) headers.push(["Strict-Transport-Security", "max-age=31536000"]);
  return headers;
}

/**
 * Every /api answer is private to its caller unless its route says otherwise: `no-store` where the
 * route set no Cache-Control of its own (a member's health answers, their bookings, an admin's
 * lists, every refusal), so neither a shared browser's cache nor a proxy keeps a copy. The public
 * answers that may be cached (the studio's details, the photos, the API docs) set their own.
 */
export const PRIVATE_BY_DEFAULT: HeaderList = [["Cache-Control", "no-store"]];
