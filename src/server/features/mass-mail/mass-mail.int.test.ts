import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MASS_MAIL_MESSAGE_MAX } from "../../../shared/schemas/mass-mail";
import { openPostgres } from "../../db/client";
import { emailOutbox, massMailRecipients, user } from "../../db/schema";
import { createAdmin, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { quickMembers, seedMember } from "../../test/members";
import { mimePart } from "../../test/mime";
import { errorOf, send } from "../../test/requests";
import { type Receiver, startReceiver } from "../../test/smtp-receiver";
import { massMailPersonalData } from "./personal-data";
import { campaigns, drain, startCampaign, testWorker } from "./test-api";

const DAY = 86_400_000;
const inboxFor = (r: Receiver, address: string) => r.inbox.filter((m) => m.to.includes(address));
const header = (raw: string, name: string) =>
  raw
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

describe("mass e-mail through a real SMTP receiver", () => {
  let receiver: Receiver;
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({ env: { SMTP_URL: receiver.url } });
    admin = await createAdmin(t);
    // The admin is staff, not a member: only members below receive campaigns.
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });
  afterEach(async () => {
    // Each test starts with no campaign, and the members of earlier tests banned (campaigns skip them).
    await t.database.db.delete(massMailRecipients);
    await t.database.db.execute("delete from mass_mail_campaigns");
    await t.database.db.update(user).set({ banned: true }).where(eq(user.role, "user"));
    receiver.refuse.clear();
    receiver.defer.clear();
  });

  it("answers at once, then sends every member one personalised mail in their language with an unsubscribe link", async () => {
    const maria = await seedMember(t.database.db, { firstName: "Μαρία", lastName: "Παπαδοπούλου" });
    const john = await seedMember(t.database.db, { firstName: "John", lastName: "Smith" });
    await t.database.db.update(user).set({ language: "en" }).where(eq(user.id, john.id));

    const started = await startCampaign(t, admin.cookie, {
      subject: "",
      message: "Κλειστά την Τρίτη.\n<b>Καλή</b>",
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: "running", total: 2, sent: 0, failed: 0 });
    expect(inboxFor(receiver, maria.email)).toHaveLength(0); // nothing sent by the request itself
    expect((await campaigns(t, admin.cookie)).running?.id).toBe(started.body.id);

    await drain(testWorker(t, receiver.url));

    const list = await campaigns(t, admin.cookie);
    expect(list.running).toBeNull();
    expect(list.past[0]).toMatchObject({ id: started.body.id, status: "done", total: 2, sent: 2, failed: 0 });
    expect(list.past[0]!.finishedAt).not.toBeNull();

    const [gr] = inboxFor(receiver, maria.email);
    expect(inboxFor(receiver, maria.email)).toHaveLength(1);
    expect(gr!.raw).toMatch(/^Subject: =\?UTF-8\?/m); // 'Ενημέρωση', encoded
    const grText = mimePart(gr!.raw)!;
    expect(grText).toContain("Γεια σου Μαρία Παπαδοπούλου,");
    expect(grText).toContain("Κλειστά την Τρίτη.\n<b>Καλή</b>");
    expect(mimePart(gr!.raw, "text/html")).toContain("&lt;b&gt;Καλή&lt;/b&gt;");
    const oneClick = header(gr!.raw, "List-Unsubscribe")!;
    expect(oneClick).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=/);
    expect(header(gr!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(grText).toMatch(/http:\/\/localhost:3000\/unsubscribe\?token=\S+/);

    const [en] = inboxFor(receiver, john.email);
    expect(en!.raw).toMatch(/^Subject: Update$/m);
    expect(mimePart(en!.raw)).toContain("Hello John Smith,");
    expect(mimePart(en!.raw)).toContain("To stop receiving these messages:");
  });

  it("refuses an empty or too long message, a long subject, no recipients, a second campaign, and non-admins", async () => {
    // The schema's messages are the codes the form shows beside the field.
    const refused = async (input: Parameters<typeof startCampaign>[2]) => {
      const res = await startCampaign(t, admin.cookie, input);
      const body = res.body as unknown as {
        error: { code: string; params: { issues: { message: string }[] } };
      };
      expect(res.status).toBe(400);
      expect(body.error.code).toBe("VALIDATION");
      return body.error.params.issues.map((i) => i.message);
    };
    expect(await refused({ message: "   " })).toEqual(["MASS_MAIL_EMPTY"]);
    expect(await refused({ message: "x".repeat(MASS_MAIL_MESSAGE_MAX + 1) })).toEqual(["MASS_MAIL_TOO_LONG"]);
    expect(await refused({ subject: "s".repeat(121), message: "hi" })).toEqual([
      "MASS_MAIL_SUBJECT_TOO_LONG",
    ]);
    expect(await refused({ message: "hi", audience: "expired" })).toEqual(["MASS_MAIL_DAYS_REQUIRED"]);

    const none = await startCampaign(t, admin.cookie, { message: "hi" });
    expect(none).toMatchObject({ status: 409, body: { error: { code: "MASS_MAIL_NO_RECIPIENTS" } } });
    expect((await campaigns(t, admin.cookie)).past).toEqual([]); // nothing left behind

    const m = await seedMember(t.database.db, { firstName: "A", lastName: "B" });
    expect(
      (await startCampaign(t, admin.cookie, { message: "x".repeat(MASS_MAIL_MESSAGE_MAX) })).status,
    ).toBe(201);
    const second = await startCampaign(t, admin.cookie, { message: "again" });
    expect(second).toMatchObject({ status: 409, body: { error: { code: "MASS_MAIL_RUNNING" } } });

    const memberCall = await send(t.app, "/api/admin/mass-mail", { message: "hi" });
    expect(memberCall.status).toBe(401);
    expect(m.email).toBeTruthy();
  });

  it("reports a partial outcome: the right figures, the first five failed addresses and the receiver's reason", async () => {
    const members = [];
    for (let i = 0; i < 10; i++)
      members.push(
        await seedMember(t.database.db, {
          firstName: "Member",
          lastName: String(i).padStart(2, "0"),
          email: `m${String(i).padStart(2, "0")}@members.test`,
        }),
      );
    for (const m of members.slice(3)) receiver.refuse.add(m.email);
    await startCampaign(t, admin.cookie, { subject: "Νέο τμήμα", message: "Pilates κάθε Πέμπτη" });
    await drain(testWorker(t, receiver.url));

    const [c] = (await campaigns(t, admin.cookie)).past;
    expect(c).toMatchObject({ status: "done", total: 10, sent: 3, failed: 7, skipped: 0, failedMore: 2 });
    expect(c!.failedAddresses).toEqual(members.slice(3, 8).map((m) => m.email));
    expect(c!.failureReason).toMatch(/550/);
    for (const m of members.slice(0, 3)) expect(inboxFor(receiver, m.email)).toHaveLength(1);
    // A permanent refusal (550: no such mailbox) is given up at once, not retried (decision 027).
    const rows = await t.database.db
      .select()
      .from(massMailRecipients)
      .where(eq(massMailRecipients.toAddress, members[5]!.email));
    expect(rows[0]).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
  });

  it("retries a temporary refusal later with backoff, the campaign no longer running meanwhile", async () => {
    const m = await seedMember(t.database.db, { firstName: "Retry", lastName: "Me" });
    receiver.defer.add(m.email);
    let now = new Date("2026-11-22T10:00:00Z");
    const worker = testWorker(t, receiver.url, { firstRetryMs: 60_000, now: () => now });
    await startCampaign(t, admin.cookie, { message: "hi" });
    await t.database.db.update(massMailRecipients).set({ nextAttemptAt: now });
    await worker.runOnce();
    const [row] = await t.database.db.select().from(massMailRecipients);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.nextAttemptAt!.getTime()).toBe(now.getTime() + 60_000);
    // Every recipient had a first try: the campaign is over but for the waiting one, and as nothing
    // was delivered it says so, with the receiver's answer.
    const waiting = await campaigns(t, admin.cookie);
    expect(waiting.running).toBeNull();
    expect(waiting.past[0]).toMatchObject({ status: "failed", sent: 0, failed: 0, waiting: 1 });
    expect(waiting.past[0]!.failureReason).toMatch(/4\d\d/);
    expect(await worker.runOnce()).toBe(0); // not due yet
    receiver.defer.clear();
    now = new Date(now.getTime() + 60_000);
    expect(await worker.runOnce()).toBe(1);
    expect(inboxFor(receiver, m.email)).toHaveLength(1);
    expect((await campaigns(t, admin.cookie)).past[0]).toMatchObject({
      status: "done",
      sent: 1,
      failed: 0,
      waiting: 0,
      failureReason: null,
    });
    await worker.stop();
  });

  it("skips members who unsubscribed, while their service mail still goes out", async () => {
    const stays = await seedMember(t.database.db, { firstName: "Stays", lastName: "In" });
    const leaves = await seedMember(t.database.db, { firstName: "Leaves", lastName: "Out" });
    await startCampaign(t, admin.cookie, { message: "first" });
    await drain(testWorker(t, receiver.url));
    const mail = inboxFor(receiver, leaves.email)[0]!;
    const oneClick = header(mail.raw, "List-Unsubscribe")!.slice(1, -1);

    // The mail client's one-click POST (RFC 8058): no cookie, no origin, a form body.
    const res = await t.app.request(oneClick.replace("http://localhost:3000", ""), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(204);
    const forged = await t.app.request(
      `/api/unsubscribe?token=${stays.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      {
        method: "POST",
      },
    );
    expect(await errorOf(forged)).toMatchObject({ status: 400, code: "UNSUBSCRIBE_TOKEN_INVALID" });

    const second = await startCampaign(t, admin.cookie, { message: "second" });
    expect(second.body.total).toBe(1);
    await drain(testWorker(t, receiver.url));
    expect(inboxFor(receiver, stays.email)).toHaveLength(2);
    expect(inboxFor(receiver, leaves.email)).toHaveLength(1);

    // Service mail is not a campaign.
    const sent = await t.deps.mailer.send({
      to: leaves.email,
      lang: "gr",
      template: "resetPassword",
      data: { name: "Leaves", url: "http://localhost:3000/reset", studio: "Kinisi" },
    });
    expect(sent.status).toBe("sent");
    expect(inboxFor(receiver, leaves.email)).toHaveLength(2);
    const [outbox] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent.id));
    expect(outbox!.template).toBe("resetPassword");
  });

  it("skips a member who unsubscribes after the campaign started but before their turn", async () => {
    const m = await seedMember(t.database.db, { firstName: "Late", lastName: "Leaver" });
    await startCampaign(t, admin.cookie, { message: "hello" });
    const { unsubscribeToken } = await import("../../domain/unsubscribe");
    const token = encodeURIComponent(unsubscribeToken(t.deps.unsubscribeKey, m.id));
    expect((await t.app.request(`/api/unsubscribe?token=${token}`, { method: "POST" })).status).toBe(204);
    await drain(testWorker(t, receiver.url));
    expect(inboxFor(receiver, m.email)).toHaveLength(0);
    expect((await campaigns(t, admin.cookie)).past[0]).toMatchObject({ total: 1, sent: 0, skipped: 1 });
  });

  it("writes to the chosen audience: active package, expired in the last N days, nutrition", async () => {
    const now = Date.now();
    const db = t.database.db;
    const active = await seedMember(db, {
      firstName: "Active",
      lastName: "A",
      gym: 4,
      gymExpiresAt: new Date(now + 10 * DAY),
    });
    const recent = await seedMember(db, {
      firstName: "Recent",
      lastName: "R",
      gymExpiresAt: new Date(now - 5 * DAY),
    });
    const old = await seedMember(db, {
      firstName: "Old",
      lastName: "O",
      pilatesExpiresAt: new Date(now - 60 * DAY),
    });
    const nutrition = await seedMember(db, {
      firstName: "Food",
      lastName: "F",
      nutritionExpiresAt: new Date(now + DAY),
    });
    const none = await seedMember(db, { firstName: "None", lastName: "N" });
    const to = async (input: Parameters<typeof startCampaign>[2]) => {
      const res = await startCampaign(t, admin.cookie, input);
      const rows = await db
        .select({ to: massMailRecipients.toAddress })
        .from(massMailRecipients)
        .where(eq(massMailRecipients.campaignId, res.body.id));
      await db.delete(massMailRecipients);
      await db.execute("delete from mass_mail_campaigns");
      return rows.map((r) => r.to).sort();
    };
    expect(await to({ message: "m", audience: "active" })).toEqual([active.email]);
    expect(await to({ message: "m", audience: "expired", days: 30 })).toEqual([recent.email]);
    expect(await to({ message: "m", audience: "expired", days: 90 })).toEqual(
      [old.email, recent.email].sort(),
    );
    expect(await to({ message: "m", audience: "nutrition" })).toEqual([nutrition.email]);
    expect(await to({ message: "m", audience: "all" })).toEqual(
      [active, recent, old, nutrition, none].map((m) => m.email).sort(),
    );
  });

  it("exports the member's campaign rows and unsubscribe state, and erasing removes their address", async () => {
    const m = await seedMember(t.database.db, { firstName: "Data", lastName: "Owner" });
    await startCampaign(t, admin.cookie, { message: "news" });
    await drain(testWorker(t, receiver.url));
    const { unsubscribeToken } = await import("../../domain/unsubscribe");
    const token = encodeURIComponent(unsubscribeToken(t.deps.unsubscribeKey, m.id));
    await t.app.request(`/api/unsubscribe?token=${token}`, { method: "POST" });

    const exported = (await t.database.db.transaction((tx) => massMailPersonalData.exportFor(tx, m))) as {
      campaigns: { toAddress: string; status: string }[];
      unsubscribedAt: string | null;
    };
    expect(exported.campaigns).toMatchObject([{ toAddress: m.email, status: "sent" }]);
    expect(exported.unsubscribedAt).not.toBeNull();

    await t.database.db.transaction((tx) =>
      massMailPersonalData.erase(tx, m, { now: new Date(), tz: "Europe/Athens" }),
    );
    const rows = await t.database.db.select().from(massMailRecipients);
    expect(rows).toMatchObject([{ userId: null, toAddress: "", name: "", status: "sent" }]);
    expect((await campaigns(t, admin.cookie)).past[0]).toMatchObject({ total: 1, sent: 1 });
    const after = (await t.database.db.transaction((tx) => massMailPersonalData.exportFor(tx, m))) as {
      campaigns: unknown[];
      unsubscribedAt: string | null;
    };
    expect(after).toEqual({ campaigns: [], started: [], unsubscribedAt: null });
  });
});

describe("two workers sharing one campaign", () => {
  it("send each recipient exactly once (separate connections on PostgreSQL)", async () => {
    const receiver = await startReceiver();
    const t = await createTestApp({ env: { SMTP_URL: receiver.url } });
    // On PostgreSQL the second worker has a pool of its own, as a second server instance would.
    const other = t.database.url ? openPostgres(t.database.url, 3) : null;
    try {
      const admin = await createAdmin(t);
      const members = await quickMembers(t.deps, 30, { sessions: 0, expiresAt: null, prefix: "pair" });
      await startCampaign(t, admin.cookie, { message: "to both workers" });
      const a = testWorker(t, receiver.url);
      const b = testWorker(t, receiver.url, { db: other?.db ?? t.database.db });
      const [na, nb] = await Promise.all([drain(a), drain(b)]);
      expect(na + nb).toBe(30); // every claim is one recipient, never one twice
      if (other) expect(Math.min(na, nb)).toBeGreaterThan(0); // both really worked at once
      for (const m of members) expect(inboxFor(receiver, m.email), m.email).toHaveLength(1);
      const rows = await t.database.db.select().from(massMailRecipients);
      expect(rows).toHaveLength(30);
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
      expect((await campaigns(t, admin.cookie)).past[0]).toMatchObject({ total: 30, sent: 30, failed: 0 });
    } finally {
      await other?.close();
      await t.close();
      await receiver.stop();
    }
  });
});
