import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE_SCHEME } from "./auth/guards";
import { createAdmin, createMember, createTestApp, type TestApp } from "./test/factories";
import { casesFor, type FuzzCase } from "./test/fuzz-cases";
import { answerProblem, type DocOperation, type OpenApiDoc, operationsOf } from "./test/openapi";
import { TEST_ORIGIN } from "./test/requests";

/**
 * Walks the OpenAPI document and sends every operation, as a visitor, a member and an admin,
 * malformed and hostile input (see fuzz-cases.ts). Nothing may answer 5xx; a refusal (4xx) must
 * carry an error code and change no data. Fixed seed, bounded cases per operation.
 *
 * Failures whose fix belongs to another part of the code are listed in KNOWN_ELSEWHERE with the
 * branch expected to fix them; the test stays strict, and `ALLOW_KNOWN_ELSEWHERE=1` runs it with them
 * tolerated, to see whether anything else is wrong.
 */
const KNOWN_ELSEWHERE: { problem: RegExp; owner: string }[] = [
  // The generic layer: a body that is not JSON, an empty body, a broken upload, a NUL character in
  // any text (body, path or query) reaching the database.
  {
    problem:
      /, (malformed JSON|empty body|text\/plain body|broken multipart|multipart without boundary): 500 /,
    owner: "h-robust",
  },
  { problem: /(a NUL character|NUL in a key|(path|query) \w+ NUL): 500 /, owner: "h-robust" },
];

/** Tables a refused request may change by design: the auth library's rate-limit counters. */
const COUNTERS = new Set(["rate_limit"]);

/** Operations that end the caller's own session are sent only without one. */
const ENDS_SESSION = /\/api\/auth\/(sign-out|revoke-|delete-user|impersonate-user|stop-impersonating)/;

type Role = "visitor" | "member" | "admin";

let t: TestApp;
let cookies: Record<Role, string | undefined>;
let ops: DocOperation[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [member, admin] = [await createMember(t), await createAdmin(t)];
  cookies = { visitor: undefined, member: member.cookie, admin: admin.cookie };
  ops = operationsOf((await (await t.app.request("/api/openapi.json")).json()) as OpenApiDoc);
  const tables = await rows<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  await watchChanges(tables.map((r) => r.name).filter((name) => !COUNTERS.has(name)));
}, 120_000);
afterAll(() => t.close());

async function rows<T>(query: string): Promise<T[]> {
  const result = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** How many transactions changed each table since the test began, as the trigger below tells them. */
const changes = new Map<string, number>();

/**
 * Tells every statement that really changes a row, per table, as a notification this process hears
 * (PGlite delivers a transaction's notifications with its answer, so they have arrived when the
 * request has): whether a request changed data costs no statement of its own. Row triggers see
 * inserts, deletes and updates that change a value; a transaction that rolls back notifies nothing.
 * PostgreSQL folds a transaction's identical notifications into one, so a count is of transactions
 * that changed a table, which is what "did this request change it" needs.
 */
async function watchChanges(tables: string[]) {
  const client = (t.database.db as unknown as { $client: PGlite }).$client;
  if (typeof client.listen !== "function")
    throw new Error("the change watch hears PGlite's notifications: run on PGlite");
  await client.listen("fuzz_changes", (table) => changes.set(table, (changes.get(table) ?? 0) + 1));
  await t.database.db.execute(
    sql.raw(`
      create function fuzz_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
        perform pg_notify('fuzz_changes', tg_table_name);
        return null;
      end $$`),
  );
  for (const name of tables) {
    await t.database.db.execute(
      sql.raw(
        `create trigger fuzz_count after insert or update or delete on "${name}" for each row execute function fuzz_count()`,
      ),
    );
  }
}

/** The change count of every table that changed since the test began. */
const snapshot = () => new Map(changes);

function accessOf(o: DocOperation): "public" | "member" | "admin" {
  const declared = o.op["x-access"];
  // A staff capability: the admin here is the owner, who holds every one (the access test walks each role).
  if (declared) return declared === "public" || declared === "member" ? declared : "admin";
  return o.op.security?.some((s) => SESSION_COOKIE_SCHEME in s) ? "member" : "public";
}

/** The roles the operation lets in get every case; the ones it refuses at the door get a few. */
function plan(o: DocOperation): [Role, FuzzCase[]][] {
  const access = accessOf(o);
  const all = casesFor(o);
  const denied = (r: Role) =>
    (access === "admin" && r !== "admin") || (access === "member" && r === "visitor");
  const roles: Role[] = ENDS_SESSION.test(o.path) ? ["visitor"] : ["visitor", "member", "admin"];
  return roles.map((r) => [r, denied(r) ? all.slice(0, 3) : all]);
}

async function send(c: FuzzCase, cookie: string | undefined, method: string): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...c.headers };
  if (cookie) headers.cookie = cookie;
  const url = c.query ? `${c.path}?${c.query}` : c.path;
  return t.app.request(url, { method, headers, body: c.body });
}

describe("every operation of the OpenAPI document, fed hostile input", () => {
  it("never answers 5xx nor an undeclared status or code, and a refusal changes no data", async () => {
    const problems: string[] = [];
    let sent = 0;
    let before = snapshot();
    for (const o of ops) {
      for (const [role, cases] of plan(o)) {
        for (const c of cases) {
          const res = await send(c, cookies[role], o.method);
          sent += 1;
          const text = await res.text();
          const after = snapshot();
          const where = `${o.key} as ${role}, ${c.name}`;
          const problem = answerProblem(o.op, res.status, text);
          if (problem) problems.push(`${where}: ${problem}`);
          if (res.status >= 400 && res.status < 500) {
            const changed = [...after]
              .filter(([table, sum]) => before.get(table) !== sum)
              .map(([table]) => table);
            if (changed.length > 0)
              problems.push(`${where}: refused ${res.status} but changed ${changed.join(", ")}`);
          }
          before = after;
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    // The watch works: the requests that were accepted did change data.
    expect((await snapshot()).size).toBeGreaterThan(0);
    const allowKnown = process.env.ALLOW_KNOWN_ELSEWHERE === "1";
    const unexpected = problems.filter(
      (p) => !(allowKnown && KNOWN_ELSEWHERE.some((k) => k.problem.test(p))),
    );
    expect(unexpected).toEqual([]);
    // A guard against a hang, not a measure: about a minute on a quiet machine, several on a loaded one.
  }, 600_000);
});
