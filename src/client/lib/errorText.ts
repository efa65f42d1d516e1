import type { TFunction } from "i18next";
import { ApiError } from "./api";
import { type Message, messageText } from "./message";

/**
 * Who reads the sentence: the member about their own account ('Το πακέτο σου έληξε'), or the front
 * desk acting for a member ('Το πακέτο του μέλους έληξε'). The desk's sentences live under
 * `deskErrors.<CODE>` for the codes whose member wording would address the wrong person; any other
 * code reads the same for both.
 */
export type ErrorAudience = "member" | "desk";

/**
 * The one way a failure becomes the sentence a person reads: an API refusal's code (with its
 * params) in the interface language and the reader's wording; a lost connection as such; anything
 * else, or a code that says only "something broke", as `fallbackKey` (the screen's own spec text,
 * e.g. 'booking.failed').
 */
export function errorText(
  t: TFunction,
  err: unknown,
  fallbackKey = "errors.INTERNAL",
  audience: ErrorAudience = "member",
): string {
  return messageText(t, errorMessage(err, fallbackKey, audience));
}

/** `errorText`'s sentence kept as its keys and params, to show in whichever language is chosen later. */
export function errorMessage(
  err: unknown,
  fallbackKey = "errors.INTERNAL",
  audience: ErrorAudience = "member",
): Message {
  if (err instanceof ApiError && err.code !== "INTERNAL") {
    const keys = [`errors.${err.code}`];
    // A refused field whose rule has its own sentence ('fill all fields', the code's format) says it.
    const first = (err.params as { issues?: { message?: unknown }[] } | undefined)?.issues?.[0]?.message;
    if (err.code === "VALIDATION" && typeof first === "string" && /^[A-Z][A-Z_]+$/.test(first))
      keys.unshift(`errors.${first}`);
    if (audience === "desk") keys.unshift(`deskErrors.${err.code}`);
    // One code per rule whatever the schedule (decision 035): a class's sentence is the code's
    // `_classes` variant, chosen by the refusal's `timetable` as i18next's context.
    const params = err.params as Record<string, unknown> | undefined;
    const context = typeof params?.timetable === "string" ? params.timetable : undefined;
    return { key: keys, params: context ? { ...params, context } : params };
  }
  return { key: fallbackKey };
}
