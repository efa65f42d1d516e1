import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancellations, reservations } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../test/db";
import { seedMember } from "../../test/members";
import { statementCounter } from "../../test/statements";
import { bookingPersonalData } from "./personal-data";

/**
 * A member's data export finds their bookings and cancellations by their account or by their
 * e-mail in any case (the desk booked for it): the rows it answered before the e-mail indexes, and
 * a plan that reaches them through the indexes rather than by reading every booking ever made.
 */
describe("the bookings' part of a member's data export", () => {
  const counter = statementCounter();
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ sqlLogger: counter.sqlLogger });
  });
  afterAll(async () => database.close());

  const booking = (o: { userId: string | null; email: string; date: string; name: string }) => ({
    kind: o.userId ? ("member" as const) : ("guest" as const),
    userId: o.userId,
    name: o.name,
    email: o.email,
    date: o.date,
    time: "18:00",
  });
  const cancelled = (o: { userId: string | null; email: string; date: string; name: string }) => ({
    reservationId: crypto.randomUUID(),
    userId: o.userId,
    name: o.name,
    email: o.email,
    date: o.date,
    time: "18:00",
    cancelledAt: new Date("2025-09-01T06:00:00Z"),
    serverTimeAtCancellation: new Date("2025-09-01T06:00:00Z"),
    reservationTimeCalculated: new Date(`${o.date}T15:00:00Z`),
    timeDifferenceMinutes: 600,
    sessionWillBeRestored: true,
    cancellationReason: "VALID_CANCELLATION" as const,
  });

  it("answers the member's own rows and those booked for their e-mail, and no one else's", async () => {
    const db = database.db;
    const m = await seedMember(db, {
      firstName: "Ada",
      lastName: "Export",
      email: "ada.export@members.test",
    });
    const other = await seedMember(db, { firstName: "Bo", lastName: "Other" });
    const rows = [
      { userId: m.id, email: m.email, date: "2025-09-02", name: "Ada Export" },
      { userId: null, email: "ADA.Export@members.test", date: "2025-09-03", name: "Ada at the desk" },
      { userId: other.id, email: other.email, date: "2025-09-02", name: "Bo Other" },
      { userId: null, email: "someone@else.test", date: "2025-09-03", name: "A guest" },
    ];
    await db.insert(reservations).values(rows.map(booking));
    await db.insert(cancellations).values(rows.map(cancelled));

    const exported = (await db.transaction((tx) => bookingPersonalData.exportFor(tx, m))) as {
      reservations: { name: string }[];
      cancellations: { name: string }[];
    };
    expect(exported.reservations.map((r) => r.name)).toEqual(["Ada Export", "Ada at the desk"]);
    expect(exported.cancellations.map((r) => r.name)).toEqual(["Ada Export", "Ada at the desk"]);
  });

  it("reaches the rows through the indexes, never by reading every booking", async () => {
    const m = await seedMember(database.db, { firstName: "Cy", lastName: "Plan" });
    const { statements } = await counter.during(() =>
      database.db.transaction((tx) => bookingPersonalData.exportFor(tx, m)),
    );
    const byEmail = statements.filter((s) => /lower\(/.test(s));
    expect(byEmail.map((s) => s.match(/from "(\w+)"/)?.[1])).toEqual(["reservations", "cancellations"]);
    // The tables here are small, where a sequential scan is cheapest: with it priced out, a plan
    // still scans the table only when no index serves the condition.
    const plans = await database.withConnection(async (db) => {
      // The driver's own client, to explain the statement with its parameters bound.
      const client = (db as unknown as { $client: Queryable }).$client;
      await client.query("set enable_seqscan = off");
      try {
        const explained = byEmail.map((text) =>
          client.query(`explain ${text}`, [m.id, m.email.toLowerCase()]),
        );
        return (await Promise.all(explained)).map((p) => p.rows.map((r) => Object.values(r)[0]).join("\n"));
      } finally {
        await client.query("reset enable_seqscan");
      }
    });
    for (const plan of plans) {
      expect(plan).not.toContain("Seq Scan");
      expect(plan).toMatch(/_email_lower_idx/);
    }
  });
});

type Queryable = { query: (text: string, params?: unknown[]) => Promise<{ rows: object[] }> };
