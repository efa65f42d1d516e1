import net, { type AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactMessageList } from "../../../shared/schemas/contact";
import { contactMessages, emailOutbox } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { createAdmin, createTestApp, solveCaptcha, type TestApp, uniqueEmail } from "../../test/factories";
import { send, TEST_ORIGIN } from "../../test/requests";

const form = (email = uniqueEmail("visitor")) => ({
  email,
  phone: "+30 210 123 4567",
  message: "Γεια σας, θα ήθελα πληροφορίες για το Reformer Pilates.",
  language: "gr",
});

const post = (t: TestApp, body: unknown, captcha: string | null, ip = "198.51.100.1") =>
  send(t.app, "/api/contact", body, {
    headers: { ...(captcha ? { "x-captcha": captcha } : {}), "x-forwarded-for": ip },
  });

const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("the contact form", () => {
  let t: TestApp;
  // Near real time: the robot check's expiry is judged against the real clock.
  const start = Date.now();
  const clock = fixedClock(new Date(start));
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: { TRUST_PROXY: "true", CONTACT_RATE_LIMIT_MAX: "2", STUDIO_EMAIL: "desk@studio.test" },
    });
  });
  afterAll(() => t.close());

  it("needs the robot check", async () => {
    const res = await post(t, form(), null);
    expect(res.status).toBe(400);
    expect(await codeOf(res)).toBe("CAPTCHA_REQUIRED");
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("checks the fields: a valid e-mail, a phone number and a message", async () => {
    for (const bad of [
      { ...form(), email: "not-an-email" },
      { ...form(), phone: "call me" },
      { ...form(), message: "   " },
    ]) {
      const res = await post(t, bad, await solveCaptcha(t.app));
      expect(res.status).toBe(400);
      expect(await codeOf(res)).toBe("VALIDATION");
    }
  });

  it("stores the message, mails it to the studio, and refuses the same solved check again", async () => {
    const captcha = await solveCaptcha(t.app);
    const body = form();
    const res = await post(t, body, captcha, "198.51.100.2");
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      email: body.email,
      phone: body.phone,
      message: body.message,
      mailStatus: "logged",
    });
    expect(row!.clientKey).not.toContain("198.51.100.2");
    const mail = t.mail.at(-1)!;
    expect(mail).toMatchObject({ to: "desk@studio.test", template: "contactMessage" });
    expect(mail.subject).toContain(body.email);
    expect(mail.text).toContain(body.message);

    const replay = await post(t, form(), captcha, "198.51.100.2");
    expect(replay.status).toBe(400);
    expect(await codeOf(replay)).toBe("CAPTCHA_REQUIRED");
  });

  it("limits each client address to the configured number per hour", async () => {
    const ip = "203.0.113.50";
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(t, form(), await solveCaptcha(t.app), ip)).status);
    expect(statuses).toEqual([201, 201, 429]);
    // Another address is not affected.
    expect((await post(t, form(), await solveCaptcha(t.app), "203.0.113.51")).status).toBe(201);
    // An hour later the address may write again.
    clock.set(new Date(start + 60 * 60 * 1000 + 1000));
    expect((await post(t, form(), await solveCaptcha(t.app), ip)).status).toBe(201);
  });

  it("holds the limit when one address sends several messages at the same moment", async () => {
    const ip = "203.0.113.77";
    const captchas = await Promise.all([1, 2, 3, 4, 5].map(() => solveCaptcha(t.app)));
    const statuses = await Promise.all(captchas.map(async (c) => (await post(t, form(), c, ip)).status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it("lists the messages for admins, newest first, and marks them handled", async () => {
    clock.set(new Date(start + 2 * 60 * 60 * 1000));
    const newest = form("newest@example.com");
    expect((await post(t, newest, await solveCaptcha(t.app), "192.0.2.9")).status).toBe(201);
    const admin = await createAdmin(t);
    const headers = { cookie: admin.cookie };
    const listed = (await (
      await t.app.request("/api/admin/contact-messages", { headers })
    ).json()) as ContactMessageList;
    expect(listed.messages[0]!.email).toBe("newest@example.com");
    const times = listed.messages.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const id = listed.messages[0]!.id;
    const patch = await t.app.request(`/api/admin/contact-messages/${id}`, {
      method: "PATCH",
      headers: { ...headers, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ handled: true }),
    });
    expect(patch.status).toBe(204);
    const open = (await (
      await t.app.request("/api/admin/contact-messages?filter=open", { headers })
    ).json()) as ContactMessageList;
    expect(open.messages.map((m) => m.id)).not.toContain(id);
    const handled = (await (
      await t.app.request("/api/admin/contact-messages?filter=handled", { headers })
    ).json()) as ContactMessageList;
    expect(handled.messages.map((m) => [m.id, Boolean(m.handledAt)])).toEqual([[id, true]]);
  });
});

describe("the contact form when the mail server is down", () => {
  it("keeps the message and records the failed mail", async () => {
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const body = form();
      const res = await post(t, body, await solveCaptcha(t.app));
      expect(res.status).toBe(201);
      const [row] = await t.database.db.select().from(contactMessages);
      expect(row).toMatchObject({ email: body.email, message: body.message, mailStatus: "failed" });
      const [outbox] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.mailId!));
      expect(outbox).toMatchObject({ template: "contactMessage", status: "failed" });
    } finally {
      await t.close();
    }
  });
});
