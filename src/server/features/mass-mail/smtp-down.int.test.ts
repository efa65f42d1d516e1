import pino from "pino";
import { describe, expect, it } from "vitest";
import { createAdmin, createTestApp } from "../../test/factories";
import { seedMember } from "../../test/members";
import { closedPort } from "../../test/smtp-receiver";
import { campaigns, drain, startCampaign, testWorker } from "./test-api";

/**
 * A campaign whose mail server is down for its whole run (decision 027): it ends 'failed', never
 * 'done' with nothing sent, with the connection's error as its reason on the screen and in the log.
 */
describe("mass e-mail when the SMTP server is down", () => {
  it("ends in total failure with the connection's reason", async () => {
    const port = await closedPort();
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const admin = await createAdmin(t);
      await seedMember(t.database.db, { firstName: "A", lastName: "A" });
      await seedMember(t.database.db, { firstName: "B", lastName: "B" });
      await startCampaign(t, admin.cookie, { message: "hi" });
      await drain(testWorker(t, `smtp://127.0.0.1:${port}`));
      const [c] = (await campaigns(t, admin.cookie)).past;
      expect(c).toMatchObject({ status: "failed", total: 2, sent: 0, failed: 2 });
      expect(c!.failureReason).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await t.close();
    }
  });

  it("ends failed, not done, after a run whose every mail waits for a retry, with the connection's reason on the screen and in the log", async () => {
    const port = await closedPort();
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    try {
      const admin = await createAdmin(t);
      await seedMember(t.database.db, { firstName: "A", lastName: "A" });
      await seedMember(t.database.db, { firstName: "B", lastName: "B" });
      await startCampaign(t, admin.cookie, { message: "hi" });
      // Retries an hour apart: the run ends with every recipient waiting for its next try.
      const worker = testWorker(t, `smtp://127.0.0.1:${port}`, { firstRetryMs: 3_600_000, logger });
      await drain(worker);
      await worker.stop();
      const { running, past } = await campaigns(t, admin.cookie);
      expect(running).toBeNull();
      expect(past[0]).toMatchObject({ status: "failed", total: 2, sent: 0, failed: 0, waiting: 2 });
      expect(past[0]!.failureReason).toMatch(/ECONNREFUSED|connect/i);
      const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; reason?: string });
      const failure = logged.find((l) => l.msg.startsWith("campaign delivered nothing"));
      expect(failure).toMatchObject({ level: 50 });
      expect(failure!.reason).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await t.close();
    }
  });
});
