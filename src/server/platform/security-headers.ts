import crypto from "node:crypto";
import http from "node:http";
import type { Context } from "hono";

/**
 * The 'sha256-…' source of every inline <script> in a page, so the policy allows exactly those. A
 * data block (`type="application/json"`: the answers a page carries for its first draw) runs nothing
 * and needs none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(
    /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g,
  )) {
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
 * shows). The API docs page, the
 * one HTML page under /api, sets the pages' policy with its scripts' hashes.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers as name and value pairs, in the order they are put. */
export type HeaderList = readonly (readonly [string, string])[];

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

/** Adds to the answer each of `headers` it does not carry, after the answer is made. */
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
