import { describe, expect, it } from "vitest";
import { statementCounter } from "../../../test/statements";
import { addWeeklyClass, pilatesMember, placesApi } from "../places/test-api";
import { bookingTestbed, MONDAY_MORNING, VALID_UNTIL } from "../test-api";

/**
 * A member's booking holds its slot's (or class's) lock for nearly all of its statements, so each
 * one more is a round trip every other booking of that slot waits for: these budgets fail a change
 * that sends a statement more (the session's read included). Monday 2025-09-01 09:00 in Athens.
 */
const counter = statementCounter();
const tb = bookingTestbed({ seed: true, ownTimetable: true, sqlLogger: counter.sqlLogger });

const within = (statements: string[], budget: number) =>
  expect(statements.length, `${statements.length} statements:\n${statements.join("\n")}`).toBeLessThanOrEqual(
    budget,
  );

describe("a member's booking, counted in statements", () => {
  it("books a gym slot within its budget", async () => {
    tb.clock.set(MONDAY_MORNING);
    const m = await tb.member(5);
    const { result: res, statements } = await counter.during(() =>
      tb.api.book(m.cookie, { date: "2025-09-02", time: "18:00" }),
    );
    expect(res.status).toBe(201);
    // 14 before the guardian-consent check, whose three reads (rules, birth date, consent) run
    // before the class lock is taken.
    within(statements, 17);
  });

  it("books a class with a numbered place within its budget", async () => {
    tb.clock.set(MONDAY_MORNING);
    await addWeeklyClass(tb, { weekday: 2, time: "18:00", capacity: 4 });
    const m = await pilatesMember(tb, 5, VALID_UNTIL);
    const { result: res, statements } = await counter.during(() =>
      placesApi(tb).book(m, { date: "2025-09-02", time: "18:00" }),
    );
    expect(res.status).toBe(201);
    expect(res.body.reservation.place).toBe(1);
    within(statements, 20);
  });
});
