import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Logger } from "../lib/logger";

/**
 * The outbox's delivery rules. A message is tried at once; a failed one is tried again after 1, 2,
 * 4 and 8 minutes, at most MAIL_MAX_ATTEMPTS times in all. Its row says 'failed' with a
 * next_attempt_at while a retry is due, and keeps no next_attempt_at once it was sent or gave up.
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
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  return MAIL_FIRST_RETRY_MS * 2 ** (attempts - 1);
}

type Outgoing = {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** Tries before this one. */
  attempts: number;
};

/** Sends one outbox message and records the attempt: 'sent', or 'failed' with its next try if any. */
export async function deliver(
  o: { db: Db; logger: Logger; transport: MailTransport; from: string; now: () => Date },
  msg: Outgoing,
): Promise<"sent" | "failed"> {
  try {
    await o.transport.sendMail({
      from: o.from,
      to: msg.toAddress,
      subject: msg.subject,
      text: msg.textBody,
      html: msg.htmlBody ?? undefined,
    });
    await o.db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: o.now(), error: null, nextAttemptAt: null, attempts: msg.attempts + 1 })
      .where(eq(emailOutbox.id, msg.id));
    return "sent";
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const attempts = msg.attempts + 1;
    const delay = retryDelayMs(attempts);
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
    return "failed";
  }
}

/**
 * Claims the messages whose retry is due and pushes their next try past a lease, in one statement
 * with FOR UPDATE SKIP LOCKED: two instances never claim the same message.
 */
export async function claimDue(db: Db, now: Date, limit = 20): Promise<Outgoing[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(isNotNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, now)))
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
    });
}

export type MailRetrier = { runOnce: () => Promise<number>; stop: () => void };

/** Tries the due messages again now (runOnce) and every `intervalMs` until stopped. */
export function startMailRetries(
  o: { db: Db; logger: Logger; transport: MailTransport; from: string; now?: () => Date },
  intervalMs = 30_000,
): MailRetrier {
  const now = o.now ?? (() => new Date());
  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= (async () => {
      const claimed = await claimDue(o.db, now());
      for (const msg of claimed) await deliver({ ...o, now }, msg);
      return claimed.length;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch((err) => o.logger.error({ err }, "mail retry round failed"));
  }, intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
