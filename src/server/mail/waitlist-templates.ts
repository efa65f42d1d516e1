import type { Schedule, ScheduleNames } from "../../shared/domain/schedules";
import type { WaitlistSkipReason } from "../../shared/domain/waitlist";
import { paragraphsMail, slotLine } from "./booking-templates";
import { refusalSentence } from "./refusal-sentence";

/**
 * The waitlist's e-mails to a member (decision 018): a late place offered, passed over, not freed, and the class cancelled. Booked from the line
 * is a booking's e-mail with its calendar invitation (`bookingPromoted`, booking-templates.ts).
 */

export type WaitlistMailData = {
  name: string;
  studio: string;
  schedule: Schedule;
  scheduleName?: ScheduleNames;
  date: string;
  time: string;
};

/** Passed over: the rule, and the schedule's words its sentence states (`refusalWords`; absent in e-mails queued before). */
type SkippedData = WaitlistMailData & { reason: WaitlistSkipReason; params?: Record<string, unknown> };

export const waitlistTemplates = {
  waitlistOffered: {
    gr: (d: WaitlistMailData & { url: string }) =>
      paragraphsMail(`${d.studio}: ελευθερώθηκε θέση, πρόλαβέ τη`, `Γεια σου ${d.name},`, [
        `Ελευθερώθηκε θέση στη λίστα αναμονής όπου είσαι (${slotLine(d, "gr")}). Προσφέρεται σε όλους όσοι περιμένουν: την παίρνει όποιος την κλείσει πρώτος.`,
        `Κλείσε τη από τη λίστα αναμονής σου: ${d.url}`,
      ]),
    en: (d: WaitlistMailData & { url: string }) =>
      paragraphsMail(`${d.studio}: a place is free, claim it`, `Hello ${d.name},`, [
        `A place freed up on the waitlist you are on (${slotLine(d, "en")}). It is offered to everyone waiting: the first to claim it gets it.`,
        `Claim it from your waitlist: ${d.url}`,
      ]),
  },
  waitlistSkipped: {
    gr: (d: SkippedData) =>
      paragraphsMail(`${d.studio}: δεν μπορέσαμε να σου κλείσουμε θέση`, `Γεια σου ${d.name},`, [
        `Ελευθερώθηκε θέση στη λίστα αναμονής όπου ήσουν (${slotLine(d, "gr")}), αλλά δεν μπορούσαμε να την κλείσουμε για σένα: ${refusalSentence(d.reason, d.params, "gr")}`,
        "Η θέση σου στη λίστα έληξε.",
      ]),
    en: (d: SkippedData) =>
      paragraphsMail(`${d.studio}: we could not book you a place`, `Hello ${d.name},`, [
        `A place freed up on the waitlist you were on (${slotLine(d, "en")}), but we could not book it for you: ${refusalSentence(d.reason, d.params, "en")}`,
        "Your waitlist place has ended.",
      ]),
  },
  waitlistExpired: {
    gr: (d: WaitlistMailData) =>
      paragraphsMail(`${d.studio}: δεν ελευθερώθηκε θέση`, `Γεια σου ${d.name},`, [
        `Η λίστα αναμονής για ${slotLine(d, "gr")} έκλεισε 15 λεπτά πριν την ώρα χωρίς να ελευθερωθεί θέση.`,
        "Δεν χρησιμοποιήθηκε καμία συνεδρία.",
      ]),
    en: (d: WaitlistMailData) =>
      paragraphsMail(`${d.studio}: no place freed up`, `Hello ${d.name},`, [
        `The waitlist for ${slotLine(d, "en")} closed 15 minutes before the slot without a place freeing up.`,
        "No session was used.",
      ]),
  },
  waitlistCancelled: {
    gr: (d: WaitlistMailData) =>
      paragraphsMail(`${d.studio}: το μάθημα ακυρώθηκε`, `Γεια σου ${d.name},`, [
        `Το μάθημα για το οποίο ήσουν στη λίστα αναμονής (${slotLine(d, "gr")}) ακυρώθηκε από το στούντιο. Η θέση σου στη λίστα έληξε.`,
        "Δεν χρησιμοποιήθηκε καμία συνεδρία.",
      ]),
    en: (d: WaitlistMailData) =>
      paragraphsMail(`${d.studio}: the class was cancelled`, `Hello ${d.name},`, [
        `The class you were waiting for (${slotLine(d, "en")}) was cancelled by the studio. Your waitlist place has ended.`,
        "No session was used.",
      ]),
  },
};
