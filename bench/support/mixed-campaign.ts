import { studioNow } from "../../src/server/domain/studio-now";
import type { Receiver } from "../../src/server/test/smtp-receiver";
import { inQuietHours, type TimeRange } from "../../src/shared/domain/studio-rules";
import type { Call } from "./mixed-ops";
import { median } from "./mixed-stats";

/** The campaign's subject: how its mails are told from the bookings' confirmations in the receiver. */
const SUBJECT = "Mixed load campaign";

/**
 * The studio's quiet hours (a setting, decision 029) and whether the bench runs inside them. They
 * hold the automatic e-mails only (waitlist notices, domain/quiet-hours.ts; drift reminders,
 * reminders/job.ts): the mass-mail worker sends an admin's campaign at any hour, so the rule is
 * left as it is and the figure is not 0 at night.
 */
export async function quietHoursNote(call: Call): Promise<string> {
  const rules = (await call("studio rules", "/api/studio-rules", {})) as {
    quietHours: TimeRange;
    timeZone: string;
  };
  const { time } = studioNow(new Date(), rules.timeZone);
  const inside = inQuietHours(time, rules.quietHours);
  return `quiet hours ${rules.quietHours.from}-${rules.quietHours.to} ${rules.timeZone}, now ${time} (${inside ? "inside" : "outside"}); campaigns are not held by them, the rule is left as it is`;
}

/**
 * After `delayMs` of the load, the admin starts a real campaign to all members through the API
 * (timed as `campaign start`); the worker then sends it, 200 ms apart studio-wide, while the load
 * runs. Answers its recipients' count (0 if it was refused: counted as an error).
 */
export async function startCampaignAfter(call: Call, adminCookie: string, delayMs: number): Promise<number> {
  await new Promise((r) => setTimeout(r, delayMs));
  const campaign = await call("campaign start", "/api/admin/mass-mail", {
    cookie: adminCookie,
    method: "POST",
    body: { subject: SUBJECT, message: "New timetable from Monday.", audience: "all", days: null },
    want: 201,
  });
  return Number(campaign?.total ?? 0);
}

/**
 * How many of the campaign's mails the receiver has had so far, and the median time between two
 * of them (ms; the pace's floor is MASS_MAIL_PACE_MS, what each send's work takes comes on top).
 */
export function campaignMails(receiver: Receiver): { count: number; medianGapMs: number } {
  const at = receiver.inbox.filter((m) => m.raw.includes(`Subject: ${SUBJECT}`)).map((m) => m.at);
  const gaps = at.slice(1).map((t, i) => t - at[i]!);
  return { count: at.length, medianGapMs: gaps.length ? median(gaps) : Number.NaN };
}
