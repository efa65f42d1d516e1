import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientErrors } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/factories";
import { errorOf, send } from "../../test/requests";
import { CLIENT_ERRORS_KEEP_ROWS, CLIENT_ERRORS_PER_MINUTE } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

const rows = async () => (await t.database.db.select({ n: count() }).from(clientErrors))[0]!.n;
const report = (ip: string, message = "TypeError: x is undefined") =>
  send(t.app, "/api/client-errors", { message, context: "/booking" }, { headers: { "x-forwarded-for": ip } });

describe("POST /api/client-errors", () => {
  it("1,000 anonymous reports from one address keep only a few; another address still reports", async () => {
    const before = await rows();
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => report("203.0.113.7")));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(CLIENT_ERRORS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - CLIENT_ERRORS_PER_MINUTE);
    expect(await rows()).toBe(before + CLIENT_ERRORS_PER_MINUTE);
    expect(await errorOf(await report("203.0.113.7"))).toMatchObject({ status: 429, code: "RATE_LIMITED" });

    expect((await report("198.51.100.9")).status).toBe(204);
  });

  it("refuses fields over their bounds", async () => {
    const res = await report("198.51.100.10", "x".repeat(2001));
    expect(await errorOf(res)).toMatchObject({ status: 400, code: "VALIDATION" });
  });

  it("prunes reports older than 30 days and beyond the newest rows kept", async () => {
    await t.database.db.execute(
      sql`insert into client_errors (message, created_at) select 'old ' || n, now() - interval '40 days' from generate_series(1, 3) n`,
    );
    await t.database.db.execute(
      sql`insert into client_errors (message) select 'recent ' || n from generate_series(1, ${CLIENT_ERRORS_KEEP_ROWS}) n`,
    );
    expect((await report("198.51.100.11")).status).toBe(204);
    expect(await rows()).toBe(CLIENT_ERRORS_KEEP_ROWS);
    const old = await t.database.db.execute(
      sql`select count(*)::int as n from client_errors where message like 'old %'`,
    );
    expect((old.rows[0] as { n: number }).n).toBe(0);
    const newest = await t.database.db.execute(
      sql`select message from client_errors order by id desc limit 1`,
    );
    expect((newest.rows[0] as { message: string }).message).toBe("TypeError: x is undefined");
  });
});
