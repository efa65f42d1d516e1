import type { Lang } from "../../../shared/i18n";
import type { Deps } from "../../context";
import type { ConsentSubject } from "../../domain/guardian-consent";

/** What the booking services need from the app's dependencies. */
export type BookingDeps = Pick<
  Deps,
  "database" | "clock" | "config" | "logger" | "mailer" | "zone" | "metrics"
>;

/** Who books, cancels or acts: the signed-in user as the guard loaded them. */
export type Booker = { id: string; email: string; name: string };

/**
 * A member booking for themselves, as the session read them: their date of birth for the consent
 * check and their first name and language for the e-mail, so neither is read again in the booking.
 */
export type SelfBooker = Booker & ConsentSubject & { firstName: string; language: Lang };
