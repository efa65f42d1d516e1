import type { Lang } from "../../shared/i18n";
import { escapeHtml } from "../platform/html";
import type { MailContent } from "./content";

/**
 * An automatic reminder (decision 030): the owner's subject and text in the member's
 * language, a greeting, the link it invites to (ask for a package, or book) and the unsubscribe
 * footer of the studio's e-mails.
 */
export type ReminderMailData = {
  name: string;
  subject: string;
  text: string;
  action: "request" | "book";
  url: string;
  unsubscribeUrl: string;
  studio: string;
};

const fixed: Record<
  Lang,
  {
    greeting: (name: string) => string;
    action: Record<ReminderMailData["action"], string>;
    footer: string;
    unsubscribe: string;
  }
> = {
  gr: {
    greeting: (name) => (name ? `Γεια σου ${name},` : "Γεια σου,"),
    action: { request: "Ζήτησε πακέτο", book: "Κλείσε ραντεβού" },
    footer: "Για να μη λαμβάνεις πια τέτοια μηνύματα:",
    unsubscribe: "διαγραφή από τη λίστα",
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    action: { request: "Ask for a package", book: "Book a session" },
    footer: "To stop receiving these messages:",
    unsubscribe: "unsubscribe",
  },
};

function reminderMail(lang: Lang, d: ReminderMailData): MailContent {
  const f = fixed[lang];
  const action = f.action[d.action];
  return {
    subject: d.subject,
    text: `${f.greeting(d.name)}\n\n${d.text}\n\n${action}: ${d.url}\n\n--\n${d.studio}\n${f.footer} ${d.unsubscribeUrl}\n`,
    html: `<p>${escapeHtml(f.greeting(d.name))}</p><p style="white-space:pre-wrap">${escapeHtml(d.text)}</p><p><a href="${escapeHtml(d.url)}">${escapeHtml(action)}</a></p><hr><p><small>${escapeHtml(d.studio)} · ${escapeHtml(f.footer)} <a href="${escapeHtml(d.unsubscribeUrl)}">${escapeHtml(f.unsubscribe)}</a></small></p>`,
  };
}

export const reminderTemplates = {
  reminder: {
    gr: (d: ReminderMailData) => reminderMail("gr", d),
    en: (d: ReminderMailData) => reminderMail("en", d),
  },
};
