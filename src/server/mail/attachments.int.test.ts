import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { createLogger } from "../platform/logger";
import { createTestDatabase, type TestDatabase } from "../test/db";
import { parseIcs } from "../test/ics";
import { mimePart } from "../test/mime";
import { closedPort, type Receiver, startReceiver } from "../test/smtp-receiver";
import { createMailer } from "./mailer";
import { smtpTransport, startMailRetries } from "./outbox";

const logger = createLogger("silent");
let database: TestDatabase;
let receiver: Receiver;
let now = new Date("2025-09-15T09:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.stop();
  await database.close();
});

const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//test//test//EN",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:reservation-1@test",
  "DTSTAMP:20250915T090000Z",
  "DTSTART:20250916T090000Z",
  "DTEND:20250916T100000Z",
  "SUMMARY:Κίνηση",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

const message = (to: string) => ({
  to,
  lang: "en" as const,
  template: "verifyEmail" as const,
  data: { name: "Maria", url: "http://x/y", studio: "Kinisi" },
  attachments: [
    { filename: "invite.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: ICS },
  ],
});

describe("mail attachments", () => {
  it("keeps a queued message's attachment in its outbox row, so the retry after a restart still sends it", async () => {
    // First life: SMTP is down; the message is queued in a transaction and its first try fails.
    const down = createMailer({
      db: database.db,
      logger,
      transport: smtpTransport(`smtp://127.0.0.1:${await closedPort()}`),
      from: "desk@kinisi.test",
      now: () => now,
    });
    const id = await database.db.transaction((tx) => down.queue(tx, message("queued@members.test")));
    expect(await down.sendQueued([id])).toBe(1);
    const [failed] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed!.attachments).toEqual(message("").attachments);

    // Second life (a new process): only the row is left; the retry sends the file with the message.
    now = new Date(now.getTime() + 60_000);
    const retries = startMailRetries(
      {
        db: database.db,
        logger,
        transport: smtpTransport(receiver.url),
        from: "desk@kinisi.test",
        now: () => now,
      },
      3_600_000,
    );
    try {
      expect(await retries.runOnce()).toBe(1);
    } finally {
      await retries.stop();
    }
    const received = receiver.inbox.find((m) => m.to.includes("queued@members.test"))!;
    const ics = mimePart(received.raw, "text/calendar")!;
    expect(parseIcs(ics)).toMatchObject({
      method: "REQUEST",
      events: [{ uid: "reservation-1@test", summary: "Κίνηση" }],
    });
    expect(received.raw).toMatch(/filename="?invite\.ics"?/);
  });

  it("sends nothing when the queueing transaction rolls back", async () => {
    const mailer = createMailer({
      db: database.db,
      logger,
      transport: smtpTransport(receiver.url),
      from: "d@k.test",
      now: () => now,
    });
    let id = 0;
    await expect(
      database.db.transaction(async (tx) => {
        id = await mailer.queue(tx, message("rolled-back@members.test"));
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await mailer.sendQueued([id])).toBe(0);
    expect(receiver.inbox.filter((m) => m.to.includes("rolled-back@members.test"))).toEqual([]);
    expect(
      await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, "rolled-back@members.test")),
    ).toEqual([]);
  });
});
