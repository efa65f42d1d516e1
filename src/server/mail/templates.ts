import type { Lang } from "../../shared/i18n";
import { escapeHtml } from "../lib/html";

export type MailContent = { subject: string; text: string; html: string };

type Templates = {
  verifyEmail: { name: string; url: string; studio: string };
  resetPassword: { name: string; url: string; studio: string };
  packageApproved: {
    name: string;
    packageName: string;
    sessions: number | null;
    expiresOn: string;
    studio: string;
  };
  contactMessage: { studio: string; email: string; phone: string; message: string; receivedAt: string };
};
export type TemplateName = keyof Templates;
export type TemplateData<T extends TemplateName> = Templates[T];

function linkMail(subject: string, greeting: string, body: string, action: string, url: string): MailContent {
  return {
    subject,
    text: `${greeting}\n\n${body}\n\n${url}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
  };
}

function contactMail(
  subject: string,
  labels: { intro: string; email: string; phone: string; received: string },
  d: Templates["contactMessage"],
): MailContent {
  const rows: [string, string][] = [
    [labels.email, d.email],
    [labels.phone, d.phone],
    [labels.received, d.receivedAt],
  ];
  return {
    subject,
    text: `${labels.intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${d.message}\n`,
    html: `<p>${escapeHtml(labels.intro)}</p><ul>${rows
      .map(([k, v]) => `<li>${escapeHtml(k)}: ${escapeHtml(v)}</li>`)
      .join("")}</ul><p style="white-space:pre-wrap">${escapeHtml(d.message)}</p>`,
  };
}

/** The package approval (spec section 7): recipient, name, package, sessions (none for nutrition), expiry. */
function approvalMail(
  subject: string,
  greeting: string,
  lines: { intro: string; pkg: string; sessions: string; expires: string },
  d: Templates["packageApproved"],
): MailContent {
  const rows: [string, string][] = [[lines.pkg, d.packageName]];
  if (d.sessions !== null) rows.push([lines.sessions, String(d.sessions)]);
  rows.push([lines.expires, d.expiresOn]);
  return {
    subject,
    text: `${greeting}\n\n${lines.intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join("\n")}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lines.intro)}</p><ul>${rows
      .map(([k, v]) => `<li>${escapeHtml(k)}: ${escapeHtml(v)}</li>`)
      .join("")}</ul>`,
  };
}

const render: { [T in TemplateName]: Record<Lang, (d: Templates[T]) => MailContent> } = {
  verifyEmail: {
    gr: (d) =>
      linkMail(
        `${d.studio}: επιβεβαίωση email`,
        `Γεια σου ${d.name},`,
        "Πάτησε τον σύνδεσμο για να επιβεβαιώσεις το email σου.",
        "Επιβεβαίωση email",
        d.url,
      ),
    en: (d) =>
      linkMail(
        `${d.studio}: confirm your email`,
        `Hello ${d.name},`,
        "Follow the link to confirm your email address.",
        "Confirm email",
        d.url,
      ),
  },
  resetPassword: {
    gr: (d) =>
      linkMail(
        `${d.studio}: επαναφορά κωδικού`,
        `Γεια σου ${d.name},`,
        "Πάτησε τον σύνδεσμο για να ορίσεις νέο κωδικό. Αν δεν το ζήτησες εσύ, αγνόησε αυτό το μήνυμα.",
        "Νέος κωδικός",
        d.url,
      ),
    en: (d) =>
      linkMail(
        `${d.studio}: reset your password`,
        `Hello ${d.name},`,
        "Follow the link to choose a new password. If you did not ask for this, ignore this message.",
        "Choose a new password",
        d.url,
      ),
  },
  contactMessage: {
    gr: (d) =>
      contactMail(
        `${d.studio}: μήνυμα από ${d.email}`,
        {
          intro: "Νέο μήνυμα από τη φόρμα επικοινωνίας.",
          email: "Email",
          phone: "Τηλέφωνο",
          received: "Λήψη",
        },
        d,
      ),
    en: (d) =>
      contactMail(
        `${d.studio}: message from ${d.email}`,
        {
          intro: "A new message from the contact form.",
          email: "Email",
          phone: "Phone",
          received: "Received",
        },
        d,
      ),
  },
  packageApproved: {
    gr: (d) =>
      approvalMail(
        `${d.studio}: το πακέτο σου εγκρίθηκε`,
        `Γεια σου ${d.name},`,
        {
          intro: "Το αίτημά σου εγκρίθηκε. Καλή προπόνηση!",
          pkg: "Πακέτο",
          sessions: "Συνεδρίες",
          expires: "Λήξη",
        },
        d,
      ),
    en: (d) =>
      approvalMail(
        `${d.studio}: your package is approved`,
        `Hello ${d.name},`,
        {
          intro: "Your request has been approved. Enjoy your training!",
          pkg: "Package",
          sessions: "Sessions",
          expires: "Expires",
        },
        d,
      ),
  },
};

export function renderTemplate<T extends TemplateName>(name: T, lang: Lang, data: Templates[T]): MailContent {
  return render[name][lang](data);
}
