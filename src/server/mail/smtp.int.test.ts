import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { createTestApp, signIn, signUp, type TestApp } from "../test/factories";
import { mimePart } from "../test/mime";
import { closedPort, startReceiver } from "../test/smtp-receiver";

const outboxRows = (t: TestApp, to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

/** The library's e-mails leave beside its answer (decision 042): the first message to that address, once it came. */
async function arrived(receiver: Awaited<ReturnType<typeof startReceiver>>, email: string) {
  const first = () => receiver.inbox.find((m) => m.to.includes(email));
  await expect.poll(first).toBeDefined();
  return first()!;
}

describe("mail through a real SMTP server", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${receiver.port}`, MAIL_FROM: "Kinisi <desk@kinisi.test>" },
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it("delivers the verification e-mail, whose link verifies the account", async () => {
    const { res, email, password } = await signUp(t.app, { language: "en" });
    expect(res.status).toBe(200);
    const message = await arrived(receiver, email);
    expect(message!.from).toBe("desk@kinisi.test");
    expect(message!.raw).toMatch(/^Subject: Kinisi: confirm your email/m);

    expect(message!.raw).toContain("Content-Transfer-Encoding: quoted-printable");
    const text = mimePart(message!.raw)!;
    expect(text).toContain("Hello Maria Papadopoulou,");
    const link = text.match(/https?:\/\/\S+/)![0];
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=/);
    const html = mimePart(message!.raw, "text/html")!;
    expect(html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);

    // An unconfirmed account's sign-in answers like a wrong password (decision 025)…
    expect((await signIn(t.app, email, password)).status).toBe(401);
    // …and sends the link again, in the background: both went out.
    for (const until = Date.now() + 60_000; Date.now() < until; ) {
      if ((await outboxRows(t, email)).filter((r) => r.status === "sent").length >= 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await t.app.request(link)).status).toBeLessThan(400);
    expect((await signIn(t.app, email, password)).status).toBe(200);
    const rows = await outboxRows(t, email);
    expect(rows.map((r) => [r.template, r.status])).toEqual([
      ["verifyEmail", "sent"],
      ["verifyEmail", "sent"],
    ]);
    expect(receiver.inbox.filter((m) => m.to.includes(email))).toHaveLength(2);
  });

  it("writes a Greek member's e-mail in Greek, readable after decoding", async () => {
    const { email } = await signUp(t.app, { language: "gr", firstName: "Ελένη", lastName: "Γεωργίου" });
    const message = await arrived(receiver, email);
    expect(mimePart(message.raw)).toContain("Γεια σου Ελένη Γεωργίου,");
  });
});

describe("mail when the SMTP server is down", () => {
  it("marks the outbox row failed and still signs the member up", async () => {
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const { res, email } = await signUp(t.app);
      expect(res.status).toBe(200);
      await expect.poll(async () => (await outboxRows(t, email))[0]?.status).toBe("failed");
      const [row] = await outboxRows(t, email);
      expect(row).toMatchObject({ template: "verifyEmail", status: "failed", sentAt: null });
      expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await t.close();
    }
  });
});
