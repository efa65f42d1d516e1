import { eq } from "drizzle-orm";
import { slotInstant } from "../../shared/domain/schedule";
import { GYM, type Schedule, type ScheduleNames } from "../../shared/domain/schedules";
import { DEFAULT_LANG, isLang, type Lang } from "../../shared/i18n";
import { GUEST_NAME } from "../../shared/schemas/booking";
import type { Deps } from "../context";
import type { Tx } from "../db/client";
import { reservations, user } from "../db/schema";
import { type BookingMailData, placeLine } from "../mail/booking-templates";
import { bookingIcs, type Studio } from "./ics";
import { scheduleNames } from "./schedules";
import { type BookingWhere, type StudioIdentity, studioIdentity, studioIdentityAt } from "./studio-identity";
import { studioNow } from "./studio-now";
import { readRules } from "./studio-rules";

/** The text with any lone surrogate (an unpaired half of a character) replaced by U+FFFD. */
export const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

/** What the booking e-mails need from the app's dependencies. */
export type BookingMailDeps = Pick<Deps, "config" | "clock" | "mailer" | "zone">;

export type BookingMailKind = "booked" | "cancelled" | "promoted" | "moved" | "closed";

/** The reservation as the booking or cancellation transaction holds it. */
export type MailedReservation = {
  id: string;
  /** 'block' (a mass fill's place) never gets mail. */
  kind?: string;
  userId: string | null;
  email: string;
  name: string;
  date: string;
  time: string;
  /** Its numbered place (decision 037). */
  place?: number | null;
  /** How many times it changed since its first invitation (its calendar SEQUENCE; 0 when absent). */
  calendarSequence?: number;
};

const TEMPLATE = {
  booked: "bookingConfirmed",
  cancelled: "bookingCancelled",
  promoted: "bookingPromoted",
  moved: "bookingMoved",
  closed: "bookingClosed",
} as const;

/** What the studio's facts come from: its identity's defaults, the public address and the studio's zone now. */
type StudioDeps = { config: Deps["config"]; zone: () => string };

/**
 * The studio as the e-mails and calendar files name it: its identity's name, address and e-mail
 * (read in the caller's transaction: the owner's last save), its time zone and host. The address is
 * that of the booking's location when it has its own (decision 057), read in the same statement.
 */
export async function studioOf(
  db: Pick<Tx, "select">,
  deps: StudioDeps,
  lang: Lang,
  /** Absent: the studio's own address (a feed of bookings at several places names each one's). */
  where?: BookingWhere,
): Promise<Studio> {
  const identity = where
    ? await studioIdentityAt(db, deps.config, where)
    : await studioIdentity(db, deps.config);
  return studioFrom(identity, deps, lang);
}

/** The studio as `studioOf` names it, from an identity the caller has already read. */
function studioFrom(identity: StudioIdentity, { config, zone }: StudioDeps, lang: Lang): Studio {
  return {
    name: identity.name,
    address: lang === "en" ? identity.addressEn : identity.address,
    email: identity.email,
    tz: zone(),
    host: new URL(config.publicUrl).hostname,
  };
}

/** 'HH:MM' `minutes` after the slot's start, in the studio's time zone. */
export function endTimeOf(date: string, time: string, minutes: number, tz: string): string {
  return studioNow(new Date(slotInstant(date, time, tz).getTime() + minutes * 60_000), tz).time;
}

/** Who a booking's e-mail goes to, in which language, called by which name. */
export type Recipient = { to: string; lang: Lang; name: string };

/** A member's account as the e-mail addresses it: their address, language and first name (else their name). */
export function memberRecipient(u: {
  email: string;
  name: string;
  firstName: string | null;
  language: string | null;
}): Recipient | null {
  if (!u.email) return null;
  const name = wellFormed(u.firstName || u.name);
  return { to: u.email, lang: isLang(u.language) ? u.language : DEFAULT_LANG, name };
}

/** Who the e-mail goes to: the member's account (their address and language), or a guest's typed address in Greek. */
export async function recipientOf(
  tx: Tx,
  r: Pick<MailedReservation, "userId" | "email" | "name">,
): Promise<Recipient | null> {
  if (r.userId) {
    const [u] = await tx
      .select({ email: user.email, name: user.name, firstName: user.firstName, language: user.language })
      .from(user)
      .where(eq(user.id, r.userId));
    return u ? memberRecipient(u) : null;
  }
  if (!r.email) return null;
  // A typed name may hold a lone surrogate: no e-mail (or jsonb) can carry it.
  return { to: r.email, lang: DEFAULT_LANG, name: r.name === GUEST_NAME ? "" : wellFormed(r.name) };
}

/** A booking's numbered place as its row holds it (null: none, or no row). */
async function placeOf(tx: Tx, id: string): Promise<number | null> {
  const [row] = await tx
    .select({ place: reservations.place })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.place ?? null;
}

/** The e-mail's facts about the booking, for its template. */
export function mailData(
  studio: Studio,
  r: Pick<MailedReservation, "date" | "time" | "place">,
  o: { name: string; lang: Lang; schedule: Schedule; scheduleName: ScheduleNames; minutes: number },
): BookingMailData {
  return {
    name: o.name,
    studio: studio.name,
    address: studio.address,
    schedule: o.schedule,
    scheduleName: o.scheduleName,
    date: r.date,
    time: r.time,
    endTime: endTimeOf(r.date, r.time, o.minutes, studio.tz),
    ...(r.place ? { place: r.place } : {}),
  };
}

/**
 * The member's e-mail about a booking (decision 019), queued in the caller's transaction
 * so it leaves only if the booking or cancellation commits: a confirmation or a booking from the
 * waitlist with the `.ics` invitation (METHOD:REQUEST), a place moved by the desk with the updated
 * invitation (same UID, the booking's higher SEQUENCE), or a cancellation (by a closure: saying the
 * studio is closed that day) with the `.ics` cancellation (METHOD:CANCEL, same UID, higher
 * SEQUENCE), in the member's language. A guest gets
 * it in Greek at the typed address; a blocking entry or a guest without an address gets nothing.
 * Sent right after the commit when the transaction was opened by `inTransaction` (after-commit.ts),
 * by the outbox's poll when that send fails. Answers the outbox row's id, or null
 * when nothing was sent.
 */
export async function queueBookingMail(
  tx: Tx,
  deps: BookingMailDeps,
  o: {
    kind: BookingMailKind;
    reservation: MailedReservation;
    /** Which timetable the booking is on (default the gym floor). */
    schedule?: Schedule;
    /** Its names, when the caller holds the schedule's row (read here otherwise). */
    scheduleName?: ScheduleNames;
    /** The booking's length (default a gym slot, the studio's slot length). */
    minutes?: number;
    /** Held until then (a waitlist notice in the quiet hours, decision 018). */
    notBefore?: Date;
    /** A standing booking's usual place, taken that week (decision 037). */
    usualPlace?: number | null;
    /** 'moved': the place the desk moved it from. */
    previousPlace?: number | null;
    /** A cancellation: whether the member's session came back (said in a closure's e-mail). */
    sessionReturned?: boolean;
    /** The member as the caller holds them (the session's user: `memberRecipient`), read here otherwise. */
    recipient?: Recipient;
    /**
     * The studio's identity at the booking's location (`studioIdentityAt`), when the caller read it
     * before its slot's lock (read here otherwise).
     */
    identity?: StudioIdentity;
  },
): Promise<number | null> {
  const r = o.reservation;
  if (r.kind === "block") return null;
  const to = o.recipient ?? (await recipientOf(tx, r));
  if (!to) return null;
  const schedule = o.schedule ?? GYM;
  const scheduleName = o.scheduleName ?? (await scheduleNames(tx, schedule));
  // A writer that did not say the booking's numbered place (a waitlist promotion): its row does.
  const place = r.place !== undefined || schedule === GYM ? r.place : await placeOf(tx, r.id);
  const minutes = o.minutes ?? (await readRules(tx)).slotMinutes;
  const cancelled = o.kind === "cancelled" || o.kind === "closed";
  const studio = o.identity
    ? studioFrom(o.identity, deps, to.lang)
    : await studioOf(tx, deps, to.lang, { schedule });
  const ics = bookingIcs(
    studio,
    {
      id: r.id,
      schedule,
      scheduleName,
      date: r.date,
      time: r.time,
      minutes,
      sequence: r.calendarSequence ?? 0,
      ...(place ? { description: placeLine(place, to.lang) } : {}),
    },
    { lang: to.lang, stamp: deps.clock.now(), cancelled, attendee: { name: to.name, email: to.to } },
  );
  const method = cancelled ? "CANCEL" : "REQUEST";
  return deps.mailer.queue(tx, {
    to: to.to,
    lang: to.lang,
    template: TEMPLATE[o.kind],
    data: {
      ...mailData(studio, { ...r, place }, { name: to.name, lang: to.lang, schedule, scheduleName, minutes }),
      ...(o.usualPlace ? { usualPlace: o.usualPlace } : {}),
      ...(o.previousPlace ? { previousPlace: o.previousPlace } : {}),
      ...(o.kind === "closed" ? { sessionReturned: o.sessionReturned ?? false } : {}),
    },
    attachments: [
      {
        filename: cancelled ? "cancel.ics" : "invite.ics",
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: ics,
      },
    ],
    notBefore: o.notBefore,
  });
}
