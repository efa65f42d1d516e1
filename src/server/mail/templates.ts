import type { Lang } from "../../shared/i18n";

export type MailContent = { subject: string; text: string; html: string };

type Templates = {
  verifyEmail: { name: string; url: string; studio: string };
  resetPassword: { name: string; url: string; studio: string };
};
export type TemplateName = keyof Templates;
export type TemplateData<T extends TemplateName> = Templates[T];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function linkMail(subject: string, greeting: string, body: string, action: string, url: string): MailContent {
  return {
    subject,
    text: `${greeting}\n\n${body}\n\n${url}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
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
};

export function renderTemplate<T extends TemplateName>(name: T, lang: Lang, data: Templates[T]): MailContent {
  return render[name][lang](data);
}
