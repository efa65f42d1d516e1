import { eq } from "drizzle-orm";
import { isPlaceholderAddress } from "../../shared/domain/family";
import type { Lang } from "../../shared/i18n";
import type { Db, Tx } from "../db/client";
import { emailOutbox, familyLinks, type MailAttachment, user } from "../db/schema";
import { afterCommit } from "../platform/after-commit";
import type { Logger } from "../platform/logger";
import type { Metrics } from "../platform/metrics";
import { type MailBrand, studioSender } from "./header";
import { claimDue, deliver, type MailTransport, smtpTransport } from "./outbox";
import { renderTemplate, type TemplateData, type TemplateName } from "./templates";

export type SendResult = { id: number; status: "sent" | "failed" | "logged" };

export type MailMessage<T extends TemplateName> = {
  to: string;
  lang: Lang;
  template: T;
  data: TemplateData<T>;
  /** Files sent with it (kept in the outbox row, so a retry sends them too). */
  attachments?: MailAttachment[];
  /**
   * Queued only: not sent before this instant (a notice held through the quiet hours, decision
   * 018); the outbox row is due then, so the retry round sends it after a restart too.
   */
  notBefore?: Date;
};

export type Mailer = {
  send: <T extends TemplateName>(msg: MailMessage<T>) => Promise<SendResult>;
  /**
   * Records the message in the outbox inside the caller's transaction, due at once: it exists
   * exactly when the change it reports commits (a booking, a waitlist promotion, a reminder's marker).
   * In a transaction opened by `inTransaction` (platform/after-commit.ts) it is sent right after the
   * commit, beside the caller's answer rather than before it; otherwise the outbox's poll sends it.
   * Answers the row's id.
   */
  queue: <T extends TemplateName>(tx: Tx, msg: MailMessage<T>) => Promise<number>;
  /**
   * After that transaction committed: sends those queued messages now; answers how many it tried.
   * The retry round of main.ts sends any this misses (a crash between commit and send), and the
   * claim (SKIP LOCKED) keeps the two from sending one twice.
   */
  sendQueued: (ids: readonly number[]) => Promise<number>;
};

export type MailerOptions = {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  /** Instead of SMTP_URL (tests). */
  transport?: MailTransport;
  from: string;
  now?: () => Date;
  /** Counts each send's outcome (/metrics). */
  metrics?: Pick<Metrics, "mailed">;
  /** The studio's logo, name and colour, sender's name and header of every message sent (`mailBrand`). */
  brand?: (db: Pick<Db, "select">) => Promise<MailBrand>;
};

/** The transport the options name: the given one, SMTP when configured, otherwise none (logged only). */
export function mailTransport(opts: Pick<MailerOptions, "smtpUrl" | "transport">): MailTransport | null {
  return opts.transport ?? (opts.smtpUrl ? smtpTransport(opts.smtpUrl) : null);
}

/**
 * Where a message to a member goes: their own address, or, for a dependant without one (family
 * accounts: a placeholder address), their guardian's, as the guardian looks after their bookings.
 * A placeholder with no guardian any more stays as it is and is never sent.
 */
async function addressOf(db: Pick<Db, "select">, to: string): Promise<string> {
  if (!isPlaceholderAddress(to)) return to;
  const [row] = await db
    .select({ email: user.email })
    .from(familyLinks)
    .innerJoin(user, eq(user.id, familyLinks.guardianId))
    .where(eq(familyLinks.dependantId, to.slice(0, to.indexOf("@"))));
  return row?.email ?? to;
}

/**
 * One way out for every e-mail: recorded in the outbox, then sent at once when a transport is
 * configured (a failure is retried later, see outbox.ts), otherwise only logged (with its links, so
 * a developer can follow them).
 */
export function createMailer(opts: MailerOptions): Mailer {
  const plain = mailTransport(opts);
  const { brand } = opts;
  const transport = plain && brand ? studioSender(plain, () => brand(opts.db)) : plain;
  const now = opts.now ?? (() => new Date());
  /** The message's outbox row, rendered in the member's language (due at `dueAt` when queued). */
  const record = async <T extends TemplateName>(
    db: Pick<Db, "insert">,
    msg: MailMessage<T>,
    dueAt: Date | null,
  ) => {
    const content = renderTemplate(msg.template, msg.lang, msg.data);
    const [row] = await db
      .insert(emailOutbox)
      .values({
        toAddress: msg.to,
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
        template: msg.template,
        attachments: msg.attachments ?? null,
        status: transport && !isPlaceholderAddress(msg.to) ? "pending" : "logged",
        nextAttemptAt: dueAt,
      })
      .returning({ id: emailOutbox.id });
    return { id: row!.id, content };
  };
  // A queued message is sent once its transaction commits, without holding the caller's answer: a
  // member booking a place does not wait on the SMTP server (its round trips, or a slow or
  // unreachable server's seconds). One conversation at a time, in the order committed, so a
  // job's round of reminders does not open a connection per member at once. The row is committed,
  // so a send that fails, or never happens (a crash, a stop), is the outbox poll's to retry.
  let sending: Promise<unknown> = Promise.resolve();
  const sendAfterCommit = (id: number) => {
    sending = sending
      .then(() => mailer.sendQueued([id]))
      .catch((err: unknown) =>
        opts.logger.error(
          { err, mailId: id },
          "mail: the send after the commit failed; the outbox retries it",
        ),
      );
  };
  const mailer: Mailer = {
    async queue(tx, sent) {
      const msg = { ...sent, to: await addressOf(tx, sent.to) };
      const held = msg.notBefore && msg.notBefore > now() ? msg.notBefore : null;
      // A dependant's placeholder address (family accounts) reaches no one: kept as logged, never sent.
      const out = isPlaceholderAddress(msg.to) ? null : transport;
      const { id } = await record(tx, msg, out ? (held ?? now()) : null);
      if (!out)
        opts.logger.info(
          { mailId: id, to: msg.to, template: msg.template },
          "mail recorded in outbox (no SMTP_URL)",
        );
      else if (!held) afterCommit(tx, async () => sendAfterCommit(id));
      return id;
    },
    async send(sent) {
      const msg = { ...sent, to: await addressOf(opts.db, sent.to) };
      const { to, template, attachments } = msg;
      const { id, content } = await record(opts.db, msg, null);
      if (!transport || isPlaceholderAddress(to)) {
        const links = content.text.match(/https?:\/\/\S+/g) ?? [];
        opts.logger.info({ mailId: id, to, template, links }, "mail recorded in outbox (no SMTP_URL)");
        return { id, status: "logged" };
      }
      const status = await deliver(
        { db: opts.db, logger: opts.logger, transport, from: opts.from, now, metrics: opts.metrics },
        {
          id,
          toAddress: to,
          subject: content.subject,
          textBody: content.text,
          htmlBody: content.html,
          attempts: 0,
          attachments,
        },
      );
      return { id, status };
    },
    async sendQueued(ids) {
      if (!transport || ids.length === 0) return 0;
      const claimed = await claimDue(opts.db, now(), ids.length, ids);
      for (const msg of claimed) {
        await deliver(
          { db: opts.db, logger: opts.logger, transport, from: opts.from, now, metrics: opts.metrics },
          msg,
        );
      }
      return claimed.length;
    },
  };
  return mailer;
}
