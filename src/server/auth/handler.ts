import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { can } from "../../shared/domain/roles";
import { isErrorCode } from "../../shared/errors";
import { tokenSchema } from "../../shared/schemas/account";
import type { AppEnv } from "../context";
import { studioName } from "../domain/studio-identity";
import { checkInput } from "../platform/input-guards";
import { ageRefusal, askGuardianBeside } from "./age-checks";
import { asApiAnswer, refusal } from "./answers";
import { CLIENT_IP_HEADER, STUDIO_NAME_HEADER } from "./auth";
import { type AuthEndpoint, findEndpoint } from "./endpoints";
import { registerAuthPaths } from "./openapi";
import { consumeSignIn } from "./sign-in-limit";

/** No auth call needs more: a name, an e-mail, two passwords and a link fit many times over. */
export const AUTH_BODY_MAX = 16 * 1024;

/**
 * Better Auth's endpoints under /api/auth, behind our own checks: only the endpoints the product
 * uses (endpoints.ts), each body validated with its shared schema before the library sees it, the
 * robot check on sign-up, the sign-in limit per account and address, and every answer in the API's
 * shape without session tokens. Published in the OpenAPI document from the same table.
 */
export function authHandler() {
  const app = new OpenAPIHono<AppEnv>();
  registerAuthPaths(app.openAPIRegistry);
  app.use(
    "/*",
    bodyLimit({
      maxSize: AUTH_BODY_MAX,
      onError: () => refusal(413, "PAYLOAD_TOO_LARGE", { maxKb: AUTH_BODY_MAX / 1024 }),
    }),
  );
  app.all("/*", async (c) => {
    const path = c.req.path.slice("/api/auth".length);
    const endpoint = findEndpoint(c.req.method, path);
    if (!endpoint) return refusal(404, "NOT_FOUND");
    if (endpoint.access !== "public") {
      const user = await c.get("loadUser")();
      if (!user) return refusal(401, "UNAUTHORIZED");
      if (endpoint.access !== "member" && !can(user.role, endpoint.access)) return refusal(403, "FORBIDDEN");
    }
    // The input every route refuses alike (NUL, lone surrogates, JSON that does not parse), after
    // the access check as on every other route.
    const unfit = await checkInput(c);
    if (unfit) return unfit;
    // A tagged result, not `instanceof Response`: @hono/node-server replaces the global Response
    // on a running server, so the check held in process and failed on the socket.
    const read = await readInput(c, endpoint, path);
    if ("refused" in read) return read.refused;
    const { input } = read;
    // The guardian's address is Kinisi's, not the library's: asked once the account exists.
    const guardianEmail = input.body?.guardianEmail;
    const early = await beforeLibrary(c, endpoint, input);
    if (early) return early;
    if (input.body) delete input.body.guardianEmail;
    const deps = c.get("deps");
    // Read for every such call alike (a known address or not), before the library: its e-mail then
    // leaves beside the answer with nothing left to read (decision 048).
    const studio = MAY_MAIL.has(endpoint.path) ? await studioName(deps.database.db, deps.config) : null;
    const answer = await deps.auth.handler(forwarded(c, path, input, studio));
    // Beside the answer, as the library's own mails (decision 042): how long a sign-up takes must not
    // tell a new address from one with an account.
    if (endpoint.path === "/sign-up/email") askGuardianBeside(c, answer.clone(), guardianEmail);
    if (endpoint.path === "/sign-in/email") {
      const refused = await signInRefusal(c, answer, input);
      if (refused) return refused;
    }
    return asApiAnswer(answer);
  });
  return app;
}

/**
 * A refused sign-in answers one way, whatever the reason (decision 025): a wrong password, an
 * unknown address, and the right password of an account whose address is not confirmed yet all
 * answer 401 INVALID_CREDENTIALS, built here from nothing so that no header or byte differs.
 * Otherwise "sign up, then sign in with the password just chosen" would tell a free address
 * (403 EMAIL_NOT_VERIFIED) from a taken one (401). The new member who signs in too early is sent
 * the confirmation link again, in the background so the answer takes no longer than a wrong
 * password's; the log-in window's sentence reminds them to confirm.
 */
async function signInRefusal(c: Context<AppEnv>, answer: Response, input: Input): Promise<Response | null> {
  if (answer.status !== 401 && answer.status !== 403) return null;
  const code = await answer
    .clone()
    .json()
    .then((b: { code?: unknown }) => b.code)
    .catch(() => undefined);
  if (code !== "INVALID_EMAIL_OR_PASSWORD" && code !== "EMAIL_NOT_VERIFIED") return null;
  if (code === "EMAIL_NOT_VERIFIED" && input.body) {
    const { auth, logger } = c.get("deps");
    const email = String(input.body.email);
    const callbackURL = typeof input.body.callbackURL === "string" ? input.body.callbackURL : undefined;
    void auth.api
      .sendVerificationEmail({ body: { email, ...(callbackURL ? { callbackURL } : {}) } })
      .catch((err: unknown) => logger.error({ err }, "the confirmation link could not be sent again"));
  }
  return refusal(401, "INVALID_CREDENTIALS");
}

type Input = { body?: Record<string, unknown> };

/** The calls whose library may send an e-mail naming the studio. */
const MAY_MAIL = new Set([
  "/sign-up/email",
  "/request-password-reset",
  "/send-verification-email",
  "/change-email",
]);

/** The validated body (or query) of a call, or the refusal answering it. */
async function readInput(
  c: Context<AppEnv>,
  endpoint: AuthEndpoint,
  path: string,
): Promise<{ input: Input } | { refused: Response }> {
  // A token in the path (a reset link's) is bounded as the document says.
  if (endpoint.path.endsWith("/{token}")) {
    const token = tokenSchema.safeParse(path.replace(/\/+$/, "").split("/").pop());
    if (!token.success) return { refused: invalid(token.error) };
  }
  if (endpoint.query) {
    const parsed = endpoint.query.safeParse(c.req.query());
    return parsed.success ? { input: {} } : { refused: invalid(parsed.error) };
  }
  if (!endpoint.body) return { input: {} };
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== "") {
    if (!c.req.header("content-type")?.includes("application/json"))
      return { refused: refusal(415, "UNSUPPORTED_MEDIA_TYPE") };
    try {
      raw = JSON.parse(text);
    } catch {
      return { refused: refusal(400, "MALFORMED_BODY") };
    }
  }
  const parsed = endpoint.body.safeParse(raw);
  if (!parsed.success) return { refused: invalid(parsed.error) };
  return { input: { body: parsed.data as Record<string, unknown> } };
}

/** A schema's refusal: its first own code (e.g. PASSWORD_TOO_SHORT), else VALIDATION with the issues. */
function invalid(error: z.ZodError): Response {
  const own = error.issues.find((i) => isErrorCode(i.message) && i.message !== "VALIDATION");
  if (own && isErrorCode(own.message)) return refusal(400, own.message);
  const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  return refusal(400, "VALIDATION", { issues });
}

/** What each endpoint needs on top of its schema; an answer here stops the call. */
async function beforeLibrary(c: Context<AppEnv>, endpoint: AuthEndpoint, input: Input) {
  const deps = c.get("deps");
  const body = input.body;
  if (!body) return null;
  if (endpoint.path === "/sign-up/email" || endpoint.path === "/update-user") {
    // The display name is always the first and last names joined.
    body.name = `${body.firstName} ${body.lastName}`;
    const tooYoung = await ageRefusal(c, endpoint.path, body);
    if (tooYoung) return tooYoung;
  }
  if (endpoint.path === "/sign-up/email") {
    // Fields first (above), so a form with a missing name does not spend the robot-check solution.
    if (!(await deps.captcha.verify(c.req.header("x-captcha")))) return refusal(400, "CAPTCHA_REQUIRED");
  }
  if (endpoint.path === "/change-password") body.revokeOtherSessions = true;
  if (endpoint.path === "/change-email") {
    const user = await c.get("loadUser")();
    if (user && user.email === body.newEmail) return refusal(400, "SAME_EMAIL");
  }
  if (endpoint.path === "/sign-in/email") {
    const wait = await consumeSignIn(deps.database.db, {
      email: String(body.email),
      ip: c.get("clientIp"),
      max: deps.config.AUTH_RATE_LIMIT_MAX,
      now: deps.clock.now(),
    });
    if (wait !== null) {
      const res = refusal(429, "RATE_LIMITED", { retryAfter: wait });
      res.headers.set("retry-after", String(wait));
      return res;
    }
  }
  return null;
}

/** The request the library sees: the path we matched, the validated body, our client address. */
function forwarded(c: Context<AppEnv>, path: string, input: Input, studio: string | null): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
  headers.delete(STUDIO_NAME_HEADER);
  if (studio !== null) headers.set(STUDIO_NAME_HEADER, encodeURIComponent(studio));
  headers.delete("content-length");
  const url = new URL(c.req.url);
  url.pathname = `/api/auth${path}`;
  if (input.body === undefined) return new Request(url, { method: c.req.method, headers });
  headers.set("content-type", "application/json");
  return new Request(url, { method: c.req.method, headers, body: JSON.stringify(input.body) });
}
