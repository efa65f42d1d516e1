import { and, eq } from "drizzle-orm";
import { hc } from "hono/client";
import { afterAll, beforeAll, expect } from "vitest";
import type { AppType } from "../app";
import { setRoleByEmail } from "../auth/admins";
import type { SqlLogger } from "../db/client";
import {
  classes,
  creditLedger,
  emailOutbox,
  type Reservation,
  reservations,
  type WaitlistEntry,
  waitlistEntries,
} from "../db/schema";
import { ledgerMismatches } from "../domain/credits";
import { fixedClock } from "../platform/clock";
import { createTestApp, type TestApp } from "./factories";
import { type QuickMember, quickMembers } from "./members";
import { TEST_ORIGIN } from "./requests";

/**
 * Calls of the booking API as the browser makes them, for the integration tests: through the typed
 * client the screens use (`hc<AppType>`), from the studio's own origin, so a renamed route or a
 * changed body fails the type check here as it would on the screens.
 */
export function bookingApi(app: AppType) {
  const { api } = hc<AppType>("http://localhost", {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init),
    headers: { origin: TEST_ORIGIN },
  });
  const as = (cookie: string): { headers: Record<string, string> } => ({ headers: { cookie } });
  const day = (date?: string) => (date ? { date } : {});
  return {
    day: (cookie: string, date?: string) => api.booking.day.$get({ query: day(date) }, as(cookie)),
    book: (cookie: string, json: { date: string; time: string; seenCount?: number }) =>
      api.bookings.$post({ json }, as(cookie)),
    cancel: (cookie: string, id: string) => api.bookings[":id"].$delete({ param: { id } }, as(cookie)),
    admin: {
      day: (cookie: string, date?: string) => api.admin.booking.day.$get({ query: day(date) }, as(cookie)),
      reservations: (cookie: string, date: string) =>
        api.admin.reservations.$get({ query: { date } }, as(cookie)),
      book: (cookie: string, json: { email: string; name?: string; date: string; time: string }) =>
        api.admin.reservations.$post({ json }, as(cookie)),
      cancel: (cookie: string, id: string) =>
        api.admin.reservations[":id"].$delete({ param: { id } }, as(cookie)),
      notifications: (cookie: string) => api.admin.notifications.$get({}, as(cookie)),
      deleteNotifications: (cookie: string) => api.admin.notifications.$delete({}, as(cookie)),
      cancellations: (cookie: string, date: string) =>
        api.admin.cancellations.$get({ query: { date } }, as(cookie)),
      sessionsCheck: (cookie: string, date: string) =>
        api.admin["sessions-check"].$get({ query: { date } }, as(cookie)),
      setCapacity: (cookie: string, date: string, capacity: number) =>
        api.admin["slot-capacity"][":date"].$put(
          { param: { date }, query: {}, json: { capacity } },
          as(cookie),
        ),
      capacity: (cookie: string, date: string) =>
        api.admin["slot-capacity"][":date"].$get({ param: { date }, query: {} }, as(cookie)),
      clearCapacity: (cookie: string, date: string) =>
        api.admin["slot-capacity"][":date"].$delete({ param: { date }, query: {} }, as(cookie)),
      closures: (cookie: string) => api.admin.closures.$get({}, as(cookie)),
      addClosure: (cookie: string, json: { startDate: string; endDate: string; note?: string }) =>
        api.admin.closures.$post({ json }, as(cookie)),
      removeClosure: (cookie: string, id: string) =>
        api.admin.closures[":id"].$delete({ param: { id } }, as(cookie)),
      block: (cookie: string, json: { startDate: string; endDate: string; schedule?: string }) =>
        api.admin.blocks.$post({ json }, as(cookie)),
      blocks: (cookie: string) => api.admin.blocks.$get({}, as(cookie)),
      unblock: (cookie: string, batchId: string) =>
        api.admin.blocks[":batchId"].$delete({ param: { batchId } }, as(cookie)),
    },
  };
}

export type BookingTestbed = {
  /** The studio's clock, Monday 2025-09-01 09:00 in Athens unless told otherwise. */
  clock: ReturnType<typeof fixedClock>;
  t: TestApp;
  api: ReturnType<typeof bookingApi>;
  admin: QuickMember;
  /** A new signed-in member holding `sessions` gym sessions until `expiresAt` (a month ahead by default). */
  member: (sessions?: number, expiresAt?: Date | null) => Promise<QuickMember>;
  /** The admin books at the desk; the answer and its parsed body. */
  deskBook: (body: DeskBooking) => Promise<{ res: Response; body: DeskBooked }>;
  /** The member's reservation of a date (any schedule), as stored. */
  bookingOf: (userId: string, date: string) => Promise<Reservation | undefined>;
  /** The member's waitlist entry of a date (any schedule), as stored. */
  entryOf: (userId: string, date: string) => Promise<WaitlistEntry | undefined>;
  /** The credits the member's bookings spent, as the ledger has them. */
  spentBy: (userId: string) => Promise<{ kind: string; delta: number }[]>;
  /** The first e-mail queued to an address: its text and its attachments (a calendar file). */
  firstMailTo: (email: string) => Promise<{ text: string | null; attachments: unknown } | undefined>;
};

type DeskBooking = { email: string; name?: string; date: string; time: string };
type DeskBooked = { reservation: { id: string }; kind: string; sessions: number | null };

/** Monday 2025-09-01 09:00 in Athens (EEST, UTC+3); the server process runs in UTC. */
export const MONDAY_MORNING = "2025-09-01T06:00:00Z";
/** 2025-10-01 23:59:59.999 in Athens: a package valid for the month the tests book in. */
export const VALID_UNTIL = new Date("2025-10-01T20:59:59.999Z");

/**
 * The booking tests' set-up, on the shared helpers: an app on a database of its own with a studio
 * clock, the booking API, an admin and a member factory. Registers the file's beforeAll/afterAll;
 * after the file, every balance must still equal its ledger.
 */
export function bookingTestbed(
  o: {
    start?: string;
    seed?: boolean;
    validUntil?: Date;
    /** The file writes its own class timetable: the seeded week of classes is removed first. */
    ownTimetable?: boolean;
    /** Sees every statement the app sends (`statementCounter`). */
    sqlLogger?: SqlLogger;
  } = {},
): BookingTestbed {
  const clock = fixedClock(o.start ?? MONDAY_MORNING);
  const tb = { clock } as BookingTestbed;
  beforeAll(async () => {
    tb.t = await createTestApp({ clock, seed: o.seed, sqlLogger: o.sqlLogger });
    if (o.ownTimetable) await tb.t.database.db.delete(classes);
    tb.api = bookingApi(tb.t.app);
    [tb.admin] = await quickMembers(tb.t.deps, 1, { sessions: 0, expiresAt: null, prefix: "admin" });
    await setRoleByEmail(tb.t.database.db, tb.admin.email, "owner");
    tb.member = async (sessions = 5, expiresAt = o.validUntil ?? VALID_UNTIL) =>
      (await quickMembers(tb.t.deps, 1, { sessions, expiresAt }))[0]!;
    const db = tb.t.database.db;
    tb.bookingOf = async (userId, date) =>
      (
        await db
          .select()
          .from(reservations)
          .where(and(eq(reservations.userId, userId), eq(reservations.date, date)))
      )[0];
    tb.entryOf = async (userId, date) =>
      (
        await db
          .select()
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.date, date)))
      )[0];
    tb.spentBy = (userId) =>
      db
        .select({ kind: creditLedger.kind, delta: creditLedger.delta })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, "booking")));
    tb.firstMailTo = async (email) =>
      (
        await db
          .select({ text: emailOutbox.textBody, attachments: emailOutbox.attachments })
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, email))
      )[0];
    tb.deskBook = async (body) => {
      const res = await tb.api.admin.book(tb.admin.cookie, body);
      return { res, body: (await res.clone().json()) as DeskBooked };
    };
  });
  afterAll(async () => {
    expect(await ledgerMismatches(tb.t.database.db)).toEqual([]);
    await tb.t.close();
  });
  return tb;
}
