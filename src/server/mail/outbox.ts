import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { emailOutbox, type MailAttachment } from "../db/schema";
import { startPeriodic } from "../platform/background";
import type { Logger } from "../platform/logger";
import type { Metrics } from "../platform/metrics";

/**
 * The outbox's delivery rules. A message is tried at once; a failed one is tried again after 1, 2,
 * 4 and 8 minutes, at most MAIL_MAX_ATTEMPTS times in all, unless the receiver refused it for good
 * (a 5xx answer: `isPermanentRefusal`), which gives up at once. Its row says 'failed' with a
 * next_attempt_at while a retry is due, and keeps no next_attempt_at once it was sent or gave up.
 * A message queued in a transaction (`Mailer.queue`, a booking's e-mail) is 'pending' and due at
 * once; the same round sends it, with the attachments kept in its row.
 */
export const MAIL_MAX_ATTEMPTS = 5;
export const MAIL_FIRST_RETRY_MS = 60_000;
/** How long a claimed message is left to its sender before another instance may try it again. */
const CLAIM_LEASE_MS = 5 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export type MailTransport = Pick<Transporter, "sendMail">;

/** Sign-up and password reset wait for the send, so a silent server must fail in seconds, not minutes. */
export function smtpTransport(smtpUrl: string): MailTransport {
  // Options in the URL's query (e.g. ?ignoreTLS=true) take precedence.
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
}

/** The wait before the next try after `attempts` failed ones, or null when it gave up. */
export function retryDelayMs(attempts: number): number | null {
  return backoffMs(attempts, MAIL_FIRST_RETRY_MS);
}

/**
 * A refusal that no retry can cure: the receiving server answered with a 5xx code (RFC 5321
 * "permanent negative completion": no such mailbox, a refused sender). A 4xx answer, a refused or
 * broken connection, or a timeout is temporary and worth trying again (decision 027).
 */
export function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The same rule with another first wait (campaigns pace their own retries; tests shorten them). */
export function backoffMs(attempts: number, firstRetryMs: number): number | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  return firstRetryMs * 2 ** (attempts - 1);
}

/**
 * One message handed to the transport with extra headers (a campaign's List-Unsubscribe); the
 * caller records the outcome in its own rows (src/server/features/mass-mail/worker.ts).
 */
export async function transmit(
  o: { transport: MailTransport; from: string },
  msg: { to: string; subject: string; text: string; html: string; headers?: Record<string, string> },
): Promise<void> {
  await o.transport.sendMail({
    from: o.from,
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html,
    headers: msg.headers,
  });
}

type Outgoing = {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** Tries before this one. */
  attempts: number;
  attachments?: MailAttachment[] | null;
};

/** Sends one outbox message and records the attempt: 'sent', or 'failed' with its next try if any. */
export async function deliver(
  o: {
    db: Db;
    logger: Logger;
    transport: MailTransport;
    from: string;
    now: () => Date;
    metrics?: Pick<Metrics, "mailed">;
  },
  msg: Outgoing,
): Promise<"sent" | "failed"> {
  try {
    await o.transport.sendMail({
      from: o.from,
      to: msg.toAddress,
      subject: msg.subject,
      text: msg.textBody,
      html: msg.htmlBody ?? undefined,
      attachments: (msg.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
    });
    await o.db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: o.now(), error: null, nextAttemptAt: null, attempts: msg.attempts + 1 })
      .where(eq(emailOutbox.id, msg.id));
    o.metrics?.mailed("sent");
    return "sent";
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const attempts = msg.attempts + 1;
    const delay = isPermanentRefusal(err) ? null : retryDelayMs(attempts);
    await o.db
      .update(emailOutbox)
      .set({
        status: "failed",
        error: message,
        attempts,
        nextAttemptAt: delay === null ? null : new Date(o.now().getTime() + delay),
      })
      .where(eq(emailOutbox.id, msg.id));
    o.logger.error({ mailId: msg.id, attempts, willRetry: delay !== null, err: message }, "mail failed");
    o.metrics?.mailed("failed");
    return "failed";
  }
}

/**
 * Claims the messages whose retry is due and pushes their next try past a lease, in one statement
 * with FOR UPDATE SKIP LOCKED: two instances never claim the same message. `ids` narrows it to
 * messages just queued (`Mailer.sendQueued`).
 */
export async function claimDue(db: Db, now: Date, limit = 20, ids?: readonly number[]): Promise<Outgoing[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNotNull(emailOutbox.nextAttemptAt),
        lte(emailOutbox.nextAttemptAt, now),
        ids ? inArray(emailOutbox.id, [...ids]) : undefined,
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(sql`${emailOutbox.id} in (${due})`)
    .returning({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
      attempts: emailOutbox.attempts,
      attachments: emailOutbox.attachments,
    });
}

export type MailRetrier = { runOnce: () => Promise<number>; stop: () => Promise<void> };

/** Tries the due messages again now (runOnce) and every `intervalMs` until stopped. */
export function startMailRetries(
  o: {
    db: Db;
    logger: Logger;
    transport: MailTransport;
    from: string;
    now?: () => Date;
    metrics?: Pick<Metrics, "mailed">;
  },
  intervalMs = 30_000,
): MailRetrier {
  const now = o.now ?? (() => new Date());
  let claimedLast = 0;
  const job = startPeriodic({
    name: "mail-retries",
    intervalMs,
    logger: o.logger,
    run: async () => {
      const claimed = await claimDue(o.db, now());
      for (const msg of claimed) await deliver({ ...o, now }, msg);
      claimedLast = claimed.length;
    },
  });
  return { runOnce: () => job.runOnce().then(() => claimedLast), stop: job.stop };
}
