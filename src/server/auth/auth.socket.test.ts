import { describe, expect, it } from "vitest";
import {
  Browser,
  codeOf,
  mailCount,
  newMember,
  rawHttp,
  type SocketMember,
  signedInAdmin,
  signUpCall,
  socketServer,
  uniqueEmail,
  waitForMail,
} from "../test/socket";

/**
 * The auth routes and the guards in front of every route, as a running server answers them
 *. The sign-in limit is 10 a minute here, so that the password check of 'delete my
 * account' can be seen refusing; the file signs up fewer than 10 members from its one address.
 */
const LIMIT = 10;
const s = socketServer({ env: { AUTH_RATE_LIMIT_MAX: String(LIMIT) } });

let shared: SocketMember | undefined;
/** One member for the tests that change nothing of theirs. */
async function member(): Promise<SocketMember> {
  shared ??= await newMember(s.server, { firstName: "Ελένη", lastName: "Νικολάου" });
  return shared;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The headers of an answer, without the ones that differ by the moment it was sent. */
/** An answer's headers but those that differ on every answer alike (its date, its request's id). */
const headersOf = (h: Headers) =>
  [...h.entries()].filter(([k]) => !["date", "keep-alive", "connection", "x-request-id"].includes(k)).sort();

describe("the auth routes on a running server", () => {
  it("refuses an empty profile update instead of renaming the member 'undefined undefined'", async () => {
    const m = await member();
    const res = await m.browser.post("/api/auth/update-user", {});
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe("VALIDATION");
    const me = await m.browser.get("/api/me");
    expect(me.body.user.name).toBe("Ελένη Νικολάου");
  });

  it("answers a bad reset or verification link with a 4xx code or the library's redirect, never a 500", async () => {
    const b = new Browser(s.server);
    const reset = await b.get("/api/auth/reset-password/x");
    expect([reset.status, codeOf(reset)]).toEqual([400, "VALIDATION"]);
    const bogus = await b.get("/api/auth/verify-email?token=x&bogus=1");
    expect([bogus.status, codeOf(bogus)]).toEqual([400, "VALIDATION"]);
    const badToken = await b.get("/api/auth/verify-email?token=x");
    expect([badToken.status, codeOf(badToken)]).toEqual([401, "INVALID_TOKEN"]);
    const redirect = await b.get("/api/auth/reset-password/x?callbackURL=%2Freset-password");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toMatch(/\/reset-password\?error=INVALID_TOKEN$/);
  });

  it("lets the library's refusal codes reach the caller", async () => {
    const m = await member();
    const wrong = await m.browser.post("/api/auth/change-password", {
      currentPassword: "not-the-password",
      newPassword: "another-password-1",
    });
    expect([wrong.status, codeOf(wrong)]).toEqual([400, "WRONG_PASSWORD"]);
    const b = new Browser(s.server);
    const token = await b.post("/api/auth/reset-password", { token: "nope", newPassword: "long-enough-1" });
    expect([token.status, codeOf(token)]).toEqual([400, "INVALID_TOKEN"]);
    const signIn = await b.post("/api/auth/sign-in/email", { email: m.email, password: "not-it-at-all" });
    expect([signIn.status, codeOf(signIn)]).toEqual([401, "INVALID_CREDENTIALS"]);
  });
});

describe("account enumeration (decision 025)", () => {
  it("answers a sign-in after a sign-up alike for a free and a taken address, and sends the new member the link again", async () => {
    const owner = await member();
    const chosen = "attacker-chosen-1";
    const free = uniqueEmail("free");
    const attacker = new Browser(s.server);
    const created = await signUpCall(attacker, { email: free, password: chosen });
    const taken = await signUpCall(attacker, { email: owner.email, password: chosen });
    expect([created.res.status, taken.res.status]).toEqual([200, 200]);
    await waitForMail(s.server, free, /verify|επιβεβαί/i);
    // The owner of the taken address is told of the attempt (sent beside the answer, decision 042).
    await waitForMail(s.server, owner.email, /απόπειρα εγγραφής|tried to sign up/i);
    const ownerMail = mailCount(s.server, owner.email);

    const times = { free: [] as number[], taken: [] as number[] };
    const answers = { free: [] as string[], taken: [] as string[] };
    for (let round = 0; round < 4; round++) {
      for (const [which, email] of [
        ["free", free],
        ["taken", owner.email],
      ] as const) {
        const started = performance.now();
        const res = await attacker.post("/api/auth/sign-in/email", { email, password: chosen });
        times[which].push(performance.now() - started);
        answers[which].push(JSON.stringify([res.status, res.text, headersOf(res.headers)]));
      }
    }
    // The same status, code, body and headers, every time.
    expect(new Set([...answers.free, ...answers.taken]).size).toBe(1);
    expect(JSON.parse(answers.free[0]!)[0]).toBe(401);
    expect(JSON.parse(answers.free[0]!)[1]).toBe('{"error":{"code":"INVALID_CREDENTIALS","params":{}}}');
    // And about as long: the link is sent again in the background, not while the caller waits.
    const [a, b] = [median(times.free), median(times.taken)];
    expect(Math.abs(a - b)).toBeLessThan(Math.max(150, 0.5 * Math.max(a, b)));

    // The real new member is told to confirm: the link again, by e-mail, on each early sign-in.
    const deadline = Date.now() + 60_000;
    while (mailCount(s.server, free) < 5 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(mailCount(s.server, free)).toBe(5);
    // The owner of the taken address got nothing from those sign-ins.
    expect(mailCount(s.server, owner.email)).toBe(ownerMail);
  });
});

describe("the library's e-mails (decision 042)", () => {
  it("do not hold a reset request or a sign-up while the SMTP server is slow, so their time tells nothing", async () => {
    const m = await member();
    const newcomer = uniqueEmail("held");
    const releases = [s.server.mail.hold(m.email), s.server.mail.hold(newcomer)];
    const before = { member: mailCount(s.server, m.email), newcomer: mailCount(s.server, newcomer) };
    try {
      // A server that waited for the SMTP server's answer would not answer these until the release.
      const reset = await new Browser(s.server).post("/api/auth/request-password-reset", {
        email: m.email,
        redirectTo: "/reset-password",
      });
      expect(reset.status, reset.text).toBe(200);
      const signUp = await signUpCall(new Browser(s.server), { email: newcomer });
      expect(signUp.res.status, signUp.res.text).toBe(200);
      expect(mailCount(s.server, m.email)).toBe(before.member);
      expect(mailCount(s.server, newcomer)).toBe(before.newcomer);
    } finally {
      for (const release of releases) release();
    }
    // Both leave once the SMTP server answers.
    await waitForMail(s.server, m.email, /επαναφορά κωδικού|reset your password/i);
    await waitForMail(s.server, newcomer, /verify|επιβεβαί/i);
  });
});

describe("delete my account", () => {
  it("limits its password check like a sign-in: 429 RATE_LIMITED with Retry-After", async () => {
    const m = await newMember(s.server);
    const attempt = (password: string) =>
      m.browser.post("/api/me/delete", { confirmation: m.email, password });
    for (let i = 0; i < LIMIT; i++) {
      const res = await attempt(`guess-number-${i}`);
      expect([res.status, codeOf(res)]).toEqual([400, "WRONG_PASSWORD"]);
    }
    const limited = await attempt(m.password);
    expect([limited.status, codeOf(limited)]).toEqual([429, "RATE_LIMITED"]);
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.body.error.params.retryAfter).toBe(wait);
    // Even the right password waits: the account is still there.
    expect((await m.browser.get("/api/me")).body.user.email).toBe(m.email);
  });
});

describe("the guards in front of every route", () => {
  it("keeps session-dependent answers out of every cache: Cache-Control no-store", async () => {
    const m = await member();
    const reads = [
      "/api/me",
      "/api/me/questionnaires",
      "/api/me/questionnaires/nutrition",
      "/api/auth/get-session",
    ];
    for (const path of reads) {
      const res = await m.browser.get(path);
      expect({ path, status: res.status, cache: res.headers.get("cache-control") }).toEqual({
        path,
        status: 200,
        cache: "no-store",
      });
    }
    const refused = await new Browser(s.server).get("/api/me/questionnaires");
    expect([refused.status, refused.headers.get("cache-control")]).toEqual([401, "no-store"]);
    // A public answer meant to be cached keeps its own.
    expect((await m.browser.get("/api/site")).headers.get("cache-control")).toBe("public, no-cache");
  });

  it("judges the Origin against the public URL, not against the Host header the sender chose", async () => {
    const m = await member();
    const res = await rawHttp(s.server, {
      method: "POST",
      path: "/api/me/delete",
      headers: {
        host: "evil.test",
        origin: "http://evil.test",
        cookie: m.browser.cookie,
        "content-type": "application/json",
      },
      body: JSON.stringify({ confirmation: m.email, password: "not-the-password" }),
    });
    expect([res.status, JSON.parse(res.text).error.code]).toEqual([403, "CROSS_ORIGIN_REFUSED"]);
  });

  it("tells a caller without access 401/403 before anything about the body", async () => {
    const anonymous = new Browser(s.server);
    const member_ = (await member()).browser;
    const cases: [Browser, string, string, number, string][] = [
      [anonymous, "/api/me/delete", '{"a":', 401, "UNAUTHORIZED"],
      [anonymous, "/api/me/delete", '{"password":"a\\u0000b"}', 401, "UNAUTHORIZED"],
      [anonymous, "/api/me/delete", '{"password":"\\ud800"}', 401, "UNAUTHORIZED"],
      [anonymous, "/api/auth/update-user", '{"a":', 401, "UNAUTHORIZED"],
      [anonymous, "/api/admin/exercises", '{"a":', 401, "UNAUTHORIZED"],
      [member_, "/api/admin/exercises", '{"a":', 403, "FORBIDDEN"],
      [member_, "/api/admin/workouts", '{"name":"a\\u0000b"}', 403, "FORBIDDEN"],
    ];
    for (const [who, path, raw, status, code] of cases) {
      const res = await who.post(path, undefined, { raw });
      expect({ path, raw, status: res.status, code: codeOf(res) }).toEqual({ path, raw, status, code });
    }
  });

  it("refuses a lone surrogate in any text with 400 VALIDATION naming the field, never a 500", async () => {
    const m = await member();
    const admin = await signedInAdmin(s.server);
    const today = new Date().toISOString().slice(0, 10);
    const day = (dayKey: string, name = "Squat") => ({
      dayKey,
      exercises: [{ name, sets: 3, reps: "10", notes: "" }],
    });
    const program = {
      userId: m.id,
      startDate: today,
      daysPerWeek: 3,
      days: [day("monday", "Squat \ud800"), day("wednesday"), day("friday")],
      comments: "",
    };
    const workout = await admin.post("/api/admin/workouts", program);
    expect([workout.status, codeOf(workout)]).toEqual([400, "VALIDATION"]);
    expect(workout.body.error.params.field).toBe("days.0.exercises.0.name");
    const notes = await admin.post("/api/admin/workouts", {
      ...program,
      days: [day("monday"), day("wednesday"), day("friday")],
      comments: "\udc00 trailing",
    });
    expect([notes.status, codeOf(notes)]).toEqual([400, "VALIDATION"]);
    const name = await m.browser.post("/api/auth/update-user", { firstName: "\ud800", lastName: "Νικολάου" });
    expect([name.status, codeOf(name)]).toEqual([400, "VALIDATION"]);
    // A well-formed pair (an emoji) is text like any other.
    const fine = await admin.post("/api/admin/workouts", {
      ...program,
      days: [day("monday", "Squat 💪"), day("wednesday"), day("friday")],
    });
    expect(fine.status).toBeLessThan(300);
  });
});
