import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { createLogger } from "../platform/logger";
import { createTestDatabase, type TestDatabase } from "../test/db";
import { createMailer } from "./mailer";
import { MAIL_MAX_ATTEMPTS, type MailTransport, retryDelayMs, startMailRetries } from "./outbox";

const MINUTE = 60_000;
let database: TestDatabase;
let now = new Date("2025-09-15T09:00:00Z");
const clock = () => now;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const logger = createLogger("silent");

/** An SMTP stand-in that refuses while `down` and keeps what it accepts. */
function flakyTransport() {
  const state = { down: true, tries: 0, delivered: [] as string[] };
  const transport: MailTransport = {
    sendMail: async (msg: { to?: unknown }) => {
      state.tries += 1;
      if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      state.delivered.push(String(msg.to));
      return {} as never;
    },
  } as MailTransport;
  return { transport, state };
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowOf = async (id: number) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

function setUp() {
  const flaky = flakyTransport();
  const o = { db: database.db, logger, transport: flaky.transport, from: "desk@kinisi.test", now: clock };
  const mailer = createMailer(o);
  const retries = startMailRetries(o, 3_600_000);
  const send = (to: string) =>
    mailer.send({
      to,
      lang: "en",
      template: "verifyEmail",
      data: { name: "Maria", url: "http://x/y", studio: "Kinisi" },
    });
  return { ...flaky, send, retries };
}

describe("the mail outbox", () => {
  it("waits 1, 2, 4 and 8 minutes between tries and stops after five", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE, null]);
    expect(MAIL_MAX_ATTEMPTS).toBe(5);
  });

  it("tries a failed message again once it is due, and sends it when the server is back", async () => {
    const { state, send, retries } = setUp();
    try {
      const sent = await send("late@members.test");
      expect(sent.status).toBe("failed");
      expect(await rowOf(sent.id)).toMatchObject({ status: "failed", attempts: 1 });
      expect((await rowOf(sent.id)).nextAttemptAt).toEqual(new Date(now.getTime() + MINUTE));

      advance(30_000);
      expect(await retries.runOnce()).toBe(0); // not due yet
      advance(30_000);
      expect(await retries.runOnce()).toBe(1); // due: tried again, still down
      expect(await rowOf(sent.id)).toMatchObject({ status: "failed", attempts: 2 });
      expect((await rowOf(sent.id)).nextAttemptAt).toEqual(new Date(now.getTime() + 2 * MINUTE));

      state.down = false;
      advance(2 * MINUTE);
      expect(await retries.runOnce()).toBe(1);
      const row = await rowOf(sent.id);
      expect(row).toMatchObject({ status: "sent", attempts: 3, nextAttemptAt: null, error: null });
      expect(state.delivered).toEqual(["late@members.test"]);

      advance(60 * MINUTE);
      expect(await retries.runOnce()).toBe(0); // a sent message is never sent again
      expect(state.delivered).toHaveLength(1);
    } finally {
      await retries.stop();
    }
  });

  it("gives up after five failed tries", async () => {
    const { state, send, retries } = setUp();
    try {
      const sent = await send("never@members.test");
      for (let i = 0; i < 10; i++) {
        advance(60 * MINUTE);
        await retries.runOnce();
      }
      expect(state.tries).toBe(MAIL_MAX_ATTEMPTS);
      expect(await rowOf(sent.id)).toMatchObject({ status: "failed", attempts: 5, nextAttemptAt: null });
    } finally {
      await retries.stop();
    }
  });

  it("lets only one of two instances claim a due message", async () => {
    const a = setUp();
    const b = setUp();
    try {
      const sent = await a.send("twice@members.test");
      a.state.down = false;
      b.state.down = false;
      advance(MINUTE);
      const claimed = await Promise.all([a.retries.runOnce(), b.retries.runOnce()]);
      expect(claimed.sort()).toEqual([0, 1]);
      expect([...a.state.delivered, ...b.state.delivered]).toEqual(["twice@members.test"]);
      expect(await rowOf(sent.id)).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await a.retries.stop();
      await b.retries.stop();
    }
  });
});
