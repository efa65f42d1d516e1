import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { massMailCampaigns, massMailRecipients, massMailUnsubscribes } from "../../db/schema";
import { type IdentityDefaults, studioName } from "../../domain/studio-identity";
import { unsubscribeUrls } from "../../domain/unsubscribe";
import { backoffMs, isPermanentRefusal, type MailTransport, transmit } from "../../mail/outbox";
import { renderTemplate } from "../../mail/templates";
import { startPeriodic } from "../../platform/background";
import type { Logger } from "../../platform/logger";
import { ensurePacingRow, giveTurn, releaseTurns, takeTurn } from "./pacing";
import { deliveredAfterAll, finishIfDone, recipientDue } from "./run-state";

export type MassMailWorkerOptions = {
  db: Db;
  logger: Logger;
  /** The mail module's transport; null when no SMTP_URL is set (the mail is only logged). */
  transport: MailTransport | null;
  from: string;
  publicUrl: string;
  /** The deploy's defaults of the studio's identity: its name is read for each mail (decision 048). */
  identity: IdentityDefaults;
  unsubscribeKey: string;
  /**
   * The pause between the end of one campaign mail and the start of the next, studio-wide (spec
   * section 9: 200 ms; decision 027: one turn in the database for every instance).
   */
  paceMs: number;
  /** The first retry's wait; then doubled, MAIL_MAX_ATTEMPTS tries in all (the outbox's rule). */
  firstRetryMs: number;
  /** How long a claimed recipient (and the sending turn) is left to its sender before another worker may take it. */
  leaseMs: number;
  /** How often an idle worker looks for work. */
  pollMs: number;
  /**
   * On the embedded database only one server runs (the data-directory lock), so claims left by a
   * killed process can be taken back at once instead of after their lease.
   */
  releaseClaimsAtStart?: boolean;
  now?: () => Date;
};

type Claimed = {
  id: number;
  campaignId: number;
  userId: string | null;
  toAddress: string;
  name: string;
  language: Lang;
  attempts: number;
};

/**
 * Claims the next due recipient in one statement with FOR UPDATE SKIP LOCKED and leases it
 * ('sending', next_attempt_at pushed past the lease): two workers never hold the same recipient,
 * and a recipient whose sender died is taken again when the lease ends.
 */
export async function claimNext(db: Db, now: Date, leaseMs: number): Promise<Claimed | null> {
  const due = db
    .select({ id: massMailRecipients.id })
    .from(massMailRecipients)
    .where(recipientDue(now))
    .orderBy(massMailRecipients.nextAttemptAt, massMailRecipients.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(massMailRecipients)
    .set({ status: "sending", nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(sql`${massMailRecipients.id} in (${due})`)
    .returning({
      id: massMailRecipients.id,
      campaignId: massMailRecipients.campaignId,
      userId: massMailRecipients.userId,
      toAddress: massMailRecipients.toAddress,
      name: massMailRecipients.name,
      language: massMailRecipients.language,
      attempts: massMailRecipients.attempts,
    });
  return row ?? null;
}

export type MassMailWorker = {
  /** Sends every recipient due now (paced), then returns how many it handled. */
  runOnce: () => Promise<number>;
  /** Sends no more; resolves once the mail under way has been sent and recorded. */
  stop: () => Promise<void>;
};

export function startMassMailWorker(o: MassMailWorkerOptions): MassMailWorker {
  const now = o.now ?? (() => new Date());
  let stopped = false;
  let handledLast = 0;
  let released = !o.releaseClaimsAtStart;
  let prepared = false;
  /** This worker's name on the sending turn. */
  const holder = crypto.randomUUID();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Records the outcome only while this worker still holds the claim. */
  const record = (r: Claimed, set: Partial<typeof massMailRecipients.$inferInsert>) =>
    o.db
      .update(massMailRecipients)
      .set(set)
      .where(and(eq(massMailRecipients.id, r.id), eq(massMailRecipients.status, "sending")));

  /** Sends one recipient's mail and records the outcome; answers whether the receiver was spoken to. */
  async function sendOne(r: Claimed): Promise<boolean> {
    const [campaign] = await o.db
      .select({ subject: massMailCampaigns.subject, message: massMailCampaigns.message })
      .from(massMailCampaigns)
      .where(eq(massMailCampaigns.id, r.campaignId));
    const [gone] = r.userId
      ? await o.db
          .select({ id: massMailUnsubscribes.userId })
          .from(massMailUnsubscribes)
          .where(eq(massMailUnsubscribes.userId, r.userId))
      : [];
    if (!campaign || gone || !r.userId) {
      await record(r, { status: "skipped", nextAttemptAt: null });
      return false;
    }
    const urls = unsubscribeUrls(o.publicUrl, o.unsubscribeKey, r.userId);
    const content = renderTemplate("campaign", r.language, {
      name: r.name,
      subject: campaign.subject,
      message: campaign.message,
      unsubscribeUrl: urls.page,
      studio: await studioName(o.db, o.identity),
    });
    try {
      if (o.transport) {
        await transmit(
          { transport: o.transport, from: o.from },
          {
            to: r.toAddress,
            ...content,
            headers: {
              "List-Unsubscribe": `<${urls.oneClick}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            },
          },
        );
      } else {
        o.logger.info({ to: r.toAddress, campaignId: r.campaignId }, "campaign mail logged (no SMTP_URL)");
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const attempts = r.attempts + 1;
      // A 5xx refusal (no such mailbox) fails the address at once; anything else waits and retries.
      const permanent = isPermanentRefusal(err);
      const delay = permanent ? null : backoffMs(attempts, o.firstRetryMs);
      await record(r, {
        status: delay === null ? "failed" : "pending",
        attempts,
        error: message,
        nextAttemptAt: delay === null ? null : new Date(now().getTime() + delay),
      });
      o.logger.warn(
        {
          campaignId: r.campaignId,
          recipientId: r.id,
          attempts,
          permanent,
          willRetry: delay !== null,
          err: message,
        },
        "campaign mail failed",
      );
      return true;
    }
    await record(r, {
      status: "sent",
      sentAt: now(),
      attempts: r.attempts + 1,
      error: null,
      nextAttemptAt: null,
    });
    if (r.attempts > 0) await deliveredAfterAll(o.db, r.campaignId);
    return true;
  }

  /** Whether any recipient is due now (an idle round asks this, not for the sending turn). */
  const anyDue = async () =>
    (
      await o.db
        .select({ id: massMailRecipients.id })
        .from(massMailRecipients)
        .where(recipientDue(now()))
        .limit(1)
    ).length > 0;

  async function round(): Promise<number> {
    if (!prepared) {
      await ensurePacingRow(o.db);
      prepared = true;
    }
    if (!released) {
      await o.db
        .update(massMailRecipients)
        .set({ nextAttemptAt: now() })
        .where(eq(massMailRecipients.status, "sending"));
      await releaseTurns(o.db);
      released = true;
    }
    let handled = 0;
    if (!(await anyDue())) return handled;
    while (!stopped) {
      // The studio's sending turn first (pacing.ts), then the recipient: a claim's lease never
      // runs out while its worker waits for the turn.
      // A pace of 0 asks for no floor: nothing to take turns for (the tests' workers).
      const paced = o.paceMs > 0;
      const wait = paced ? await takeTurn(o.db, holder, o.paceMs, o.leaseMs) : 0;
      if (wait > 0) {
        await sleep(wait);
        continue;
      }
      let spoke = false;
      try {
        const r = await claimNext(o.db, now(), o.leaseMs);
        if (!r) break;
        spoke = await sendOne(r);
        const ended = await finishIfDone(o.db, r.campaignId, now());
        // A run that delivered nothing is the owner's to hear of, with the server's own words.
        if (ended?.status === "failed")
          o.logger.error(
            { campaignId: r.campaignId, reason: ended.reason },
            "campaign delivered nothing: every mail failed or waits for a retry",
          );
        else if (ended) o.logger.info({ campaignId: r.campaignId }, "campaign finished");
        handled++;
      } finally {
        if (paced) await giveTurn(o.db, holder, spoke);
      }
    }
    return handled;
  }

  const job = startPeriodic({
    name: "mass-mail",
    intervalMs: o.pollMs,
    logger: o.logger,
    immediately: true,
    run: async () => {
      handledLast = await round();
    },
  });
  return {
    runOnce: () => job.runOnce().then(() => handledLast),
    stop: () => {
      stopped = true;
      return job.stop();
    },
  };
}
