import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { createMailer } from "../mail/mailer";
import type { MailTransport } from "../mail/outbox";
import { createTestDatabase, type TestDatabase } from "../test/db";
import { inTransaction } from "./after-commit";
import { createLogger } from "./logger";

/**
 * A mail queued in a transaction leaves right after the commit (after-commit hook), beside
 * the transaction's answer rather than before it (a booking does not wait on the SMTP
 * server), never after a rollback, and the outbox keeps it for a retry when the send fails.
 */
let database: TestDatabase;
const logger = createLogger("silent");
const state = {
  down: false,
  delivered: [] as string[],
  /** While set, the SMTP server holds every message until it is called. */
  held: null as Promise<void> | null,
};
const transport = {
  sendMail: async (msg: { to?: unknown }) => {
    if (state.held) await state.held;
    if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
    state.delivered.push(String(msg.to));
    return {} as never;
  },
} as MailTransport;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const mailer = () => createMailer({ db: database.db, logger, transport, from: "desk@kinisi.test" });
const deps = () => ({ database, logger, mailer: mailer() });
const message = (to: string) => ({
  to,
  lang: "en" as const,
  template: "verifyEmail" as const,
  data: { name: "Maria", url: "http://x/y", studio: "Kinisi" },
});
const rowOf = async (id: number) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const statusOf = async (id: number) => (await rowOf(id))?.status;

describe("work after the commit", () => {
  it("sends a mail queued in the transaction once it commits, and answers the transaction's result", async () => {
    const d = deps();
    let seenInside: string[] = [];
    const { id, answer } = await inTransaction(d, async (tx) => {
      const queued = await d.mailer.queue(tx, message("booked@kinisi.test"));
      seenInside = [...state.delivered];
      return { id: queued, answer: 42 };
    });
    expect(seenInside).not.toContain("booked@kinisi.test");
    expect(answer).toBe(42);
    await expect.poll(() => statusOf(id)).toBe("sent");
    expect(state.delivered).toContain("booked@kinisi.test");
  });

  it("answers without waiting for the SMTP server, which gets the mail once it answers", async () => {
    const d = deps();
    let answerSmtp = () => {};
    state.held = new Promise<void>((resolve) => {
      answerSmtp = resolve;
    });
    try {
      const id = await inTransaction(d, (tx) => d.mailer.queue(tx, message("slow-smtp@kinisi.test")));
      // The caller has its answer while the SMTP server still holds the message.
      expect(state.delivered).not.toContain("slow-smtp@kinisi.test");
      expect(await statusOf(id)).not.toBe("sent");
      answerSmtp();
      await expect.poll(() => statusOf(id)).toBe("sent");
      expect(state.delivered).toContain("slow-smtp@kinisi.test");
    } finally {
      state.held = null;
    }
  });

  it("sends nothing and keeps nothing when the transaction rolls back", async () => {
    const d = deps();
    let queued = 0;
    await expect(
      inTransaction(d, async (tx) => {
        queued = await d.mailer.queue(tx, message("rolled-back@kinisi.test"));
        throw new Error("the booking was refused");
      }),
    ).rejects.toThrow("refused");
    expect(state.delivered).not.toContain("rolled-back@kinisi.test");
    expect(await statusOf(queued)).toBeUndefined();
  });

  it("leaves a failed send to the outbox's retries, and the committed change stands", async () => {
    const d = deps();
    state.down = true;
    try {
      const id = await inTransaction(d, (tx) => d.mailer.queue(tx, message("later@kinisi.test")));
      // Tried once at the commit; the outbox tries again later.
      await expect.poll(async () => (await rowOf(id))?.status).toBe("failed");
      expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 1 });
      expect((await rowOf(id))?.nextAttemptAt).not.toBeNull();
    } finally {
      state.down = false;
    }
  });

  it("in a transaction opened otherwise, leaves the mail to the outbox's poll", async () => {
    const d = deps();
    const id = await database.db.transaction((tx) => d.mailer.queue(tx, message("polled@kinisi.test")));
    expect(state.delivered).not.toContain("polled@kinisi.test");
    expect(await statusOf(id)).toBe("pending");
  });
});
