/**
 * npm run bench -- mass-mail: a campaign to 300 members of a temporary PGlite, sent by the real
 * worker with the spec's 200 ms between sends through a local SMTP receiver. The floor is the
 * pacing alone (300 × 200 ms = 60 s); the ratio says what the job adds on top of it.
 * Last line: `mass mail 300: seconds=S floor=60 ratio=R`.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openPglite } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { massMailCampaigns, memberAccounts, user } from "../src/server/db/schema";
import { createCampaign } from "../src/server/features/mass-mail/service";
import { startMassMailWorker } from "../src/server/features/mass-mail/worker";
import { smtpTransport } from "../src/server/mail/outbox";
import { loadConfig } from "../src/server/platform/config";
import { createLogger } from "../src/server/platform/logger";
import { startReceiver } from "../src/server/test/smtp-receiver";

const MEMBERS = 300;

export async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-bench-mail-"));
  const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dir, LOG_LEVEL: "warn" });
  const database = await openPglite(dir);
  const receiver = await startReceiver();
  try {
    await migrateDatabase(database);
    const db = database.db;
    const people = Array.from({ length: MEMBERS }, (_, i) => ({
      id: `bench-${i}`,
      email: `member${i}@bench.kinisi.test`,
      name: `Μέλος ${i}`,
      firstName: "Μέλος",
      lastName: String(i),
      emailVerified: true,
    }));
    await db
      .insert(user)
      .values([
        ...people,
        { ...people[0]!, id: "bench-admin", email: "admin@bench.kinisi.test", role: "owner" },
      ]);
    await db.insert(memberAccounts).values(people.map((p) => ({ userId: p.id })));
    const { id } = await createCampaign(db, {
      input: { subject: "", message: "Νέο πρόγραμμα από Δευτέρα.", audience: "all", days: null },
      adminId: "bench-admin",
      now: new Date(),
      tz: "Europe/Athens",
    });

    const started = performance.now();
    const worker = startMassMailWorker({
      db,
      logger: createLogger("warn"),
      transport: smtpTransport(receiver.url),
      from: config.MAIL_FROM,
      publicUrl: config.publicUrl,
      identity: config,
      unsubscribeKey: crypto.randomBytes(32).toString("base64url"),
      paceMs: config.MASS_MAIL_PACE_MS,
      firstRetryMs: config.MASS_MAIL_FIRST_RETRY_MS,
      leaseMs: config.MASS_MAIL_LEASE_MS,
      pollMs: config.MASS_MAIL_POLL_MS,
    });
    for (;;) {
      const [c] = await db.select().from(massMailCampaigns).where(eq(massMailCampaigns.id, id));
      if (c!.status === "done") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    if (receiver.inbox.length !== MEMBERS) throw new Error(`receiver got ${receiver.inbox.length} messages`);
    const floor = (MEMBERS * config.MASS_MAIL_PACE_MS) / 1000;
    console.log(`pace ${config.MASS_MAIL_PACE_MS} ms, ${receiver.inbox.length} messages received`);
    console.log(
      `mass mail ${MEMBERS}: seconds=${seconds.toFixed(1)} floor=${floor} ratio=${(seconds / floor).toFixed(3)}`,
    );
  } finally {
    await receiver.stop();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
