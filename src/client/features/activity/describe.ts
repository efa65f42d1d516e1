import type { ActivityEntryView } from "../../../shared/schemas/activity";
import { numericDay } from "../../lib/dates";
import {
  changedLines,
  type Describe,
  type Details,
  fieldLabel,
  obj,
  reminderLines,
  str,
  valueWords,
} from "./words";

export type { Describe } from "./words";

/**
 * An activity entry's details as the owner reads them (decision 036): a sentence, then before →
 * after lines, in the reader's language (the values' and fields' words: ./words.ts), schedules and
 * roles by name. The screen and its CSV say the same.
 */

/** 'Field: value' for each field of a thing made or removed. */
const listed = (d: Describe, thing: unknown, keys: string[]) =>
  keys
    .filter((k) => obj(thing)[k] !== undefined)
    .map((k) => `${fieldLabel(d.t, k)}: ${valueWords(d, k, obj(thing)[k])}`);

/** Where and when a booking, cancellation or check-in was: 'Yoga 02/09/2025 18:00'. */
const slot = (d: Describe, x: Details) =>
  [
    x.schedule ? d.scheduleName(str(x.schedule)) : "",
    x.date ? numericDay(str(x.date), d.lang) : "",
    str(x.time),
  ]
    .filter(Boolean)
    .join(" ");

const arrow = (d: Describe, key: string, x: Details) =>
  `${valueWords(d, key, x.before)} → ${valueWords(d, key, x.after)}`;

function settingsLines(d: Describe, x: Details): string[] {
  const { t } = d;
  const area = str(x.area) || "rules";
  const action = str(x.action);
  const say = (key: string, params: Details = {}) =>
    t(`activity.say.settings.${area}.${key}`, { ...params, defaultValue: "" });
  const thing = obj(x.after ?? x.before);
  // A capacity change or a fill of another hours schedule than the gym floor names it (decision 035).
  const room = x.schedule ? [d.scheduleName(str(x.schedule))] : [];
  if ((area === "schedule" || area === "creditKind") && action === "order") {
    const keys = Array.isArray(x.after) ? x.after : [];
    const name = area === "schedule" ? d.scheduleName : (d.creditKindName ?? str);
    return [say("order", { order: keys.map((k) => name(str(k))).join(" · ") })];
  }
  switch (area) {
    case "rules": {
      const lines = [say("changed"), ...changedLines(d, x.before, x.after)];
      if (typeof x.cancelled === "number" && x.cancelled > 0)
        lines.push(say("cancelled", { count: x.cancelled }));
      return lines;
    }
    case "capacity":
      return [say("changed", { date: valueWords(d, "date", x.date) }), ...room, arrow(d, "capacity", x)];
    case "closure":
      return [
        say(action, { from: valueWords(d, "date", x.startDate), to: valueWords(d, "date", x.endDate) }),
        ...(x.note ? [str(x.note)] : []),
      ];
    case "blocks":
      return [
        say(action, {
          from: valueWords(d, "date", thing.startDate),
          to: valueWords(d, "date", thing.endDate),
          count: Number(thing.slots ?? 0),
        }),
        ...room,
      ];
    case "timetable": {
      const when = {
        schedule: d.scheduleName(str(x.schedule ?? thing.schedule)),
        weekday: valueWords(d, "weekday", thing.weekday),
        time: str(thing.time),
        date: valueWords(d, "date", x.date),
      };
      if (action === "create" || action === "remove")
        return [say(action, when), ...listed(d, thing, ["minutes", "capacity"])];
      return [say(action, when), ...changedLines(d, x.before, x.after)];
    }
    case "reminders":
      return [say("changed"), ...reminderLines(d, x.before, x.after)];
    case "drift":
      return [say("changed"), ...changedLines(d, x.before, x.after, "ownerReport.drift.settings")];
    case "photos":
      if (action === "order") return [say("order")];
      return [say(action, { name: str(thing.altGr || thing.altEn) }), ...changedLines(d, x.before, x.after)];
    default: {
      const name = str(
        thing.nameEn && d.lang === "en" ? thing.nameEn : (thing.name ?? thing.nameGr ?? thing.key),
      );
      const title = str(d.lang === "en" ? thing.titleEn : thing.titleGr);
      const head = say(action || "changed", { name: name || title });
      const lines = action === "create" || action === "remove" ? [] : changedLines(d, x.before, x.after);
      return [head || t("activity.say.settings.other", { area }), ...lines];
    }
  }
}

/** The lines of one entry's details (at least one). */
export function describeEntry(d: Describe, e: Pick<ActivityEntryView, "kind" | "details">): string[] {
  const { t } = d;
  const x = e.details;
  const s = (key: string, params: Details = {}) => t(`activity.say.${key}`, params);
  const lines = ((): string[] => {
    switch (e.kind) {
      case "role": {
        // Where a trainer or desk works (decision 057) is logged as a change of their role.
        if (!x.places) return [arrow(d, "role", x)];
        const places = (v: unknown) =>
          Array.isArray(v) && v.length > 0 ? v.map(str).join(", ") : s("everywhere");
        return [s("places", { before: places(x.before), after: places(x.after) })];
      }
      case "credits":
        return [
          `${s(`credit.${str(x.credit)}`)}: ${arrow(d, "sessions", x)}`,
          ...(x.reason ? [s("reason", { reason: x.reason })] : []),
        ];
      case "balances":
        if (x.reason === "closure") {
          const c = obj(x.closure);
          const range = {
            from: valueWords(d, "date", c.startDate),
            to: valueWords(d, "date", c.endDate),
            days: x.days,
          };
          return [s("balances.closure", range), ...changedLines(d, x.before, x.after)];
        }
        if (x.reason === "import") {
          // Since decision 038 a list per kind of credit; older entries have the two fields.
          const kinds = obj(x.after).credits;
          const name = d.creditKindName ?? ((k: string) => k);
          return [
            s("balances.import"),
            ...listed(d, x.after, ["gymSessions", "pilatesSessions"]),
            ...(Array.isArray(kinds) ? kinds : []).map(
              (c) => `${name(str(obj(c).kind))}: ${valueWords(d, "sessions", obj(c).sessions)}`,
            ),
          ];
        }
        return changedLines(d, x.before, x.after);
      case "package_request":
        return [
          s(`request.${str(x.after)}`, { name: str(x.package) }),
          ...(x.after === "approved"
            ? [
                s("request.granted", {
                  count: Number(x.sessions ?? 0),
                  date: valueWords(d, "expiresAt", x.expiresAt),
                }),
              ]
            : []),
        ];
      case "booking":
        if (x.standing) return [s("standing", { slot: slot(d, x), until: valueWords(d, "date", x.until) })];
        return [
          slot(d, x),
          ...(x.before !== undefined ? [`${s("sessions")}: ${arrow(d, "sessions", x)}`] : []),
        ];
      case "cancellation":
        return [slot(d, x), s(x.sessionRestored ? "restored" : "notRestored")];
      case "check_in":
        return [
          slot(d, x),
          `${s(`attendance.${str(x.before) || "none"}`)} → ${s(`attendance.${str(x.after) || "none"}`)}`,
        ];
      case "nutrition_plan":
        return x.after === "created"
          ? [s("plan.created", { date: valueWords(d, "date", x.startDate), days: x.durationDays })]
          : [s("plan.changed", { days: (x.days as number[] | undefined)?.join(", ") || "—" })];
      case "workout_program":
        if (x.after === "created" || x.after === "deleted")
          return [s(`program.${str(x.after)}`, { date: valueWords(d, "date", x.startDate) })];
        return [
          s("program.version", {
            before: x.before,
            after: x.after,
            date: valueWords(d, "date", x.startDate),
          }),
        ];
      case "questionnaire_review": {
        const q = s(`questionnaire.${str(x.questionnaire)}`);
        if (x.after === "edited") return [s("questionnaire.edited", { q })];
        return [s(x.after ? "questionnaire.reviewed" : "questionnaire.unreviewed", { q })];
      }
      case "health_read":
        if (x.questionnaire) return [s("read.list", { q: s(`questionnaire.${str(x.questionnaire)}`) })];
        return [s(`read.${str(x.list)}`, { date: valueWords(d, "date", x.day) })];
      case "coach_note":
        return [s("note")];
      case "settings":
        return settingsLines(d, x);
      case "mass_mail":
        return [s("mail", { subject: str(x.subject), count: Number(x.recipients ?? 0) })];
      case "export":
        return [s("export")];
      case "erasure":
        return [s(`erasure.${str(x.after)}`)];
      case "contact_message":
        return [s(x.after ? "contact.handled" : "contact.open")];
      case "notifications":
        return [s("notifications", { count: Number(x.deleted ?? 0) })];
      case "identity":
        // A logo's entry says its size; a save lists the fields it changed.
        if (x.action === "site_open") return [s(x.after ? "identity.opened" : "identity.closed")];
        if (x.action === "first_run") return [s(`identity.first_run_${str(x.after)}`)];
        if (x.action === "terms") return [s("identity.terms"), ...changedLines(d, x.before, x.after)];
        if (x.action === "logo" || x.action === "logo_remove")
          return [s(`identity.${x.action}`, obj(x.after))];
        return [s("identity.update"), ...changedLines(d, x.before, x.after)];
      case "staff_invitation":
        return [
          s(`invitation.${str(x.action)}`, { email: str(x.email), role: t(`members.roles.${str(x.role)}`) }),
        ];
      default:
        return [];
    }
  })().filter(Boolean);
  return lines.length ? lines : [rawDetails(x) || t("activity.say.none")];
}

/** The raw details for the CSV: before → after first, then `key: value`. */
export function rawDetails(details: Details): string {
  const text = (v: unknown) =>
    v === null || v === undefined || v === "" ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v);
  const { before, after, ...rest } = details;
  const parts: string[] = [];
  if (before !== undefined || after !== undefined) parts.push(`${text(before)} → ${text(after)}`);
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) parts.push(`${k}: ${text(v)}`);
  return parts.join(" · ");
}
