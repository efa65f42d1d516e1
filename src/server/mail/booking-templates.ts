import type { Schedule, ScheduleNames } from "../../shared/domain/schedules";
import type { Lang } from "../../shared/i18n";
import { dateFormat, localeOf } from "../../shared/intl";
import { escapeHtml } from "../platform/html";
import type { MailContent } from "./content";

/**
 * The member's booking e-mails (decision 019): a confirmation, a cancellation, a booking
 * made from the waitlist and the reminder. The calendar file travels as an attachment.
 */
export type BookingMailData = {
  name: string;
  studio: string;
  address: string;
  schedule: Schedule;
  /** The schedule's names (absent from e-mails queued before decision 035: the two seeded names). */
  scheduleName?: ScheduleNames;
  /** The studio date 'YYYY-MM-DD' and its start and end 'HH:MM'. */
  date: string;
  time: string;
  endTime: string;
  /** The member's account page, where reminders are turned off (reminder e-mails only). */
  accountUrl?: string;
  /** Its numbered place (decision 037). */
  place?: number | null;
  /** A standing booking's usual place, taken that week (the booking holds `place` instead). */
  usualPlace?: number | null;
  /** The place the desk moved the booking from (`bookingMoved`; `place` is the new one). */
  previousPlace?: number | null;
  /** `bookingClosed`: whether the session was returned to the member's balance. */
  sessionReturned?: boolean;
};
export type BookingTemplates = {
  bookingConfirmed: BookingMailData;
  bookingCancelled: BookingMailData;
  bookingPromoted: BookingMailData;
  bookingReminder: BookingMailData;
  /** The desk moved the booking to another numbered place (an updated invitation). */
  bookingMoved: BookingMailData;
  /** A standing booking's week cancelled because the studio is closed that day (decision 037). */
  bookingClosed: BookingMailData;
};
type Content = { subject: string; text: string; html: string };

/** The seeded schedules' names, for e-mails queued before the names travelled with them (decision 035). */
const SEEDED_NAMES: Record<Lang, Record<Schedule, string>> = {
  gr: { gym: "Γυμναστήριο", pilates: "Reformer Pilates" },
  en: { gym: "Gym", pilates: "Reformer Pilates" },
};

/** The schedule's name in an e-mail's language. */
export const scheduleLabel = (d: { schedule: Schedule; scheduleName?: ScheduleNames }, lang: Lang) =>
  d.scheduleName?.[lang] ?? SEEDED_NAMES[lang][d.schedule] ?? d.schedule;

/** A mail of a greeting and one paragraph a line, as text and as HTML (the waitlist's, the standing bookings'). */
export function paragraphsMail(subject: string, greeting: string, lines: string[]): MailContent {
  return {
    subject,
    text: `${greeting}\n\n${lines.join("\n\n")}\n`,
    html: `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}`,
  };
}

/** "Yoga, Tuesday 24 November 2026, 18:00": the slot a mail is about. */
export const slotLine = (
  d: { schedule: Schedule; scheduleName?: ScheduleNames; date: string; time: string },
  lang: Lang,
) => `${scheduleLabel(d, lang)}, ${longDate(d.date, lang)}, ${d.time}`;

/** "Tuesday 24 November 2026" / "Τρίτη 24 Νοεμβρίου 2026" for a studio date. */
export function longDate(date: string, lang: Lang): string {
  return dateFormat(localeOf(lang), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

const words = {
  gr: {
    greeting: (n: string) => (n ? `Γεια σου ${n},` : "Γεια σου,"),
    what: "Τι",
    when: "Πότε",
    where: "Πού",
    place: "Θέση",
    usualTaken: (usual: number, place: number) =>
      `Η συνηθισμένη σου θέση ${usual} ήταν πιασμένη αυτή την εβδομάδα· σου κρατήσαμε τη θέση ${place}.`,
    moved: (from: number, to: number) => `Η θέση σου άλλαξε από ${from} σε ${to}.`,
    closed:
      "Το στούντιο είναι κλειστό εκείνη την ημέρα, οπότε αυτή η εβδομάδα της σταθερής σου κράτησης ακυρώθηκε. Οι άλλες εβδομάδες της μένουν ως έχουν.",
    returned: "Η συνεδρία επιστράφηκε στο υπόλοιπό σου.",
    bookingConfirmed: {
      subject: "η κράτησή σου",
      intro: "Η κράτησή σου επιβεβαιώθηκε.",
      file: "Η συνημμένη πρόσκληση (.ics) την προσθέτει στο ημερολόγιό σου.",
    },
    bookingCancelled: {
      subject: "η κράτησή σου ακυρώθηκε",
      intro: "Η κράτησή σου ακυρώθηκε.",
      file: "Η συνημμένη ακύρωση (.ics) τη βγάζει από το ημερολόγιό σου.",
    },
    bookingPromoted: {
      subject: "βρέθηκε θέση για σένα",
      intro: "Ελευθερώθηκε θέση και σου την κρατήσαμε από τη λίστα αναμονής.",
      file: "Η συνημμένη πρόσκληση (.ics) την προσθέτει στο ημερολόγιό σου.",
    },
    bookingClosed: {
      subject: "κλειστά εκείνη τη μέρα, η κράτησή σου ακυρώθηκε",
      intro: "Η κράτησή σου ακυρώθηκε.",
      file: "Η συνημμένη ακύρωση (.ics) τη βγάζει από το ημερολόγιό σου.",
    },
    bookingMoved: {
      subject: "η θέση σου άλλαξε",
      intro: "Η θέση σου στην κράτηση άλλαξε.",
      file: "Η συνημμένη πρόσκληση (.ics) ενημερώνει το ημερολόγιό σου.",
    },
    bookingReminder: {
      subject: "υπενθύμιση για αύριο",
      intro: "Σου θυμίζουμε την κράτησή σου.",
      file: "Δεν θέλεις υπενθυμίσεις; Σταμάτησέ τες από τον λογαριασμό σου:",
    },
  },
  en: {
    greeting: (n: string) => (n ? `Hello ${n},` : "Hello,"),
    what: "What",
    when: "When",
    where: "Where",
    place: "Place",
    usualTaken: (usual: number, place: number) =>
      `Your usual place ${usual} was taken this week, so we booked place ${place} for you.`,
    moved: (from: number, to: number) => `Your place has changed from ${from} to ${to}.`,
    closed:
      "The studio is closed that day, so this week of your standing booking is cancelled. Its other weeks stay as they are.",
    returned: "The session has been returned to your balance.",
    bookingConfirmed: {
      subject: "your booking",
      intro: "Your booking is confirmed.",
      file: "The attached invitation (.ics) adds it to your calendar.",
    },
    bookingCancelled: {
      subject: "your booking is cancelled",
      intro: "Your booking has been cancelled.",
      file: "The attached cancellation (.ics) removes it from your calendar.",
    },
    bookingPromoted: {
      subject: "a place freed up for you",
      intro: "A place freed up and we booked it for you from the waitlist.",
      file: "The attached invitation (.ics) adds it to your calendar.",
    },
    bookingClosed: {
      subject: "closed that day, your booking is cancelled",
      intro: "Your booking has been cancelled.",
      file: "The attached cancellation (.ics) removes it from your calendar.",
    },
    bookingMoved: {
      subject: "your place changed",
      intro: "Your place in this booking has changed.",
      file: "The attached invitation (.ics) updates your calendar.",
    },
    bookingReminder: {
      subject: "reminder for tomorrow",
      intro: "A reminder of your booking.",
      file: "Rather not get reminders? Turn them off on your account page:",
    },
  },
} as const;

/** The e-mail's first sentence: the kind's own, or what changed (a place taken, moved, a closure). */
function introOf(kind: keyof BookingTemplates, lang: Lang, d: BookingMailData): string {
  const w = words[lang];
  if (d.usualPlace && d.place) return `${w[kind].intro} ${w.usualTaken(d.usualPlace, d.place)}`;
  if (kind === "bookingMoved" && d.previousPlace && d.place) return w.moved(d.previousPlace, d.place);
  if (kind === "bookingClosed") return `${w.closed}${d.sessionReturned ? ` ${w.returned}` : ""}`;
  return w[kind].intro;
}

function bookingMail(kind: keyof BookingTemplates, lang: Lang, d: BookingMailData): Content {
  const w = words[lang];
  const k = w[kind];
  const what = scheduleLabel(d, lang);
  const when = `${longDate(d.date, lang)}, ${d.time}–${d.endTime}`;
  const rows: [string, string][] = [
    [w.what, what],
    [w.when, when],
    [w.where, `${d.studio}, ${d.address}`],
  ];
  if (d.place) rows.splice(2, 0, [w.place, String(d.place)]);
  const intro = introOf(kind, lang, d);
  const link = kind === "bookingReminder" && d.accountUrl ? d.accountUrl : null;
  const tail = link ? `${k.file} ${link}` : k.file;
  return {
    subject: `${d.studio}: ${k.subject} (${what}, ${d.date.split("-").reverse().join("/")} ${d.time})`,
    text: `${w.greeting(d.name)}\n\n${intro}\n\n${rows.map(([a, b]) => `${a}: ${b}`).join("\n")}\n\n${tail}\n`,
    html: `<p>${escapeHtml(w.greeting(d.name))}</p><p>${escapeHtml(intro)}</p><ul>${rows
      .map(([a, b]) => `<li>${escapeHtml(a)}: ${escapeHtml(b)}</li>`)
      .join("")}</ul><p>${escapeHtml(k.file)}${
      link ? ` <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : ""
    }</p>`,
  };
}

const both = (kind: keyof BookingTemplates) => ({
  gr: (d: BookingMailData) => bookingMail(kind, "gr", d),
  en: (d: BookingMailData) => bookingMail(kind, "en", d),
});

export const bookingTemplates = {
  bookingConfirmed: both("bookingConfirmed"),
  bookingCancelled: both("bookingCancelled"),
  bookingPromoted: both("bookingPromoted"),
  bookingReminder: both("bookingReminder"),
  bookingMoved: both("bookingMoved"),
  bookingClosed: both("bookingClosed"),
};

/** "Θέση: 5" / "Place: 5": a booking's numbered place as its calendar event's notes say it. */
export const placeLine = (place: number, lang: Lang) => `${words[lang].place}: ${place}`;
