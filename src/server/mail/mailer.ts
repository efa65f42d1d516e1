import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Lang } from "../../shared/i18n";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Logger } from "../lib/logger";
import { renderTemplate, type TemplateData, type TemplateName } from "./templates";

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export type SendResult = { id: number; status: "sent" | "failed" | "logged" };

export type Mailer = {
  send: <T extends TemplateName>(msg: {
    to: string;
    lang: Lang;
    template: T;
    data: TemplateData<T>;
  }) => Promise<SendResult>;
};

/**
 * One way out for every e-mail: recorded in the outbox, then sent through SMTP when configured,
 * otherwise only logged (with its links, so a developer can follow them).
 */
export function createMailer(opts: { db: Db; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  // Sign-up and password reset wait for the send, so a silent server must fail in seconds, not
  // nodemailer's minutes. Options in the URL's query (e.g. ?ignoreTLS=true) take precedence.
  const transport: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS })
    : null;
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
          status: "pending",
        })
        .returning({ id: emailOutbox.id });
      const id = row!.id;
      if (!transport) {
        const links = content.text.match(/https?:\/\/\S+/g) ?? [];
        opts.logger.info({ mailId: id, to, template, links }, "mail recorded in outbox (no SMTP_URL)");
        await opts.db
          .update(emailOutbox)
          .set({ status: "logged", updatedAt: new Date() })
          .where(eq(emailOutbox.id, id));
        return { id, status: "logged" };
      }
      try {
        await transport.sendMail({
          from: opts.from,
          to,
          subject: content.subject,
          text: content.text,
          html: content.html,
        });
        await opts.db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date(), updatedAt: new Date() })
          .where(eq(emailOutbox.id, id));
        return { id, status: "sent" };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        opts.logger.error({ mailId: id, to, template, err: message }, "mail failed");
        await opts.db
          .update(emailOutbox)
          .set({ status: "failed", error: message, updatedAt: new Date() })
          .where(eq(emailOutbox.id, id));
        return { id, status: "failed" };
      }
    },
  };
}
