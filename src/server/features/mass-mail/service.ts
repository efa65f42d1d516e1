import { and, desc, eq, gt, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import type { z } from "zod";
import { isLang } from "../../../shared/i18n";
import {
  type Campaign,
  MASS_MAIL_FAILED_SHOWN,
  MASS_MAIL_HISTORY_LIMIT,
  type MassMailAudience,
  type massMailInputSchema,
} from "../../../shared/schemas/mass-mail";
import type { DriftSettings } from "../../../shared/schemas/owner-report";
import { isDeactivated, notErased } from "../../auth/account-state";
import type { Db, Tx } from "../../db/client";
import {
  massMailCampaigns,
  massMailRecipients,
  massMailUnsubscribes,
  memberAccounts,
  user,
} from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { onDriftList, readDriftSettings } from "../../domain/drift-lists";
import { studioNow } from "../../domain/studio-now";
import { readUnsubscribeToken } from "../../domain/unsubscribe";
import { badRequest, conflict } from "../../platform/errors";

type Input = z.output<typeof massMailInputSchema>;
const DAY_MS = 86_400_000;

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** The members a campaign writes to: e-mail known, not banned, not erased, not unsubscribed, in the audience. */
function audienceFilter(
  audience: MassMailAudience,
  days: number | null,
  now: Date,
  drift: DriftSettings,
  tz: string,
) {
  // Any kind of credit's package (decision 038).
  const latestCreditExpiry = sql`(select max(c.expires_at) from member_credits c where c.user_id = ${user.id})`;
  switch (audience) {
    case "all":
      return undefined;
    case "active":
      return sql`${latestCreditExpiry} > ${now}`;
    case "nutrition":
      return gt(memberAccounts.nutritionExpiresAt, now);
    case "expired": {
      const since = new Date(now.getTime() - (days ?? 0) * DAY_MS);
      return and(sql`${latestCreditExpiry} <= ${now}`, sql`${latestCreditExpiry} > ${since}`);
    }
    // The owner's report's drifting members' lists, by the studio's thresholds.
    case "expiring":
    case "dormant":
    case "lapsed":
      return sql`exists (select 1 from member_accounts a where a.user_id = ${user.id}
        and ${onDriftList(audience, drift, studioNow(now, tz))})`;
  }
}

/** Who a campaign to this audience writes to (the rows joined with `member_accounts`). */
function recipientsWhere(
  db: Db | Tx,
  audience: MassMailAudience,
  days: number | null,
  now: Date,
  drift: DriftSettings,
  tz: string,
) {
  return and(
    eq(user.role, "user"),
    sql`coalesce(${user.banned}, false) = false`,
    sql`${user.email} <> ''`,
    notErased,
    // A closed account hears nothing from the studio until it is reactivated.
    sql`not ${isDeactivated}`,
    notExists(db.select().from(massMailUnsubscribes).where(eq(massMailUnsubscribes.userId, user.id))),
    audienceFilter(audience, days, now, drift, tz),
  );
}

/** How many members a campaign to this audience would write to now (unsubscribed ones left out). */
export async function countRecipients(
  db: Db,
  o: { audience: MassMailAudience; days: number | null; now: Date; tz: string },
): Promise<number> {
  const drift = await readDriftSettings(db);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(user)
    .leftJoin(memberAccounts, eq(memberAccounts.userId, user.id))
    .where(recipientsWhere(db, o.audience, o.audience === "expired" ? o.days : null, o.now, drift, o.tz));
  return row?.count ?? 0;
}

/**
 * Creates the campaign and one recipient row per member of its audience, in one transaction, and
 * answers at once; the worker (worker.ts) sends them. One campaign runs at a time.
 */
export async function createCampaign(
  db: Db,
  o: { input: Input; adminId: string; now: Date; tz: string },
): Promise<Campaign> {
  try {
    return await db.transaction(async (tx) => {
      const [running] = await tx
        .select({ id: massMailCampaigns.id })
        .from(massMailCampaigns)
        .where(eq(massMailCampaigns.status, "running"));
      if (running) throw conflict("MASS_MAIL_RUNNING");
      const drift = await readDriftSettings(tx);
      const [campaign] = await tx
        .insert(massMailCampaigns)
        .values({
          subject: o.input.subject.trim(),
          message: o.input.message,
          audience: o.input.audience,
          audienceDays: o.input.audience === "expired" ? o.input.days : null,
          createdBy: o.adminId,
        })
        .returning({ id: massMailCampaigns.id });
      const members = await tx
        .select({
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          name: user.name,
          language: user.language,
        })
        .from(user)
        .leftJoin(memberAccounts, eq(memberAccounts.userId, user.id))
        .where(recipientsWhere(tx, o.input.audience, o.input.days, o.now, drift, o.tz))
        .orderBy(user.sortKey, user.id);
      if (members.length === 0) throw conflict("MASS_MAIL_NO_RECIPIENTS");
      await tx.insert(massMailRecipients).values(
        members.map((m) => ({
          campaignId: campaign!.id,
          userId: m.id,
          toAddress: m.email,
          name: `${m.firstName} ${m.lastName}`.trim() || m.name,
          language: isLang(m.language) ? m.language : "gr",
          nextAttemptAt: o.now,
        })),
      );
      await recordActivity(tx, {
        actorId: o.adminId,
        kind: "mass_mail",
        details: {
          campaign: campaign!.id,
          subject: o.input.subject.trim(),
          audience: o.input.audience,
          recipients: members.length,
        },
        at: o.now,
      });
      return (await campaignsByIds(tx, [campaign!.id]))[0]!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("MASS_MAIL_RUNNING");
    throw err;
  }
}

/** Campaigns with their figures and first failed addresses, newest first. */
async function campaignsByIds(db: Db | Tx, ids: number[]): Promise<Campaign[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(massMailCampaigns)
    .where(inArray(massMailCampaigns.id, ids))
    .orderBy(desc(massMailCampaigns.id));
  const counts = await db
    .select({
      campaignId: massMailRecipients.campaignId,
      status: massMailRecipients.status,
      n: sql<number>`count(*)::int`,
      // Pending or in flight after a temporary failure: waiting for a retry.
      retrying: sql<number>`(count(*) filter (where ${massMailRecipients.attempts} > 0))::int`,
    })
    .from(massMailRecipients)
    .where(inArray(massMailRecipients.campaignId, ids))
    .groupBy(massMailRecipients.campaignId, massMailRecipients.status);
  const failed = await db
    .select({
      campaignId: massMailRecipients.campaignId,
      toAddress: massMailRecipients.toAddress,
      error: massMailRecipients.error,
      rank: sql<number>`row_number() over (partition by ${massMailRecipients.campaignId} order by ${massMailRecipients.id})::int`,
    })
    .from(massMailRecipients)
    .where(and(inArray(massMailRecipients.campaignId, ids), eq(massMailRecipients.status, "failed")));
  const waitingReasons = await waitingReasonsOf(db, ids);
  return rows.map((c) => {
    const mine = counts.filter((r) => r.campaignId === c.id);
    const count = (s: string) => mine.find((r) => r.status === s)?.n ?? 0;
    const total = mine.reduce((sum, r) => sum + r.n, 0);
    const failedRows = failed.filter((f) => f.campaignId === c.id).sort((a, b) => a.rank - b.rank);
    return {
      id: c.id,
      subject: c.subject,
      audience: c.audience,
      days: c.audienceDays,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      finishedAt: c.finishedAt?.toISOString() ?? null,
      total,
      sent: count("sent"),
      failed: count("failed"),
      skipped: count("skipped"),
      waiting: mine
        .filter((r) => r.status === "pending" || r.status === "sending")
        .reduce((sum, r) => sum + r.retrying, 0),
      failedAddresses: failedRows.slice(0, MASS_MAIL_FAILED_SHOWN).map((f) => f.toAddress),
      failedMore: Math.max(0, failedRows.length - MASS_MAIL_FAILED_SHOWN),
      failureReason: failedRows[0]?.error ?? waitingReasons.get(c.id) ?? null,
    };
  });
}

/** Each campaign's first error of a recipient waiting for a retry (why nothing went for now). */
async function waitingReasonsOf(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .selectDistinctOn([massMailRecipients.campaignId], {
      campaignId: massMailRecipients.campaignId,
      error: massMailRecipients.error,
    })
    .from(massMailRecipients)
    .where(
      and(
        inArray(massMailRecipients.campaignId, ids),
        inArray(massMailRecipients.status, ["pending", "sending"]),
        isNotNull(massMailRecipients.error),
      ),
    )
    .orderBy(massMailRecipients.campaignId, massMailRecipients.id);
  return new Map(rows.map((r) => [r.campaignId, r.error!]));
}

/** The running campaign (if any) and the latest finished ones. */
export async function listCampaigns(db: Db): Promise<{ running: Campaign | null; past: Campaign[] }> {
  const ids = await db
    .select({ id: massMailCampaigns.id })
    .from(massMailCampaigns)
    .orderBy(desc(massMailCampaigns.id))
    .limit(MASS_MAIL_HISTORY_LIMIT + 1);
  const all = await campaignsByIds(
    db,
    ids.map((r) => r.id),
  );
  const running = all.find((c) => c.status === "running") ?? null;
  return {
    running,
    past: all.filter((c) => c.status !== "running").slice(0, MASS_MAIL_HISTORY_LIMIT),
  };
}

/** Records the member's wish; later campaigns skip them. Answers the same when repeated. */
export async function unsubscribe(db: Db, key: string, token: string): Promise<void> {
  const userId = readUnsubscribeToken(key, token);
  if (!userId) throw badRequest("UNSUBSCRIBE_TOKEN_INVALID");
  const [member] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!member) throw badRequest("UNSUBSCRIBE_TOKEN_INVALID");
  await db.insert(massMailUnsubscribes).values({ userId }).onConflictDoNothing();
}
