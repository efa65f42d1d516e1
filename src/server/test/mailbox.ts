import type { Lang } from "../../shared/i18n";
import type { MailAttachment } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { type MailContent, renderTemplate, type TemplateName } from "../mail/templates";

export type CapturedMail = MailContent & {
  to: string;
  lang: Lang;
  template: TemplateName;
  attachments: MailAttachment[];
  /** A queued message held until then (quiet hours). */
  notBefore?: Date;
};

/**
 * Wraps the real mailer (so the outbox rows and SMTP still happen) and keeps a copy of every
 * message, so tests read the mail a user would get and follow its links.
 */
export function capturingMailer(inner: Mailer): { mailer: Mailer; sent: CapturedMail[] } {
  const sent: CapturedMail[] = [];
  const keep = (msg: Parameters<Mailer["send"]>[0]) =>
    sent.push({
      to: msg.to,
      lang: msg.lang,
      template: msg.template,
      attachments: msg.attachments ?? [],
      notBefore: msg.notBefore,
      ...renderTemplate(msg.template, msg.lang, msg.data),
    });
  const mailer: Mailer = {
    send: (msg) => {
      keep(msg);
      return inner.send(msg);
    },
    // Kept when queued: a test reads it once the transaction that queued it has answered.
    queue: (tx, msg) => {
      keep(msg);
      return inner.queue(tx, msg);
    },
    sendQueued: (ids) => inner.sendQueued(ids),
  };
  return { mailer, sent };
}

/** The newest message of that template to that address; throws when there is none. */
export function lastMail(sent: CapturedMail[], to: string, template: TemplateName): CapturedMail {
  const found = sent.filter((m) => m.to === to.toLowerCase() && m.template === template).at(-1);
  if (!found)
    throw new Error(
      `No ${template} mail to ${to} (sent: ${sent.map((m) => `${m.template}→${m.to}`).join(", ")})`,
    );
  return found;
}

/** The first link in a mail's text. */
export function linkIn(text: string): string {
  const url = text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`No link in mail:\n${text}`);
  return url;
}
