import { describe, expect, it } from "vitest";
import { connectionLossOf, isConnectionLoss, statementKind } from "./connection-loss";

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
