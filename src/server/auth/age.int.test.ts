import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioToday } from "../../shared/domain/schedule";
import { user } from "../db/schema";
import { fixedClock } from "../platform/clock";
import {
  createAdmin,
  createMember,
  createTestApp,
  signUp,
  type TestApp,
  uniqueEmail,
} from "../test/factories";
import { atRealTime, call, errorOf, send } from "../test/requests";
import { setRules } from "../test/studio-rules";
import { guardianAsksSettled } from "./age-checks";

/** The date `years` before the studio's date `today`, moved by `days`. */
function bornBefore(today: string, years: number, days = 0): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

describe("sign-up and the terms' ages (at the real time: the robot check's)", () => {
  let t: TestApp;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp();
    today = studioToday(new Date(), t.deps.zone());
  });
  afterAll(() => t.close());

  it("refuses the day before the sixteenth birthday, with the minimum age, and creates no account", async () => {
    const email = uniqueEmail("young");
    const { res } = await signUp(t.app, { email, birthDate: bornBefore(today, 16, 1) });
    expect(await errorOf(res)).toEqual({
      status: 403,
      code: "UNDER_MINIMUM_AGE",
      params: { minimumAge: 16 },
    });
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it("takes a member on their sixteenth birthday and mails the guardian they named", async () => {
    const guardian = uniqueEmail("guardian");
    const birthDate = bornBefore(today, 16);
    const m = await createMember(t, { birthDate, guardianEmail: guardian });
    const [row] = await t.database.db
      .select({ birthDate: user.birthDate })
      .from(user)
      .where(eq(user.id, m.id));
    expect(row?.birthDate).toBe(birthDate);
    await guardianAsksSettled();
    expect(t.mail.filter((x) => x.to === guardian).map((x) => x.template)).toEqual(["guardianConsent"]);
    const mine = await call<{ standing: string; consent: { status: string } }>(
      t,
      "GET",
      "/api/me/guardian-consent",
      m.cookie,
    );
    expect(mine.body).toMatchObject({ standing: "needs_consent", consent: { status: "pending" } });
  });

  it("mails no guardian for an address that has an account already (the answer stays the same)", async () => {
    // A minor without a guardian yet: were the answer's user looked up by address, they would be asked.
    const existing = await createMember(t, { birthDate: bornBefore(today, 17) });
    const guardian = uniqueEmail("guardian");
    const { res } = await signUp(t.app, {
      email: existing.email,
      birthDate: bornBefore(today, 17),
      guardianEmail: guardian,
    });
    expect(res.status).toBe(200);
    await guardianAsksSettled();
    expect(t.mail.filter((x) => x.to === guardian)).toEqual([]);
  });

  it("asks no guardian of an adult, and refuses the member's own address as the guardian's", async () => {
    const guardian = uniqueEmail("guardian");
    await createMember(t, { birthDate: bornBefore(today, 30), guardianEmail: guardian });
    await guardianAsksSettled();
    expect(t.mail.filter((x) => x.to === guardian)).toEqual([]);
    const email = uniqueEmail("self");
    const { res } = await signUp(t.app, { email, birthDate: bornBefore(today, 17), guardianEmail: email });
    expect((await errorOf(res)).code).toBe("GUARDIAN_SELF");
  });

  it("refuses a date of birth that is no date", async () => {
    const { res } = await signUp(t.app, { birthDate: "2009-02-30" });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: "BIRTH_DATE_INVALID" });
  });
});

describe("the date of birth on the profile, on the studio's date", () => {
  // Friday 2025-02-28 09:00 in Athens: 2025 is a common year.
  const clock = fixedClock("2025-02-28T07:00:00Z");
  let t: TestApp;
  let admin: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await atRealTime(clock, clock.now(), () => createAdmin(t));
  });
  afterAll(() => t.close());

  const update = (cookie: string, birthDate: string) =>
    send(
      t.app,
      "/api/auth/update-user",
      { firstName: "Eleni", lastName: "Leap", birthDate },
      { headers: { cookie } },
    );

  it("a 29 February birth date turns a year older on 1 March of a common year", async () => {
    const m = await atRealTime(clock, clock.now(), () => createMember(t));
    await setRules(t, admin.cookie, { minimumAge: 17 });
    try {
      expect(await errorOf(await update(m.cookie, "2008-02-29"))).toEqual({
        status: 403,
        code: "UNDER_MINIMUM_AGE",
        params: { minimumAge: 17 },
      });
      clock.set("2025-02-28T21:59:00Z"); // 23:59 in Athens, still the 28th
      expect((await update(m.cookie, "2008-02-29")).status).toBe(403);
      clock.set("2025-02-28T22:00:00Z"); // 1 March, 00:00 in Athens
      expect((await update(m.cookie, "2008-02-29")).status).toBe(200);
    } finally {
      await setRules(t, admin.cookie, { minimumAge: 16 });
      clock.set("2025-02-28T07:00:00Z");
    }
  });

  it("keeps a date once given: only the desk changes it", async () => {
    const m = await atRealTime(clock, clock.now(), () => createMember(t));
    expect((await update(m.cookie, "2008-01-10")).status).toBe(200);
    expect((await update(m.cookie, "2008-01-10")).status).toBe(200);
    expect(await errorOf(await update(m.cookie, "1990-01-10"))).toMatchObject({
      status: 403,
      code: "BIRTH_DATE_LOCKED",
    });
  });
});
