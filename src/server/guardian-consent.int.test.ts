import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, user } from "./db/schema";
import { fitnessForm, questionnaireApi } from "./features/questionnaires/test-api";
import { bookingTestbed } from "./test/booking";
import { lastMail, linkIn } from "./test/mailbox";
import { gymSessions } from "./test/members";
import { call } from "./test/requests";
import { setRules } from "./test/studio-rules";

// Monday 2025-09-01 09:00 at the studio (Athens).
const tb = bookingTestbed();
const TUESDAY = { date: "2025-09-02", time: "10:00" };

type Mine = { standing: string; age: number | null; consent: { status: string; guardian: string } | null };
type Err = { error: { code: string; params: Record<string, unknown> } };

/** A member holding 5 gym sessions, born on that date. */
async function memberBorn(birthDate: string | null) {
  const m = await tb.member(5);
  await tb.t.database.db.update(user).set({ birthDate }).where(eq(user.id, m.id));
  return m;
}

const askGuardian = (cookie: string, guardianEmail: string) =>
  call<Mine & Err>(tb.t, "POST", "/api/me/guardian-consent", cookie, { guardianEmail });
const mine = (cookie: string) => call<Mine>(tb.t, "GET", "/api/me/guardian-consent", cookie);
/** The token of the newest link mailed to the guardian. */
const tokenFor = (guardian: string) =>
  linkIn(lastMail(tb.t.mail, guardian, "guardianConsent").text)
    .split("/")
    .pop()!;
const decide = (token: string, decision: "confirm" | "decline" | "withdraw") =>
  call<{ status: string; cancelledBookings: number } & Err>(
    tb.t,
    "POST",
    `/api/guardian-consent/${token}`,
    undefined,
    {
      decision,
    },
  );
const book = (cookie: string) => call<Err>(tb.t, "POST", "/api/bookings", cookie, TUESDAY);

describe("a guardian's consent for a member under the consent age", () => {
  it("refuses a 16-year-old's booking, package request and questionnaire until the guardian confirms", async () => {
    const m = await memberBorn("2009-06-01");
    expect((await mine(m.cookie)).body).toMatchObject({ standing: "needs_consent", age: 16, consent: null });
    const before = await book(m.cookie);
    expect(before.status).toBe(403);
    expect(before.body.error).toEqual({ code: "GUARDIAN_CONSENT_REQUIRED", params: { consentAge: 18 } });

    expect((await askGuardian(m.cookie, "guardian.one@example.com")).status).toBe(200);
    const pending = await book(m.cookie);
    expect(pending.status).toBe(403);
    expect(pending.body.error).toEqual({
      code: "GUARDIAN_CONSENT_PENDING",
      params: { guardian: "g***@example.com" },
    });
    const request = await call<Err>(tb.t, "POST", "/api/package-requests", m.cookie, {
      packageId: "00000000-0000-4000-8000-000000000000",
    });
    expect(request.body.error.code).toBe("GUARDIAN_CONSENT_PENDING");
    const fitness = await questionnaireApi(tb.t).putFitness(m.cookie, fitnessForm());
    expect(fitness.status).toBe(403);
    expect(await tb.bookingOf(m.id, TUESDAY.date)).toBeUndefined();

    const token = tokenFor("guardian.one@example.com");
    const page = await call<{ memberName: string; status: string; termsVersion: string }>(
      tb.t,
      "GET",
      `/api/guardian-consent/${token}`,
    );
    expect(page.body).toMatchObject({ status: "pending", birthDate: "2009-06-01", consentAge: 18 });
    expect((await decide(token, "confirm")).body.status).toBe("confirmed");

    expect((await book(m.cookie)).status).toBe(201);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(4);
    expect((await mine(m.cookie)).body.consent).toMatchObject({
      status: "confirmed",
      guardian: "g***@example.com",
    });
  });

  it("cancels the bookings to come with their credits back when the guardian withdraws", async () => {
    const m = await memberBorn("2008-12-31");
    await askGuardian(m.cookie, "guardian.two@example.com");
    const token = tokenFor("guardian.two@example.com");
    await decide(token, "confirm");
    expect((await book(m.cookie)).status).toBe(201);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(4);

    const withdrawn = await decide(token, "withdraw");
    expect(withdrawn.body).toMatchObject({ status: "withdrawn", cancelledBookings: 1 });
    expect(await tb.bookingOf(m.id, TUESDAY.date)).toBeUndefined();
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(5);
    expect((await book(m.cookie)).body.error.code).toBe("GUARDIAN_CONSENT_REQUIRED");
    expect((await mine(m.cookie)).body.consent?.status).toBe("withdrawn");
    // A withdrawn consent is not confirmed again from the same link.
    expect((await decide(token, "confirm")).status).toBe(409);
  });

  it("lets a link expire after 14 days, and tells the member", async () => {
    const m = await memberBorn("2009-01-15");
    await askGuardian(m.cookie, "guardian.three@example.com");
    const token = tokenFor("guardian.three@example.com");
    try {
      tb.clock.set("2025-09-15T05:59:00Z");
      expect((await mine(m.cookie)).body.consent?.status).toBe("pending");
      tb.clock.set("2025-09-15T06:00:00Z");
      expect((await mine(m.cookie)).body.consent?.status).toBe("expired");
      expect((await decide(token, "confirm")).body.error.code).toBe("GUARDIAN_LINK_INVALID");
      expect((await book(m.cookie)).body.error.code).toBe("GUARDIAN_CONSENT_REQUIRED");
    } finally {
      tb.clock.set("2025-09-01T06:00:00Z");
    }
  });

  it("tells the member a declined consent, and a newer link replaces the old one", async () => {
    const m = await memberBorn("2009-03-03");
    await askGuardian(m.cookie, "guardian.four@example.com");
    const first = tokenFor("guardian.four@example.com");
    expect((await decide(first, "decline")).body.status).toBe("declined");
    expect((await mine(m.cookie)).body.consent?.status).toBe("declined");
    await askGuardian(m.cookie, "other.guardian@example.com");
    expect((await call<Err>(tb.t, "GET", `/api/guardian-consent/${first}`)).body.error.code).toBe(
      "GUARDIAN_LINK_INVALID",
    );
    expect((await askGuardian(m.cookie, m.email)).body.error.code).toBe("GUARDIAN_SELF");
  });

  it("asks nothing of adults and of accounts without a date of birth", async () => {
    const adult = await memberBorn("2007-09-01");
    const before = await memberBorn(null);
    expect((await askGuardian(adult.cookie, "g@example.com")).body.error.code).toBe(
      "GUARDIAN_CONSENT_NOT_NEEDED",
    );
    expect((await mine(before.cookie)).body.standing).toBe("unknown");
    expect((await book(adult.cookie)).status).toBe(201);
    expect((await book(before.cookie)).status).toBe(201);
  });

  it("counts a birthday on its day, in the studio's zone: 18 at midnight in Athens, no consent needed", async () => {
    const m = await memberBorn("2007-09-02");
    expect((await mine(m.cookie)).body).toMatchObject({ standing: "needs_consent", age: 17 });
    try {
      // 2025-09-02 00:00 in Athens is still the 1st in UTC.
      tb.clock.set("2025-09-01T21:00:00Z");
      expect((await mine(m.cookie)).body).toMatchObject({ standing: "adult", age: 18 });
    } finally {
      tb.clock.set("2025-09-01T06:00:00Z");
    }
  });

  it("exports the consents with the member's data", async () => {
    const m = await memberBorn("2009-05-05");
    await askGuardian(m.cookie, "guardian.five@example.com");
    const data = await call<{
      guardianConsents: { guardianEmail: string; status: string; termsVersion: string }[];
    }>(tb.t, "GET", "/api/me/data", m.cookie);
    expect(data.body.guardianConsents).toEqual([
      expect.objectContaining({ guardianEmail: "guardian.five@example.com", status: "pending" }),
    ]);
  });

  it("shows staff the member's age, never the date", async () => {
    const m = await memberBorn("2009-06-01");
    const details = await call<{ member: Record<string, unknown> }>(
      tb.t,
      "GET",
      `/api/admin/members/${m.id}`,
      tb.admin.cookie,
    );
    expect(details.body.member.age).toBe(16);
    expect(JSON.stringify(details.body)).not.toContain("2009-06-01");
  });

  it("lets the desk set a date of birth the member cannot change, on the activity log as ages", async () => {
    const m = await memberBorn("2009-06-01");
    const put = (birthDate: string | null, cookie = tb.admin.cookie) =>
      call<{ age: number | null }>(tb.t, "PUT", `/api/admin/members/${m.id}/birth-date`, cookie, {
        birthDate,
      });
    expect((await put("2007-06-01", m.cookie)).status).toBe(403);
    expect((await put("2007-06-01")).body).toEqual({ age: 18 });
    expect((await mine(m.cookie)).body.standing).toBe("adult");
    const log = await tb.t.database.db.select().from(activityLog).where(eq(activityLog.memberId, m.id));
    expect(log.map((e) => [e.kind, e.details])).toEqual([
      ["birth_date", { before: { age: 16 }, after: { age: 18 } }],
    ]);
  });

  it("follows the studio's consent age", async () => {
    const m = await memberBorn("2008-01-01");
    expect((await mine(m.cookie)).body.standing).toBe("needs_consent");
    await setRules(tb.t, tb.admin.cookie, { consentAge: 17 });
    try {
      expect((await mine(m.cookie)).body.standing).toBe("adult");
    } finally {
      await setRules(tb.t, tb.admin.cookie, { consentAge: 18 });
    }
  });
});
