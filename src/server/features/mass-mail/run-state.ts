import { and, eq, inArray, isNotNull, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { massMailCampaigns, massMailRecipients } from "../../db/schema";

/** A campaign's run as the worker moves it on (decision 027): which recipients are due, when it ends and how. */

/**
 * Closes the campaign once every recipient had its first try (decision 027): sent, failed for good,
 * skipped, or waiting for a retry after a temporary failure. The worker keeps retrying the waiting
 * ones whatever the campaign's status, so they never hold up the next campaign. It ends 'failed'
 * when none was delivered and some failed or wait (the mail server down or refusing the whole
 * run), else 'done'. Answers how it ended, with the first reason a recipient did not go; null while
 * it runs on (or was closed already).
 */
export async function finishIfDone(
  db: Db,
  campaignId: number,
  now: Date,
): Promise<{ status: "done" | "failed"; reason: string | null } | null> {
  const ofCampaign = eq(massMailRecipients.campaignId, campaignId);
  const nothingSent = sql`not exists (select 1 from ${massMailRecipients} where ${ofCampaign} and ${massMailRecipients.status} = 'sent')`;
  const someDidNotGo = sql`exists (select 1 from ${massMailRecipients} where ${ofCampaign} and ${massMailRecipients.error} is not null)`;
  const [closed] = await db
    .update(massMailCampaigns)
    .set({
      status: sql`case when ${nothingSent} and ${someDidNotGo} then 'failed' else 'done' end`,
      finishedAt: now,
    })
    .where(
      and(
        eq(massMailCampaigns.id, campaignId),
        eq(massMailCampaigns.status, "running"),
        notExists(
          db
            .select()
            .from(massMailRecipients)
            .where(
              and(
                eq(massMailRecipients.campaignId, campaignId),
                inArray(massMailRecipients.status, ["pending", "sending"]),
                eq(massMailRecipients.attempts, 0),
              ),
            ),
        ),
      ),
    )
    .returning({ status: massMailCampaigns.status });
  if (!closed) return null;
  const [first] = await db
    .select({ error: massMailRecipients.error })
    .from(massMailRecipients)
    .where(and(ofCampaign, isNotNull(massMailRecipients.error)))
    .orderBy(massMailRecipients.id)
    .limit(1);
  return { status: closed.status === "failed" ? "failed" : "done", reason: first?.error ?? null };
}

/** A recipient of a campaign that had failed was delivered on a retry: the campaign did send after all. */
export async function deliveredAfterAll(db: Db, campaignId: number): Promise<void> {
  await db
    .update(massMailCampaigns)
    .set({ status: "done" })
    .where(and(eq(massMailCampaigns.id, campaignId), eq(massMailCampaigns.status, "failed")));
}

export const recipientDue = (now: Date) =>
  and(
    inArray(massMailRecipients.status, ["pending", "sending"]),
    isNotNull(massMailRecipients.nextAttemptAt),
    lte(massMailRecipients.nextAttemptAt, now),
  );
