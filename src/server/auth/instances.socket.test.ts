import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  Browser,
  captcha,
  firstLink,
  MEMBER_PASSWORD,
  type SocketServer,
  signedInAdmin,
  startSocketServer,
  uniqueEmail,
  waitForMail,
} from "../test/socket";

/**
 * Two instances of one studio on one PostgreSQL database, each with a DATA_DIR of its own and no
 * AUTH_SECRET (decision 044): what one signs, the other accepts. Before, each generated its own
 * secret in its DATA_DIR, so a session, a verification link, a robot check or an unsubscribe link
 * made by one was refused by the other. PGlite is one process's database: skipped there.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
let a: SocketServer;
let b: SocketServer;

/** The same path on the other instance. */
const on = (server: SocketServer, link: string) => {
  const url = new URL(link);
  return `${server.url}${url.pathname}${url.search}`;
};

describe.skipIf(!ON_POSTGRES)("two instances without AUTH_SECRET on one database", () => {
  beforeAll(async () => {
    // The harness's environment must not hand both the same secret.
    const env = { MASS_MAIL_PACE_MS: "50", MASS_MAIL_POLL_MS: "100" };
    delete process.env.AUTH_SECRET;
    a = await startSocketServer({ env });
    b = await startSocketServer({ env, shareDatabaseOf: a });
  }, 400_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  }, 60_000);

  it("a session, a robot check and a verification link made on one are accepted by the other", async () => {
    const admin = await signedInAdmin(a);
    const me = await new Browser(b).get<{ user: { email: string } | null }>("/api/me", {
      headers: { cookie: admin.cookie },
    });
    expect(me.status).toBe(200);
    expect(me.body.user?.email).toBe(a.admin.email);

    // The robot check solved against A's challenge, the sign-up sent to B.
    const email = uniqueEmail("instances");
    const member = new Browser(b);
    const signUp = await member.post(
      "/api/auth/sign-up/email",
      {
        email,
        password: MEMBER_PASSWORD,
        name: "Νίκος Παππάς",
        firstName: "Νίκος",
        lastName: "Παππάς",
        language: "gr",
      },
      { headers: { "x-captcha": await captcha(a) } },
    );
    expect(signUp.status, signUp.text).toBe(200);
    // B mailed the verification link; A follows it.
    const link = firstLink(await waitForMail(a, email, /verify|επιβεβαί/i));
    const verified = await new Browser(a).get(on(a, link));
    expect(verified.status, verified.text).toBeLessThan(400);
    const signIn = await new Browser(a).post("/api/auth/sign-in/email", { email, password: MEMBER_PASSWORD });
    expect(signIn.status, signIn.text).toBe(200);
  });

  it("an unsubscribe link mailed by one instance works on the other", async () => {
    const email = uniqueEmail("unsubscribe");
    const signUp = await new Browser(a).post(
      "/api/auth/sign-up/email",
      {
        email,
        password: MEMBER_PASSWORD,
        name: "Ελένη Ρήγα",
        firstName: "Ελένη",
        lastName: "Ρήγα",
        language: "gr",
      },
      { headers: { "x-captcha": await captcha(a) } },
    );
    expect(signUp.status, signUp.text).toBe(200);
    const admin = await signedInAdmin(a);
    const started = await admin.post("/api/admin/mass-mail", {
      subject: "Δύο διακομιστές",
      message: "Το στούντιο κλείνει νωρίτερα την Παρασκευή.",
      audience: "all",
    });
    expect(started.status, started.text).toBe(201);
    // Either instance's worker may send it: the link carries the sender's address.
    const mail = await waitForMail(a, email, /Δύο διακομιστές/);
    const link = mail.match(/https?:\/\/[^\s"<>]+\/unsubscribe\?token=[^\s"<>]+/)?.[0];
    if (!link) throw new Error(`no unsubscribe link in:\n${mail}`);
    const other = new URL(link).origin === a.url ? b : a;
    const res = await new Browser(other).post(`/api/unsubscribe${new URL(link).search}`);
    expect(res.status, res.text).toBe(204);
  });
});
