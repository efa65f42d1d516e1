import type { Lang } from "../../shared/i18n";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Logger } from "../lib/logger";
import { deliver, type MailTransport, smtpTransport } from "./outbox";
import { renderTemplate, type TemplateData, type TemplateName } from "./templates";

export type SendResult = { id: number; status: "sent" | "failed" | "logged" };

export type Mailer = {
  send: <T extends TemplateName>(msg: {
    to: string;
    lang: Lang;
    template: T;
    data: TemplateData<T>;
  }) => Promise<SendResult>;
};

export type MailerOptions = {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  /** Instead of SMTP_URL (tests). */
  transport?: MailTransport;
  from: string;
  now?: () => Date;
};

/** The transport the options name: the given one, SMTP when configured, otherwise none (logged only). */
export function mailTransport(opts: Pick<MailerOptions, "smtpUrl" | "transport">): MailTransport | null {
  return opts.transport ?? (opts.smtpUrl ? smtpTransport(opts.smtpUrl) : null);
}

/**
 * One way out for every e-mail: recorded in the outbox, then sent at once when a transport is
 * configured (a failure is retried later, see outbox.ts), otherwise only logged (with its links, so
 * a developer can follow them).
 */
export function createMailer(opts: MailerOptions): Mailer {
  const transport = mailTransport(opts);
  const now = opts.now ?? (() => new Date());
  return {
    async send({ to, lang, template, data }) {
      const content = renderTemplate(template, lang, data);
      const [row] = await opts.db
        .insert(emailOutbox)
        .values({
          toAddress: to,
          subject: content.subject,
          textBody: content.text,
          htmlBody: content.html,
          template,
          status: transport ? "pending" : "logged",
        })
        .returning({ id: emailOutbox.id });
      const id = row!.id;
      if (!transport) {
        const links = content.text.match(/https?:\/\/\S+/g) ?? [];
        opts.logger.info({ mailId: id, to, template, links }, "mail recorded in outbox (no SMTP_URL)");
        return { id, status: "logged" };
      }
      const status = await deliver(
        { db: opts.db, logger: opts.logger, transport, from: opts.from, now },
        {
          id,
          toAddress: to,
          subject: content.subject,
          textBody: content.text,
          htmlBody: content.html,
          attempts: 0,
        },
      );
      return { id, status };
    },
  };
}
