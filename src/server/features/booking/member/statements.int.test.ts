import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING, VALID_UNTIL } from "../../../test/booking";
import { send } from "../../../test/requests";
import { statementCounter } from "../../../test/statements";
import { addWeeklyClass, pilatesMember, placesApi } from "../places/test-api";

/**
 * A member's booking holds its slot's (or class's) lock for most of its statements, so each one
 * there is a round trip every other booking of that slot waits for: these budgets fail a change that
 * sends a statement more (the session's read included). Before the lock: the session and its user
 * (their date of birth, name and language), the schedule's row, the studio's ages (the consent
 * check: an adult's consent row is not read) and the studio's identity for the e-mail. Under it:
 * the lock (taken at once when no other booking of the slot holds it), the member's account, the
 * day's one read (a class: then that weekday's classes with the date's changes in one read, and the
 * places taken), the reservation, the balance with its ledger row, the notification and the outbox.
 * The member is an adult who gave a date of birth at sign-up. Monday 2025-09-01 09:00 in Athens.
 */
const counter = statementCounter();
const tb = bookingTestbed({ seed: true, ownTimetable: true, sqlLogger: counter.sqlLogger });

/** The member as one signed up since the date is asked: an adult with a date of birth. */
const adult = async <M extends { id: string }>(m: M): Promise<M> => {
  await tb.t.database.db.update(user).set({ birthDate: "1990-05-01" }).where(eq(user.id, m.id));
  return m;
};

const within = (statements: string[], budget: number) =>
  expect(statements.length, `${statements.length} statements:\n${statements.join("\n")}`).toBeLessThanOrEqual(
    budget,
  );

describe("a member's booking, counted in statements", () => {
  it("books a gym slot within its budget", async () => {
    tb.clock.set(MONDAY_MORNING);
    const m = await adult(await tb.member(5));
    const { result: res, statements } = await counter.during(() =>
      tb.api.book(m.cookie, { date: "2025-09-02", time: "18:00" }),
    );
    expect(res.status).toBe(201);
    within(statements, 12);
  });

  it("books a class with a numbered place within its budget", async () => {
    tb.clock.set(MONDAY_MORNING);
    await addWeeklyClass(tb, { weekday: 2, time: "18:00", capacity: 4 });
    const m = await adult(await pilatesMember(tb, 5, VALID_UNTIL));
    const { result: res, statements } = await counter.during(() =>
      placesApi(tb).book(m, { date: "2025-09-02", time: "18:00" }),
    );
    expect(res.status).toBe(201);
    expect(res.body.reservation.place).toBe(1);
    within(statements, 14);
  });

  it("joins a full class's waitlist within its budget", async () => {
    tb.clock.set(MONDAY_MORNING);
    await addWeeklyClass(tb, { weekday: 3, time: "18:00", capacity: 1 });
    const first = await adult(await pilatesMember(tb, 5, VALID_UNTIL));
    const second = await adult(await pilatesMember(tb, 5, VALID_UNTIL));
    const slot = { date: "2025-09-03", time: "18:00" };
    expect((await placesApi(tb).book(first, slot)).status).toBe(201);
    // Before the lock: the session and its user, the studio's ages, the schedule's row. Under it:
    // the lock, the day's one read (rules, places taken, the member's credits), the class of the
    // date, whether they already wait, the place in line and where it stands.
    const { result: res, statements } = await counter.during(async () =>
      send(
        tb.t.app,
        "/api/waitlist",
        { schedule: "pilates", ...slot },
        { headers: { cookie: second.cookie } },
      ),
    );
    expect(res.status).toBe(201);
    within(statements, 10);
  });
});
