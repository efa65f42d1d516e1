import type { Schedule, ScheduleNames } from "../../shared/domain/schedules";
import type { ErrorCode } from "../../shared/errors";
import { paragraphsMail, slotLine } from "./booking-templates";
import { refusalSentence } from "./refusal-sentence";

/**
 * A standing booking's e-mail (decision 037): one of its weeks could not be booked, and
 * why (the booking rule's sentence); when its package ended, the standing booking ended with it.
 * A booked week is a booking's own e-mail with its calendar invitation.
 */
export type StandingSkippedData = {
  name: string;
  studio: string;
  schedule: Schedule;
  scheduleName?: ScheduleNames;
  date: string;
  time: string;
  reason: ErrorCode;
  /** The numbers and names the rule's sentence states (`{{cancelCutoff, duration}}`, `{{kind, name}}`), and the schedule's `timetable`. */
  params?: Record<string, unknown>;
  /** The standing booking ended here (its package ended). */
  ended: boolean;
};

export const standingTemplates = {
  standingSkipped: {
    gr: (d: StandingSkippedData) =>
      paragraphsMail(
        `${d.studio}: μια εβδομάδα της σταθερής κράτησής σου δεν κλείστηκε`,
        `Γεια σου ${d.name},`,
        [
          `Δεν μπορέσαμε να κλείσουμε τη σταθερή σου κράτηση για ${slotLine(d, "gr")}: ${refusalSentence(d.reason, d.params, "gr")}`,
          d.ended
            ? "Η σταθερή κράτηση τελείωσε μαζί με το πακέτο σου. Μπορείς να φτιάξεις νέα όταν το ανανεώσεις."
            : "Οι υπόλοιπες εβδομάδες της μένουν ως έχουν. Δεν χρησιμοποιήθηκε καμία συνεδρία.",
        ],
      ),
    en: (d: StandingSkippedData) =>
      paragraphsMail(`${d.studio}: one week of your standing booking was not booked`, `Hello ${d.name},`, [
        `We could not book your standing booking for ${slotLine(d, "en")}: ${refusalSentence(d.reason, d.params, "en")}`,
        d.ended
          ? "The standing booking ended with your package. You can make a new one once you renew it."
          : "Its other weeks stay as they are. No session was used.",
      ]),
  },
};
