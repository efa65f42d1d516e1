import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Campaign } from "../../../shared/schemas/mass-mail";
import {
  Browser,
  codeOf,
  type SocketServer,
  signedInAdmin,
  signUpCall,
  startSocketServer,
} from "../../test/socket";

/**
 * Mass e-mail on the running server (decision 027): the pace between any two campaign
 * mails the SMTP receiver gets, with one instance on PGlite and two instances sharing one
 * PostgreSQL database; a permanent refusal fails its address at once, and a temporary one waits
 * for its retry without holding up the next campaign.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const PACE_MS = 200; // the default, as deployed
const ENV = {
  MASS_MAIL_PACE_MS: String(PACE_MS),
  MASS_MAIL_POLL_MS: "100",
  MASS_MAIL_FIRST_RETRY_MS: "3000",
};

let a: SocketServer;
/** A second instance of the same studio (PostgreSQL only: PGlite is one process's database). */
let b: SocketServer | null = null;
let admin: Browser;

beforeAll(async () => {
  a = await startSocketServer({ env: ENV });
  if (ON_POSTGRES) b = await startSocketServer({ env: ENV, shareDatabaseOf: a });
  admin = await signedInAdmin(a);
}, 240_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
}, 60_000);

/** Members signed up through the API (a few at a time); campaigns write to them unverified too. */
async function members(n: number, tag: string): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < n; i += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, n - i) }, async (_, j) => {
        const email = `${tag}-${i + j}-${crypto.randomBytes(3).toString("hex")}@socket.kinisi.test`;
        const { res } = await signUpCall(new Browser(a), { email });
        if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${res.text}`);
        return email;
      }),
    );
    emails.push(...batch);
  }
  return emails;
}

type Progress = { running: Campaign | null; past: Campaign[] };
const progress = async () => (await admin.get<Progress>("/api/admin/mass-mail")).body;
const campaign = async (id: number) => {
  const p = await progress();
  return p.running?.id === id ? p.running : p.past.find((c) => c.id === id)!;
};

/** Waits for a state the test names (the server works in the background); no time is asserted. */
async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 90_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`waited in vain for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const withSubject = (subject: string) => a.mail.inbox.filter((m) => m.raw.includes(subject));

describe("mass e-mail on a running server", () => {
  it(`keeps at least ${PACE_MS} ms between any two campaign mails the receiver gets (${ON_POSTGRES ? "two instances on one PostgreSQL database" : "one instance on PGlite"})`, async () => {
    await members(16, "pace");
    const subject = `Pacing ${crypto.randomBytes(4).toString("hex")}`;
    const started = await admin.post<Campaign>("/api/admin/mass-mail", {
      subject,
      message: "Το στούντιο κλείνει νωρίτερα την Παρασκευή.",
      audience: "all",
    });
    expect(started.status).toBe(201);
    const total = started.body.total;
    expect(total).toBeGreaterThanOrEqual(16);
    await until(
      "every campaign mail",
      async () => withSubject(subject).length,
      (n) => n >= total,
    );
    const at = withSubject(subject)
      .map((m) => m.at)
      .sort((x, y) => x - y);
    expect(at).toHaveLength(total);
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    const short = gaps.filter((g) => g < PACE_MS);
    expect(short, `gaps between arrivals (ms): ${gaps.join(", ")}`).toEqual([]);
    expect((await campaign(started.body.id)).sent).toBe(total);
  }, 120_000);

  it("fails a permanently refused address at once, retries a deferred one without blocking the next campaign, and shows sent, failed and waiting", async () => {
    const [ok, refused, deferred] = await members(3, "refusal");
    a.mail.refuse.add(refused!);
    a.mail.defer.add(deferred!);
    const subjects = [
      `Refusals ${crypto.randomBytes(4).toString("hex")}`,
      `Next ${crypto.randomBytes(4).toString("hex")}`,
    ];
    const first = await admin.post<Campaign>("/api/admin/mass-mail", {
      subject: subjects[0],
      message: "Νέο πρόγραμμα Pilates.",
      audience: "all",
    });
    expect(first.status).toBe(201);
    const total = first.body.total;

    // Every recipient had a first try: the campaign stops running, its deferred address waits.
    const after = await until("the first pass", progress, (p) => p.running === null);
    const c = after.past.find((x) => x.id === first.body.id)!;
    expect(c).toMatchObject({ status: "done", sent: total - 2, failed: 1, waiting: 1 });
    expect(c.failedAddresses).toEqual([refused]);
    expect(c.failureReason).toMatch(/550/);

    // The waiting retry does not block a new campaign.
    const second = await admin.post<Campaign>("/api/admin/mass-mail", {
      subject: subjects[1],
      message: "Καλές γιορτές.",
      audience: "all",
    });
    expect(codeOf(second)).toBeUndefined();
    expect(second.status).toBe(201);

    // The receiver takes the deferred address now: its retry is sent, and the figures follow.
    a.mail.defer.delete(deferred!);
    const settled = await until(
      "the deferred address's retry",
      () => campaign(first.body.id),
      (x) => x.waiting === 0,
    );
    expect(settled).toMatchObject({ sent: total - 1, failed: 1, waiting: 0 });
    await until("the second campaign", progress, (p) => p.running === null);
    const next = await campaign(second.body.id);
    expect(next).toMatchObject({ status: "done", failed: 1, waiting: 0, sent: next.total - 1 });
    const got = (to: string) =>
      subjects.map((sub) => withSubject(sub).filter((m) => m.to.includes(to)).length);
    expect(got(ok!)).toEqual([1, 1]);
    expect(got(deferred!)).toEqual([1, 1]);
    expect(got(refused!)).toEqual([0, 0]);
  }, 180_000);
});
