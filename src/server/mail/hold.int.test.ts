import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { createLogger } from "../platform/logger";
import { createTestDatabase, type TestDatabase } from "../test/db";
import { createMailer } from "./mailer";
import { type MailTransport, startMailRetries } from "./outbox";

/**
 * A queued message held until a time (the waitlist's notices in the quiet hours, decision 018): the
 * outbox row is due then, nothing sends it before (not the commit, not the retry round), and the
 * retry round sends it once it is due, so the hold survives a restart.
 */
let database: TestDatabase;
let now = new Date("2025-09-01T19:30:00Z"); // 22:30 in Athens
const logger = createLogger("silent");

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("a message held in the outbox", () => {
  it("leaves only once its time has come, through the outbox's own round", async () => {
    const delivered: string[] = [];
    const transport = {
      sendMail: async (msg: { to?: unknown }) => {
        delivered.push(String(msg.to));
        return {} as never;
      },
    } as MailTransport;
    const o = { db: database.db, logger, transport, from: "desk@kinisi.test", now: () => now };
    const mailer = createMailer(o);
    const until = new Date("2025-09-02T06:00:00Z"); // 09:00 in Athens
    const message = (to: string, notBefore?: Date) => ({
      to,
      lang: "en" as const,
      template: "verifyEmail" as const,
      data: { name: "Maria", url: "http://x/y", studio: "Kinisi" },
      notBefore,
    });
    const held = await database.db.transaction((tx) => mailer.queue(tx, message("held@members.test", until)));
    const atOnce = await database.db.transaction((tx) => mailer.queue(tx, message("now@members.test")));
    await mailer.sendQueued([held, atOnce]);
    expect(delivered).toEqual(["now@members.test"]);
    const row = (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, held)))[0]!;
    expect(row).toMatchObject({ status: "pending", nextAttemptAt: until });

    // A new process (a restart): its retry round finds the row, not before 09:00.
    const retries = startMailRetries(o, 3_600_000);
    try {
      now = new Date("2025-09-02T05:59:00Z");
      expect(await retries.runOnce()).toBe(0);
      now = new Date("2025-09-02T06:00:30Z");
      expect(await retries.runOnce()).toBe(1);
      expect(delivered).toEqual(["now@members.test", "held@members.test"]);
    } finally {
      await retries.stop();
    }
  });
});
