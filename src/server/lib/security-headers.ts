import crypto from "node:crypto";
import { createMiddleware } from "hono/factory";

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
 * Security headers on every answer; a handler that serves a page with inline scripts sets its own
 * Content-Security-Policy with their hashes. HSTS only when the site is served over https.
 */
export function securityHeaders(publicUrl: string) {
  const https = publicUrl.startsWith("https://");
  const policy = contentSecurityPolicy();
  return createMiddleware(async (c, next) => {
    await next();
    try {
      c.res.headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      c.res = new Response(c.res.body, c.res); // a response with immutable headers (a redirect)
    }
    const h = c.res.headers;
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", policy);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    if (https) h.set("Strict-Transport-Security", "max-age=31536000");
  });
}

/**
 * Every /api answer is private to its caller unless its route says otherwise: `no-store` where the
 * route set no Cache-Control of its own (a member's health answers, their bookings, an admin's
 * lists, every refusal), so neither a shared browser's cache nor a proxy keeps a copy. The public
 * answers that may be cached (the studio's details, the photos, the API docs) set their own.
 */
export const privateByDefault = createMiddleware(async (c, next) => {
  await next();
  if (c.res.headers.has("Cache-Control")) return;
  try {
    c.res.headers.set("Cache-Control", "no-store");
  } catch {
    c.res = new Response(c.res.body, c.res); // a response with immutable headers (a redirect)
    c.res.headers.set("Cache-Control", "no-store");
  }
});
