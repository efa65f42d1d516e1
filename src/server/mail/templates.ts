import type { Lang } from "../../shared/i18n";
import { escapeHtml } from "../platform/html";
import { type BookingTemplates, bookingTemplates } from "./booking-templates";
import { coachingTemplates, type ProgramUpdatedData } from "./coaching-templates";
import type { MailContent } from "./content";
import { type FamilySignInData, familyTemplates } from "./family-templates";
import { type GuardianConsentData, guardianTemplates } from "./guardian-templates";
import { type ReminderMailData, reminderTemplates } from "./reminder-templates";
import { type StaffInviteData, staffTemplates } from "./staff-templates";
import { type StandingSkippedData, standingTemplates } from "./standing-templates";
import { type WaitlistMailData, waitlistTemplates } from "./waitlist-templates";

export type { MailContent };

type Templates = {
  verifyEmail: { name: string; url: string; studio: string };
  resetPassword: { name: string; url: string; studio: string };
  /** A member moved in from the studio's spreadsheet (decision 034): choose a password. */
  memberInvite: { name: string; url: string; studio: string; days: number };
  signUpExisting: { name: string; signInUrl: string; resetUrl: string; studio: string };
  packageApproved: {
    name: string;
    packageName: string;
    sessions: number | null;
    expiresOn: string;
    studio: string;
  };
  contactMessage: { studio: string; email: string; phone: string; message: string; receivedAt: string };
  /** A mass e-mail: the admin's subject and text, the fixed parts in the member's language. */
  campaign: { name: string; subject: string; message: string; unsubscribeUrl: string; studio: string };
  retentionWarning: { name: string; url: string; studio: string; eraseOn: string };
  /** The waitlist (decision 018): passed over (why), closed without a place, the class cancelled. */
  waitlistSkipped: Parameters<typeof waitlistTemplates.waitlistSkipped.gr>[0];
  waitlistExpired: WaitlistMailData;
  /** A place freed inside the late window, offered to everyone waiting. */
  waitlistOffered: Parameters<typeof waitlistTemplates.waitlistOffered.gr>[0];
  waitlistCancelled: WaitlistMailData;
  /** A week of a standing booking not booked, and why (decision 037). */
  standingSkipped: StandingSkippedData;
  /** An automatic reminder (decision 030). */
  reminder: ReminderMailData;
  /** The coach changed the member's workout program (decision 031). */
  programUpdated: ProgramUpdatedData;
  guardianConsent: GuardianConsentData;
  familySignIn: FamilySignInData;
  staffInvite: StaffInviteData;
} & BookingTemplates;
export type TemplateName = keyof Templates;
export type TemplateData<T extends TemplateName> = Templates[T];

function linkMail(subject: string, greeting: string, body: string, action: string, url: string): MailContent {
  return {
    subject,
    text: `${greeting}\n\n${body}\n\n${url}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
  };
}

/** A message with two links (e.g. sign in, or reset the password). */
function twoLinkMail(
  subject: string,
  greeting: string,
  body: string,
  links: [label: string, url: string][],
): MailContent {
  return {
    subject,
    text: `${greeting}\n\n${body}\n\n${links.map(([label, url]) => `${label}: ${url}`).join("\n")}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${links
      .map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`)
      .join("")}`,
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

/** The admin's text as written, a greeting with the member's name, and the unsubscribe footer. */
function campaignMail(
  fixed: { defaultSubject: string; greeting: string; footer: string; unsubscribe: string },
  d: Templates["campaign"],
): MailContent {
  const subject = d.subject.trim() === "" ? fixed.defaultSubject : d.subject.trim();
  return {
    subject,
    text: `${fixed.greeting}\n\n${d.message}\n\n--\n${d.studio}\n${fixed.footer} ${d.unsubscribeUrl}\n`,
    html: `<p>${escapeHtml(fixed.greeting)}</p><p style="white-space:pre-wrap">${escapeHtml(d.message)}</p><hr><p><small>${escapeHtml(d.studio)} · ${escapeHtml(fixed.footer)} <a href="${escapeHtml(d.unsubscribeUrl)}">${escapeHtml(fixed.unsubscribe)}</a></small></p>`,
  };
}

const render: { [T in TemplateName]: Record<Lang, (d: Templates[T]) => MailContent> } = {
  ...waitlistTemplates,
  ...standingTemplates,
  ...guardianTemplates,
  ...familyTemplates,
  ...bookingTemplates,
  ...reminderTemplates,
  ...coachingTemplates,
  ...staffTemplates,
  retentionWarning: {
    gr: (d) =>
      linkMail(
        `${d.studio}: ο λογαριασμός σου θα διαγραφεί`,
        `Γεια σου ${d.name},`,
        `Δεν έχεις συνδεθεί, κλείσει ραντεβού ή πάρει πακέτο για πολύ καιρό. Όπως λένε οι όροι, ο λογαριασμός σου και τα δεδομένα σου θα διαγραφούν στις ${d.eraseOn}. Αν θέλεις να τον κρατήσεις, απλώς συνδέσου.`,
        "Σύνδεση",
        d.url,
      ),
    en: (d) =>
      linkMail(
        `${d.studio}: your account will be deleted`,
        `Hello ${d.name},`,
        `You have not signed in, booked or taken a package for a long time. As the terms say, your account and your data will be deleted on ${d.eraseOn}. To keep it, just sign in.`,
        "Sign in",
        d.url,
      ),
  },
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
  memberInvite: {
    gr: (d) =>
      linkMail(
        `${d.studio}: ο λογαριασμός σου είναι έτοιμος`,
        `Γεια σου ${d.name},`,
        `Το ${d.studio} μεταφέρει τα μέλη του στη νέα του σελίδα και σου έφτιαξε λογαριασμό με το πακέτο σου. Πάτησε τον σύνδεσμο για να ορίσεις κωδικό (ισχύει ${d.days} ημέρες· μετά ζήτησε νέο με «Ξέχασες τον κωδικό;»).`,
        "Ορισμός κωδικού",
        d.url,
      ),
    en: (d) =>
      linkMail(
        `${d.studio}: your account is ready`,
        `Hello ${d.name},`,
        `${d.studio} is moving its members to its new site and has made you an account with your package. Follow the link to choose a password (valid for ${d.days} days; after that, ask for a new one with “Forgot password”).`,
        "Choose a password",
        d.url,
      ),
  },
  signUpExisting: {
    gr: (d) =>
      twoLinkMail(
        `${d.studio}: απόπειρα εγγραφής με το email σου`,
        `Γεια σου ${d.name},`,
        "Κάποιος προσπάθησε να δημιουργήσει λογαριασμό με αυτό το email, αλλά έχεις ήδη λογαριασμό. Αν ήσουν εσύ, συνδέσου. Αν ξέχασες τον κωδικό, πάτησε «Ξέχασες τον κωδικό;» στο παράθυρο σύνδεσης. Αν δεν ήσουν εσύ, αγνόησε αυτό το μήνυμα.",
        [
          ["Σύνδεση", d.signInUrl],
          ["Επαναφορά κωδικού", d.resetUrl],
        ],
      ),
    en: (d) =>
      twoLinkMail(
        `${d.studio}: someone tried to sign up with your email`,
        `Hello ${d.name},`,
        "Someone tried to create an account with this email, but you already have one. If it was you, log in. If you forgot your password, press 'Forgot password' in the log-in window. If it was not you, ignore this message.",
        [
          ["Log in", d.signInUrl],
          ["Reset password", d.resetUrl],
        ],
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
  campaign: {
    gr: (d) =>
      campaignMail(
        {
          defaultSubject: "Ενημέρωση",
          greeting: d.name ? `Γεια σου ${d.name},` : "Γεια σου,",
          footer: "Για να μη λαμβάνεις πια τέτοια μηνύματα:",
          unsubscribe: "διαγραφή από τη λίστα",
        },
        d,
      ),
    en: (d) =>
      campaignMail(
        {
          defaultSubject: "Update",
          greeting: d.name ? `Hello ${d.name},` : "Hello,",
          footer: "To stop receiving these messages:",
          unsubscribe: "unsubscribe",
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
