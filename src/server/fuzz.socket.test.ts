import { describe, expect, it } from "vitest";
import { SESSION_COOKIE_SCHEME } from "./auth/guards";
import { HEADER_MAX_BYTES } from "./platform/edge-answers";
import { BODY_MAX_BYTES } from "./platform/input-guards";
import { casesFor, type FuzzCase } from "./test/fuzz-cases";
import { answerProblem, type DocOperation, type OpenApiDoc, operationsOf } from "./test/openapi";
import { newMember, signedInAdmin, socketServer } from "./test/socket";

/**
 * The fuzz of fuzz.int.test.ts sent to the running server (the cases that can differ there): every operation of the
 * OpenAPI document it publishes, as a visitor, a member and an admin, fed hostile input (lone
 * surrogates, NUL, CRLF, huge numbers, prototype keys, wrong types and content types, malformed
 * JSON; see fuzz-cases.ts). Nothing may answer 5xx, and every answer's status, and a refusal's
 * code, must be one the operation declares: the document and the server agree. (That a refusal
 * changes no data is checked in process, where the test reads the database between requests.)
 *
 * Behind a trusted proxy with a new client address per request, so that the per-address limits
 * (which the document declares) do not stand between the fuzz and the validation it aims at.
 */
const s = socketServer({ env: { TRUST_PROXY: "true" } });

type Role = "visitor" | "member" | "admin";

/** Operations that end the caller's own session are sent only without one. */
const ENDS_SESSION = /\/api\/auth\/(sign-out|revoke-)/;
/**
 * Requests Node's HTTP parser refuses before the app: a request line over its 16 KB, answered
 * 431 HEADERS_TOO_LARGE in the API's shape (platform/edge-answers.ts), which every operation declares.
 */
const HEADER_LIMIT = HEADER_MAX_BYTES;
const IN_FLIGHT = 6;

function accessOf(o: DocOperation): "public" | "member" | "admin" {
  const declared = o.op["x-access"];
  // A staff capability: the admin here is the owner, who holds every one (the access test walks each role).
  if (declared) return declared === "public" || declared === "member" ? declared : "admin";
  return o.op.security?.some((sec) => SESSION_COOKIE_SCHEME in sec) ? "member" : "public";
}

/**
 * The cases whose handling can differ on a socket from in process (the same app answers both, and
 * the in-process fuzz sends every case): what Node's HTTP parser and fetch's encoding touch, so
 * every parameter case (encodings, CRLF, sizes of URL and header) and every body that is not plain
 * JSON values (malformed or empty bodies, content types, forms and uploads, CRLF, NUL and lone
 * surrogates, which UTF-8 on the wire changes, and sizes past the body limit). The cases that only
 * change JSON values (types, prototype keys, numbers, random values, a field's bad values) answer
 * the same in process, where fuzz.int.test.ts sends them and also checks that they change no data;
 * of the field cases, the ones the wire encodes (NUL, lone surrogates) are sent for two fields.
 */
const SAME_IN_PROCESS = new Set([
  "body null",
  "body array",
  "body string",
  "body number",
  "missing fields",
  "extra fields",
  "__proto__ key",
  "constructor.prototype key",
  "1e400 in every number",
  "2^64 in every number",
]);
const ENCODED_ON_THE_WIRE = new Set(["a NUL character", "a lone surrogate"]);

function socketCases(o: DocOperation): FuzzCase[] {
  const seen = new Map<string, number>();
  return casesFor(o).filter((c) => {
    if (!c.field) return !SAME_IN_PROCESS.has(c.name) && !/(^| )random /.test(c.name);
    if (/^(path|query|header) /.test(c.field)) return true;
    const what = c.name.slice(c.field.length + 1);
    if (!ENCODED_ON_THE_WIRE.has(what)) return false;
    seen.set(what, (seen.get(what) ?? 0) + 1);
    return seen.get(what)! <= 2;
  });
}

/** The roles the operation lets in get every case; the ones it refuses at the door get a few. */
function plan(o: DocOperation): [Role, FuzzCase][] {
  const access = accessOf(o);
  const all = socketCases(o);
  const denied = (r: Role) =>
    (access === "admin" && r !== "admin") || (access === "member" && r === "visitor");
  const roles: Role[] = ENDS_SESSION.test(o.path) ? ["visitor"] : ["visitor", "member", "admin"];
  return roles.flatMap((r) => (denied(r) ? all.slice(0, 3) : all).map((c) => [r, c] as [Role, FuzzCase]));
}

/**
 * fetch and the answer's body, sent again when the connection it reused was closed under it: the
 * server ends a keep-alive connection whose unread body (a refusal sent before the body was read)
 * it could not drain within half a second, which a loaded machine can make any connection's lot,
 * and a browser sends again on a fresh connection in that case too. The pause before sending again
 * lets the client see the close, so the next try does not take another connection being closed.
 */
async function send(url: string, init: RequestInit): Promise<{ res: Response; text: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, init);
      // The answer's body is read here too: a refusal sent before a large body was read can be
      // followed by the server closing the connection, which cuts the answer's body short.
      return { res, text: await res.text() };
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code ?? "";
      // The closed connection shows as the socket's end, a reset, or a broken pipe while writing.
      if (!["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"].includes(code) || attempt >= 4) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

describe("every operation of the running server's OpenAPI document, fed hostile input", () => {
  it("never answers 5xx, and answers only the statuses and codes the operation declares", async () => {
    const server = s.server;
    const [member, admin] = [await newMember(server), await signedInAdmin(server)];
    const cookies: Record<Role, string | undefined> = {
      visitor: undefined,
      member: member.browser.cookie,
      admin: admin.cookie,
    };
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDoc;
    const work = operationsOf(doc).flatMap((o) => plan(o).map(([role, c]) => ({ o, role, c })));
    const problems: string[] = [];
    let sent = 0;
    let tooLong = 0;
    let next = 0;

    const one = async ({ o, role, c }: (typeof work)[number]) => {
      const url = `${server.url}${c.path}${c.query ? `?${c.query}` : ""}`;
      const where = `${o.key} as ${role}, ${c.name}`;
      const headers: Record<string, string> = {
        origin: server.url,
        "x-forwarded-for": `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        ...c.headers,
      };
      // A body over the limit is refused unread and the server then drains the connection for half a
      // second before closing it: reused, the connection would hold the next case that long and fail
      // it. Such a body goes on a connection of its own, which the client does not reuse.
      if (typeof c.body === "string" && c.body.length > BODY_MAX_BYTES) headers.connection = "close";
      sent += 1;
      const cookie = cookies[role];
      if (cookie) headers.cookie = cookie;
      let res: Response;
      let text: string;
      try {
        ({ res, text } = await send(url, { method: o.method, headers, body: c.body, redirect: "manual" }));
      } catch (err) {
        // Node's HTTP parser refuses a request line over its limit with 431 and closes the
        // connection; a client still sending after the server's linger may miss the answer.
        if (url.length > HEADER_LIMIT) {
          tooLong += 1;
          return;
        }
        // A body over the limit is refused unread; when the client is still sending it after the
        // server's half-second drain (a loaded machine), the server closes the connection instead.
        if (typeof c.body === "string" && c.body.length > BODY_MAX_BYTES) {
          tooLong += 1;
          return;
        }
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        problems.push(`${where}: no answer (${cause?.code ?? cause?.message ?? (err as Error).message})`);
        return;
      }
      if (url.length > HEADER_LIMIT) {
        // Refused by Node's HTTP parser before the app, in the API's shape (judged below).
        tooLong += 1;
        if (res.status !== 431) problems.push(`${where}: a ${url.length}-byte URL answered ${res.status}`);
      }
      const problem = answerProblem(o.op, res.status, text);
      if (problem) problems.push(`${where}: ${problem}`);
    };
    const worker = async () => {
      while (next < work.length) await one(work[next++]!);
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    expect(sent).toBeGreaterThan(1500);
    expect(tooLong).toBeLessThan(sent / 10);
    expect(problems).toEqual([]);
    // The member's and the admin's sessions lasted the whole fuzz (their cases were not all 401).
    // (Through `send`: the connection it reuses may be one the server closed after a refused body.)
    expect((await send(`${server.url}/api/me`, { headers: { cookie: cookies.member! } })).res.status).toBe(
      200,
    );
    expect((await send(`${server.url}/api/me`, { headers: { cookie: cookies.admin! } })).res.status).toBe(
      200,
    );
  }, 300_000);
});
