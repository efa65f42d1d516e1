import { escapeHtml } from "../platform/html";
import { longDate } from "./booking-templates";
import type { MailContent } from "./content";

/** The coaching loop's e-mail (decision 031): the coach changed the member's workout program. */

export type ProgramUpdatedData = {
  name: string;
  studio: string;
  /** The new version's first day (YYYY-MM-DD) and its number. */
  startDate: string;
  version: number;
  /** The member's program screen. */
  url: string;
};

function mail(subject: string, greeting: string, body: string, action: string, url: string): MailContent {
  return {
    subject,
    text: `${greeting}\n\n${body}\n\n${action}: ${url}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
  };
}

export const coachingTemplates = {
  programUpdated: {
    gr: (d: ProgramUpdatedData) =>
      mail(
        `${d.studio}: το πρόγραμμα προπόνησής σου άλλαξε`,
        `Γεια σου ${d.name},`,
        `Ο προπονητής σου άλλαξε το πρόγραμμά σου. Η νέα έκδοση (${d.version}) ισχύει από ${longDate(d.startDate, "gr")}. Όσα έχεις ήδη καταγράψει μένουν όπως ήταν.`,
        "Δες το πρόγραμμα",
        d.url,
      ),
    en: (d: ProgramUpdatedData) =>
      mail(
        `${d.studio}: your workout program has changed`,
        `Hello ${d.name},`,
        `Your coach changed your program. The new version (${d.version}) applies from ${longDate(d.startDate, "en")}. What you have already logged stays as it was.`,
        "See the program",
        d.url,
      ),
  },
};
