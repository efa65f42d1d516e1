import { describe, expect, it } from "vitest";
import { createLogger } from "../platform/logger";
import { currentScope, RETRY_AFTER_SECONDS, retryOnConnectionLoss, statementKind } from "./connection-loss";
import {
  connectionLossOf,
  isConnectionLoss,
  isTransientDatabaseError,
  transactionConflictOf,
} from "./database-errors";

describe("what a statement can change (decision 027's retry rule)", () => {
  it("knows transaction control, reads, and counts anything else as a write", () => {
    expect(statementKind("begin")).toBe("begin");
    expect(statementKind("  BEGIN ISOLATION LEVEL SERIALIZABLE")).toBe("begin");
    expect(statementKind("commit")).toBe("commit");
    expect(statementKind("rollback")).toBe("rollback");
    expect(statementKind("rollback to savepoint sp1")).toBe("read");
    expect(statementKind("savepoint sp1")).toBe("read");
    expect(statementKind('select "id" from "user" for update')).toBe("read");
    expect(statementKind('insert into "reservations" values ($1)')).toBe("write");
    expect(statementKind('update "member_accounts" set x = 1')).toBe("write");
    expect(statementKind("with moved as (delete from t returning *) select * from moved")).toBe("write");
    expect(statementKind("selectivity_probe()")).toBe("write");
  });
});

describe("a dropped connection", () => {
  it("is found inside Drizzle's wrapper and by node-postgres's own words", () => {
    const terminated = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    const wrapped = new Error("Failed query: select 1", { cause: terminated });
    expect(connectionLossOf(wrapped)).toBe(terminated);
    expect(isConnectionLoss(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isConnectionLoss(new Error("Client has encountered a connection error and is not queryable")),
    ).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error("connect"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isConnectionLoss(new Error("SLOT_FULL"))).toBe(false);
  });
});

describe("a transaction the database rolled back (deadlock, serialization failure)", () => {
  const deadlock = () =>
    new Error("Failed query: update", {
      cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }),
    });
  const logger = createLogger("silent");
  // The app's onError answer to the deadlock.
  const busy = () =>
    new Response(JSON.stringify({ error: { code: "DATABASE_BUSY", params: {} } }), {
      status: 503,
      headers: { "content-type": "application/json", "retry-after": String(RETRY_AFTER_SECONDS) },
    });

  /** A fetch that fails on a deadlock as the app does (its onError records it) the first `n` times. */
  function failing(n: number, o: { wroteFirst?: boolean; status?: number } = {}) {
    let runs = 0;
    const fetch = async (_req: Request) => {
      runs += 1;
      if (runs > n) return new Response(null, { status: 204 });
      const scope = currentScope()!;
      if (o.wroteFirst) scope.mayHaveChanged = true;
      scope.conflict ??= deadlock();
      return o.status ? new Response("{}", { status: o.status }) : busy();
    };
    return { fetch, runs: () => runs };
  }
  const put = () =>
    new Request("http://kinisi.test/api/admin/members/x/role", {
      method: "PUT",
      headers: { "content-type": "application/json", "content-length": "15" },
      body: '{"role":"user"}',
    });

  it("is told apart from other errors, wherever Drizzle wrapped it", () => {
    expect(transactionConflictOf(deadlock())?.message).toBe("deadlock detected");
    expect(isTransientDatabaseError(Object.assign(new Error("could not serialize"), { code: "40001" }))).toBe(
      true,
    );
    expect(isTransientDatabaseError(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(
      false,
    );
  });

  it("runs the request once more when it changed nothing", async () => {
    const app = failing(1);
    const res = await retryOnConnectionLoss(app.fetch, logger)(put());
    expect(res.status).toBe(204);
    expect(app.runs()).toBe(2);
  });

  it("answers 503 DATABASE_BUSY with Retry-After when it fails again, never a 500", async () => {
    for (const status of [undefined, 500]) {
      const app = failing(2, { status });
      const res = await retryOnConnectionLoss(app.fetch, logger)(put());
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
      expect(await res.json()).toEqual({ error: { code: "DATABASE_BUSY", params: {} } });
      expect(app.runs()).toBe(2);
    }
  });

  it("is not run again after something else it did was written", async () => {
    const app = failing(1, { wroteFirst: true, status: 500 });
    const res = await retryOnConnectionLoss(app.fetch, logger)(put());
    expect(res.status).toBe(503);
    expect(app.runs()).toBe(1);
  });
});
