import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppType, createApp } from "../../app";
import { buildDeps } from "../../bootstrap";
import { type Database, openPostgres } from "../../db/client";
import { RETRY_AFTER_SECONDS, retryOnConnectionLoss } from "../../db/connection-loss";
import { user } from "../../db/schema";
import { TEST_POOL_WAIT_MS, testDatabaseKind } from "../../test/db";
import { createAdmin, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { call, TEST_ORIGIN } from "../../test/requests";

/**
 * Two owners demote each other at the same moment, each on an instance of its own (acceptance
 * runs met `deadlock detected`, a 500, about one round in five): the role change locked the
 * target's row and then every owner's, so each waited for the row the other held. Every answer is
 * one the route declares, and the studio always keeps an owner. A deadlock made on purpose is
 * answered 503 DATABASE_BUSY, and the server's request scope runs the request once more. PGlite runs
 * one transaction at a time, so nothing races there: skipped.
 */
const onPostgres = testDatabaseKind() === "postgres";
const ROUNDS = 40;
let t: TestApp;
let second: Database;
let instances: AppType[];
let a: TestUser;
let b: TestUser;

describe.skipIf(!onPostgres)("two owners demoting each other at once", () => {
  beforeAll(async () => {
    t = await createTestApp();
    second = openPostgres(t.database.url!, 5, undefined, TEST_POOL_WAIT_MS);
    const secret = (await t.deps.auth.$context).secret;
    const deps = buildDeps({ config: t.deps.config, database: second, logger: t.deps.logger, secret });
    instances = [t.app, createApp(deps)];
    a = await createAdmin(t);
    b = await createAdmin(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const bothOwners = () =>
    t.database.db
      .update(user)
      .set({ role: "owner" })
      .where(inArray(user.id, [a.id, b.id]));

  it(`answers no 500 in ${ROUNDS} rounds and always leaves an owner`, async () => {
    const seen: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      await bothOwners();
      const answers = await Promise.all([
        call<{ error?: { code: string } }>(
          { app: instances[0]! },
          "PUT",
          `/api/admin/members/${b.id}/role`,
          a.cookie,
          {
            role: "user",
          },
        ),
        call<{ error?: { code: string } }>(
          { app: instances[1]! },
          "PUT",
          `/api/admin/members/${a.id}/role`,
          b.cookie,
          {
            role: "user",
          },
        ),
      ]);
      for (const r of answers) {
        const key = `${r.status} ${r.body?.error?.code ?? ""}`.trim();
        seen[key] = (seen[key] ?? 0) + 1;
      }
      const owners = await t.database.db.select({ id: user.id }).from(user).where(eq(user.role, "owner"));
      expect(owners.length, `round ${round}`).toBeGreaterThanOrEqual(1);
    }
    // One demotion wins each round; the other is told the last owner stays one (or, had its
    // demotion landed first, that it no longer holds the capability).
    for (const key of Object.keys(seen)) expect(["204", "409 LAST_OWNER", "403 FORBIDDEN"]).toContain(key);
    expect(seen["204"]).toBe(ROUNDS);
  });

  const waitingOnLocks = async () =>
    Number(
      (
        (await t.database.db.execute(
          sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: string }[] }
      ).rows[0]!.n,
    );

  /**
   * A demotion of B by A that meets a deadlock: another transaction holds the owners' last row,
   * lets the demotion lock the first and wait, then asks for the first. That transaction waits the
   * longer before it looks for a deadlock, so the database rolls the demotion's transaction back.
   */
  async function demotionInADeadlock(fetch: (req: Request) => Response | Promise<Response>) {
    await bothOwners();
    const [first, last] = [a.id, b.id].sort();
    let answer: Promise<Response> | undefined;
    await second.db.transaction(async (tx) => {
      await tx.execute(sql`set local deadlock_timeout = '30s'`);
      await tx.execute(sql`select id from "user" where id = ${last} for update`);
      // As a browser sends it: a body of a declared length, which the request scope can replay.
      const body = JSON.stringify({ role: "user" });
      const headers = {
        origin: TEST_ORIGIN,
        cookie: a.cookie,
        "content-type": "application/json",
        "content-length": String(body.length),
      };
      answer = Promise.resolve(
        fetch(new Request(`${TEST_ORIGIN}/api/admin/members/${b.id}/role`, { method: "PUT", headers, body })),
      );
      for (let i = 0; i < 200 && (await waitingOnLocks()) === 0; i++)
        await new Promise((r) => setTimeout(r, 25));
      expect(await waitingOnLocks()).toBe(1);
      await tx.execute(sql`select id from "user" where id = ${first} for update`);
    });
    return answer!;
  }

  it("answers a deadlock 503 DATABASE_BUSY with Retry-After, and under the server's scope runs it once more", async () => {
    const refused = await demotionInADeadlock((req) => instances[0]!.fetch(req));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({ error: { code: "DATABASE_BUSY", params: {} } });

    const retried = await demotionInADeadlock(retryOnConnectionLoss(instances[0]!.fetch, t.deps.logger));
    expect(retried.status).toBe(204);
    const [row] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, b.id));
    expect(row!.role).toBe("user");
  });
});
