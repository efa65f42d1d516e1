/**
 * The studio's people for scripts/deploy-test.sh, over HTTPS through Caddy as a browser would reach
 * the site (the test CA's certificate checked, the domain resolved to this machine):
 *
 *   node scripts/deploy-drive.ts people <members>   the owner and the members sign up (robot check,
 *       e-mail link), each member asks for a package and the owner approves it; saves them
 *   node scripts/deploy-drive.ts load <kill command>   every member books, cancels and books again
 *       while the command (one instance killed) runs half-way; then every booking the site
 *       acknowledged must be in the database, as booked or as cancelled: none lost
 *
 * Settings from the environment: DRIVE_URL (the site), DRIVE_CA (the test CA's root certificate),
 * DRIVE_DB (the database, to read the e-mail links and check the bookings), DRIVE_OWNER, DRIVE_STATE
 * (where `people` saves what `load` reads).
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import { solveChallenge } from "altcha-lib";
import pg from "pg";

const site = new URL(process.env.DRIVE_URL!);
const agent = new https.Agent({
  ca: fs.readFileSync(process.env.DRIVE_CA!),
  servername: site.hostname,
  keepAlive: true,
  maxSockets: 16,
});
const db = () => new pg.Client({ connectionString: process.env.DRIVE_DB });

type Person = { email: string; cookie: string };
// biome-ignore lint/suspicious/noExplicitAny: the site's answers of many shapes, read field by field as a browser script would
type Answer = { status: number; body: any; headers: Record<string, string | string[] | undefined> };

/** One request to the site: connected to this machine, named as the site (SNI, Host), from its origin. */
function request(
  method: string,
  path: string,
  o: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const body = o.body === undefined ? undefined : JSON.stringify(o.body);
  return new Promise<Answer>((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port: Number(site.port || 443),
        method,
        path,
        agent,
        headers: {
          host: site.host,
          origin: site.origin,
          ...(body ? { "content-type": "application/json" } : {}),
          ...(o.cookie ? { cookie: o.cookie } : {}),
          ...o.headers,
        },
        timeout: 20_000,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {}
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

/** The cookies an answer sets, as a Cookie header (the session's, once signed in). */
const cookieOf = (a: Answer) =>
  ((a.headers["set-cookie"] as string[] | undefined) ?? [])
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

async function captcha(): Promise<string> {
  const c = (await request("GET", "/api/captcha/challenge")).body;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const { algorithm, challenge, salt, signature } = c;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge, number: solution!.number, salt, signature }),
  ).toString("base64");
}

/** Signs up, follows the e-mail's link (read from the outbox: no SMTP here), signs in. */
async function signUp(email: string): Promise<Person> {
  const password = "deploy-test-password-1";
  const made = await request("POST", "/api/auth/sign-up/email", {
    body: { email, password, name: "Deploy Test", firstName: "Deploy", lastName: "Test", language: "en" },
    headers: { "x-captcha": await captcha() },
  });
  if (made.status !== 200)
    throw new Error(`sign-up of ${email}: ${made.status} ${JSON.stringify(made.body)}`);
  // The e-mail is written beside the answer, not before it: wait for it a little.
  const client = db();
  await client.connect();
  let text = "";
  for (let i = 0; i < 50 && !text; i++) {
    const { rows } = await client.query(
      "select text_body from email_outbox where to_address = $1 and template = 'verifyEmail'",
      [email],
    );
    text = rows[0]?.text_body ?? "";
    if (!text) await new Promise((r) => setTimeout(r, 200));
  }
  await client.end();
  const found = /https:\/\/\S*verify\S*/.exec(text);
  if (!found) throw new Error(`no verification e-mail for ${email}`);
  const link = new URL(found[0]);
  const verified = await request("GET", link.pathname + link.search);
  if (verified.status >= 400) throw new Error(`verification of ${email}: ${verified.status}`);
  const signedIn = await request("POST", "/api/auth/sign-in/email", { body: { email, password } });
  if (signedIn.status !== 200) throw new Error(`sign-in of ${email}: ${signedIn.status}`);
  return { email, cookie: cookieOf(signedIn) };
}

async function people(count: number) {
  const owner = await signUp(process.env.DRIVE_OWNER!);
  const { packages } = (await request("GET", "/api/packages")).body as {
    packages: { id: string; kind: string; sessions: number }[];
  };
  const gym = packages.filter((p) => p.kind === "gym").sort((a, b) => b.sessions - a.sessions)[0]!;
  const members: Person[] = [];
  for (let i = 0; i < count; i++) {
    const m = await signUp(`member-${i}-${Date.now()}@kinisi.test`);
    const asked = await request("POST", "/api/package-requests", {
      cookie: m.cookie,
      body: { packageId: gym.id },
    });
    const ok = await request("POST", `/api/admin/package-requests/${asked.body.id}/approve`, {
      cookie: owner.cookie,
    });
    if (ok.status !== 200)
      throw new Error(`approval for ${m.email}: ${ok.status} ${JSON.stringify(ok.body)}`);
    members.push(m);
  }
  fs.writeFileSync(process.env.DRIVE_STATE!, JSON.stringify({ owner, members }));
  console.log(JSON.stringify({ owner: owner.email, members: members.length, package: gym.sessions }));
}

/** The first date ahead with an open day and room in its slots (weekends and closures skipped). */
async function bookableDay(cookie: string): Promise<{ date: string; times: string[] }> {
  let date: string | null = (await request("GET", "/api/booking/day", { cookie })).body.nextDay;
  for (let i = 0; i < 14 && date; i++) {
    const day = (await request("GET", `/api/booking/day?date=${date}`, { cookie })).body;
    const times = (day.slots as { time: string; available: boolean }[])
      .filter((s) => s.available)
      .map((s) => s.time);
    if (day.open && times.length >= 6) return { date, times };
    date = day.nextDay;
  }
  throw new Error("no bookable day in the next two weeks");
}

async function load(kill: string) {
  const { members } = JSON.parse(fs.readFileSync(process.env.DRIVE_STATE!, "utf8")) as { members: Person[] };
  const { date, times } = await bookableDay(members[0]!.cookie);
  const booked: string[] = [];
  const cancelled: string[] = [];
  const outcomes: Record<string, number> = {};
  const note = (what: string, status: number) =>
    (outcomes[`${what} ${status}`] = (outcomes[`${what} ${status}`] ?? 0) + 1);
  let killedAt: number | null = null;
  let afterKill = 0;
  const book = async (m: Person, time: string) => {
    const a = await request("POST", "/api/bookings", { cookie: m.cookie, body: { date, time } }).catch(
      () => ({ status: 0, body: null }) as Answer,
    );
    note("book", a.status);
    if (a.status === 201) booked.push(a.body.reservation.id);
    if (a.status === 201 && killedAt !== null) afterKill++;
    return a.status === 201 ? (a.body.reservation.id as string) : null;
  };
  const run = async (m: Person, i: number) => {
    await new Promise((r) => setTimeout(r, i * 150));
    // A booking left from a load before (one upcoming booking at a time) is cancelled first.
    const left = (await request("GET", `/api/booking/day?date=${date}`, { cookie: m.cookie })).body?.active;
    if (left) await request("DELETE", `/api/bookings/${left.id}`, { cookie: m.cookie });
    for (let round = 0; round < 3; round++) {
      const id = await book(m, times[(i + round) % times.length]!);
      if (!id || round === 2) continue;
      const a = await request("DELETE", `/api/bookings/${id}`, { cookie: m.cookie }).catch(
        () => ({ status: 0 }) as Answer,
      );
      note("cancel", a.status);
      if (a.status === 200) cancelled.push(id);
    }
  };
  const started = Date.now();
  const killing = new Promise<void>((resolve) =>
    setTimeout(
      () => {
        console.error(`killing an instance ${Date.now() - started} ms into the load: ${kill}`);
        execSync(kill, { stdio: "inherit" });
        killedAt = Date.now();
        resolve();
      },
      (members.length * 150) / 2,
    ),
  );
  await Promise.all([...members.map(run), killing]);

  const client = db();
  await client.connect();
  const live = (await client.query("select id from reservations where id = any($1)", [booked])).rows.map(
    (r) => r.id,
  );
  const gone = (
    await client.query("select reservation_id from cancellations where reservation_id = any($1)", [booked])
  ).rows.map((r) => r.reservation_id);
  await client.end();
  const lost = booked.filter((id) => !live.includes(id) && !gone.includes(id));
  const cancelledButLive = cancelled.filter((id) => live.includes(id));
  const summary = {
    date,
    acknowledgedBookings: booked.length,
    acknowledgedCancellations: cancelled.length,
    lost: lost.length,
    acknowledgedAfterKill: afterKill,
    cancelledButLive: cancelledButLive.length,
    outcomes,
  };
  console.log(JSON.stringify(summary));
  if (lost.length > 0 || cancelledButLive.length > 0 || afterKill === 0) process.exit(1);
}

const [command, arg] = process.argv.slice(2);
if (command === "people") await people(Number(arg ?? 12));
else if (command === "load") await load(arg!);
else {
  console.error("Usage: node scripts/deploy-drive.ts people <members> | load <kill command>");
  process.exit(2);
}
agent.destroy();
