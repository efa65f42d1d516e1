import { and, asc, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import {
  daysToExtend,
  EXTENDED_KINDS,
  type ExtendedKind,
  extendedExpiry,
  validOnFirstDay,
} from "../../../../shared/domain/closure-extension";
import { slotInstant, studioToday } from "../../../../shared/domain/schedule";
import type { ClosureExtensionView, MyClosureExtension } from "../../../../shared/schemas/closure-extensions";
import type { Db, Tx } from "../../../db/client";
import { closureExtensionRuns, closureExtensions, closures, memberAccounts, user } from "../../../db/schema";
import { conflict, notFound } from "../../../lib/errors";
import { recordExtension } from "./activity";

/**
 * Extending packages over a closure (issue 17, decision 020). Every package (gym, Pilates,
 * nutrition expiry of `member_accounts`) valid on the closure's first day moves by the closure's
 * days that no closure already extended covers (each closed day counts once). Applying is one transaction under the closure's row lock, recorded as one run per
 * closure and one row per member and kind; a second application is refused. Balances never change.
 */

type ClosureRow = { id: string; startDate: string; endDate: string };

/** One package the closure would extend (or did). */
type Planned = {
  userId: string;
  name: string;
  kind: ExtendedKind;
  oldExpiresAt: Date;
  newExpiresAt: Date;
};

type CandidateRow = {
  user_id: string;
  name: string;
  email: string;
  gym_expires_at: Date | string | null;
  gym_started_at: Date | string | null;
  pilates_expires_at: Date | string | null;
  pilates_started_at: Date | string | null;
  nutrition_expires_at: Date | string | null;
  nutrition_started_at: Date | string | null;
};

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

async function findClosure(db: Pick<Tx, "select">, id: string, lock: boolean): Promise<ClosureRow> {
  const q = db
    .select({ id: closures.id, startDate: closures.startDate, endDate: closures.endDate })
    .from(closures)
    .where(eq(closures.id, id));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound("CLOSURE_NOT_FOUND");
  return row;
}

/**
 * The packages valid on the closure's first day, by member (name order), skipping erased accounts.
 * The purchase date of a gym package is the account's; of a Pilates or nutrition package, the
 * latest approval of that kind. With `lock`, the members' account rows stay locked until the
 * transaction ends, so an approval cannot slip between the read and the write.
 */
async function plan(
  db: Pick<Tx, "execute">,
  closure: ClosureRow,
  days: number,
  tz: string,
  lock: boolean,
): Promise<Planned[]> {
  const firstInstant = slotInstant(closure.startDate, "00:00", tz);
  const approvedOf = (kind: string) =>
    sql`(select max(r.approved_at) from package_requests r
         where r.user_id = a.user_id and r.kind = ${kind} and r.status = 'approved')`;
  const result = await db.execute<CandidateRow>(sql`
    select a.user_id, u.name, u.email,
      a.gym_expires_at, a.package_purchased_at as gym_started_at,
      a.pilates_expires_at, ${approvedOf("pilates")} as pilates_started_at,
      a.nutrition_expires_at, ${approvedOf("nutrition")} as nutrition_started_at
    from member_accounts a
    join "user" u on u.id = a.user_id
    where not exists (select 1 from account_states s where s.user_id = a.user_id and s.erased_at is not null)
      and (a.gym_expires_at >= ${firstInstant} or a.pilates_expires_at >= ${firstInstant}
           or a.nutrition_expires_at >= ${firstInstant})
    order by u.name, a.user_id
    ${lock ? sql`for update of a` : sql``}
  `);
  const planned: Planned[] = [];
  for (const r of result.rows) {
    for (const kind of EXTENDED_KINDS) {
      const expiresAt = asDate(r[`${kind}_expires_at`]);
      const startedAt = asDate(r[`${kind}_started_at`]);
      if (expiresAt === null || !validOnFirstDay({ expiresAt, startedAt }, closure.startDate, tz)) continue;
      planned.push({
        userId: r.user_id,
        name: r.name || r.email,
        kind,
        oldExpiresAt: expiresAt,
        newExpiresAt: extendedExpiry(expiresAt, days, tz),
      });
    }
  }
  return planned;
}

/**
 * The days this closure's extension counts: its dates that no other closure whose packages were
 * already extended covers (`daysToExtend`), so a closed day moves a package once.
 */
async function extensionDays(db: Pick<Tx, "select">, closure: ClosureRow): Promise<number> {
  const extended = await db
    .select({ startDate: closures.startDate, endDate: closures.endDate })
    .from(closures)
    .innerJoin(closureExtensionRuns, eq(closureExtensionRuns.closureId, closures.id))
    .where(
      and(
        ne(closures.id, closure.id),
        lte(closures.startDate, closure.endDate),
        gte(closures.endDate, closure.startDate),
      ),
    );
  return daysToExtend(closure, extended);
}

function summarise(
  closure: ClosureRow,
  days: number,
  rows: Planned[],
  tz: string,
  applied: ClosureExtensionView["applied"],
): ClosureExtensionView {
  const kinds = { gym: 0, pilates: 0, nutrition: 0 };
  for (const r of rows) kinds[r.kind] += 1;
  const first = rows[0];
  return {
    closureId: closure.id,
    startDate: closure.startDate,
    endDate: closure.endDate,
    days,
    members: new Set(rows.map((r) => r.userId)).size,
    packages: rows.length,
    kinds,
    example: first
      ? {
          name: first.name,
          kind: first.kind,
          oldExpiresOn: studioToday(first.oldExpiresAt, tz),
          newExpiresOn: studioToday(first.newExpiresAt, tz),
        }
      : null,
    applied,
  };
}

/** What was applied: the recorded rows (erased members included: they were extended then). */
async function appliedView(
  db: Pick<Tx, "select">,
  closure: ClosureRow,
  tz: string,
): Promise<ClosureExtensionView | null> {
  const [run] = await db
    .select({ at: closureExtensionRuns.appliedAt, by: user.name, days: closureExtensionRuns.days })
    .from(closureExtensionRuns)
    .leftJoin(user, eq(user.id, closureExtensionRuns.appliedBy))
    .where(eq(closureExtensionRuns.closureId, closure.id));
  if (!run) return null;
  const rows = await db
    .select({
      userId: closureExtensions.userId,
      name: user.name,
      email: user.email,
      kind: closureExtensions.kind,
      oldExpiresAt: closureExtensions.oldExpiresAt,
      newExpiresAt: closureExtensions.newExpiresAt,
    })
    .from(closureExtensions)
    .innerJoin(user, eq(user.id, closureExtensions.userId))
    .where(eq(closureExtensions.closureId, closure.id))
    .orderBy(asc(user.name), asc(closureExtensions.userId));
  // Within a member, kinds in the order the preview lists them (gym, Pilates, nutrition).
  const kindOrder = (k: ExtendedKind) => EXTENDED_KINDS.indexOf(k);
  const ordered = rows
    .map((r, i) => ({ ...r, i }))
    .sort((a, b) => (a.userId === b.userId ? kindOrder(a.kind) - kindOrder(b.kind) : a.i - b.i));
  return summarise(
    closure,
    run.days,
    ordered.map((r) => ({ ...r, name: r.name || r.email })),
    tz,
    { at: run.at.toISOString(), by: run.by || null },
  );
}

/** The closure's extension: what it did when applied, else what applying would do now. */
export async function extensionPreview(db: Db, closureId: string, tz: string): Promise<ClosureExtensionView> {
  const closure = await findClosure(db, closureId, false);
  const done = await appliedView(db, closure, tz);
  if (done) return done;
  const days = await extensionDays(db, closure);
  const planned = days > 0 ? await plan(db, closure, days, tz, false) : [];
  return summarise(closure, days, planned, tz, null);
}

/**
 * Extends every package valid on the closure's first day, once. The closure's row lock serialises
 * two admins pressing at once (the second then finds the run and is refused), and deleting the
 * closure meanwhile; the run's primary key and the unique (closure, member, kind) hold the rest.
 */
export async function applyExtension(
  db: Db,
  o: { closureId: string; adminId: string; now: Date; tz: string },
): Promise<ClosureExtensionView> {
  return db.transaction(async (tx) => {
    const closure = await findClosure(tx, o.closureId, true);
    const [run] = await tx
      .select({ closureId: closureExtensionRuns.closureId })
      .from(closureExtensionRuns)
      .where(eq(closureExtensionRuns.closureId, closure.id));
    if (run) throw conflict("CLOSURE_ALREADY_EXTENDED");
    // One application at a time across closures: two overlapping ones (older data) applied at once
    // would each count the shared days.
    await tx.execute(sql`lock table closure_extension_runs in share row exclusive mode`);
    const days = await extensionDays(tx, closure);
    const planned = days > 0 ? await plan(tx, closure, days, o.tz, true) : [];
    // Nothing to extend records nothing, so the closure can still be extended once packages exist.
    if (planned.length === 0) throw conflict("CLOSURE_NOTHING_TO_EXTEND");
    await tx
      .insert(closureExtensionRuns)
      .values({ closureId: closure.id, days, appliedBy: o.adminId, appliedAt: o.now });
    const inserted = await tx
      .insert(closureExtensions)
      .values(
        planned.map((p) => ({
          closureId: closure.id,
          userId: p.userId,
          kind: p.kind,
          days,
          oldExpiresAt: p.oldExpiresAt,
          newExpiresAt: p.newExpiresAt,
          appliedBy: o.adminId,
          appliedAt: o.now,
        })),
      )
      .onConflictDoNothing()
      .returning({
        userId: closureExtensions.userId,
        kind: closureExtensions.kind,
        oldExpiresAt: closureExtensions.oldExpiresAt,
        newExpiresAt: closureExtensions.newExpiresAt,
      });
    await recordExtension(tx, { ...o, closure, days }, inserted);
    const byMember = new Map<string, Partial<Record<ExtendedKind, Date>>>();
    for (const r of inserted) byMember.set(r.userId, { ...byMember.get(r.userId), [r.kind]: r.newExpiresAt });
    for (const [userId, k] of byMember) {
      await tx
        .update(memberAccounts)
        .set({
          ...(k.gym && { gymExpiresAt: k.gym }),
          ...(k.pilates && { pilatesExpiresAt: k.pilates }),
          ...(k.nutrition && { nutritionExpiresAt: k.nutrition }),
        })
        .where(eq(memberAccounts.userId, userId));
    }
    const view = await appliedView(tx, closure, o.tz);
    return view!;
  });
}

/** Whether packages were extended over this closure (then it cannot be deleted: decision 020). */
export async function closureWasExtended(tx: Pick<Tx, "select">, closureId: string): Promise<boolean> {
  const [run] = await tx
    .select({ closureId: closureExtensionRuns.closureId })
    .from(closureExtensionRuns)
    .where(eq(closureExtensionRuns.closureId, closureId));
  return run !== undefined;
}

const currentExpiry = {
  gym: memberAccounts.gymExpiresAt,
  pilates: memberAccounts.pilatesExpiresAt,
  nutrition: memberAccounts.nutritionExpiresAt,
} as const;

/**
 * The member's packages extended over a closure whose extended expiry is still the package's
 * expiry (a later package replaces the notice) and has not passed; newest first.
 */
export async function myExtensions(
  db: Db,
  userId: string,
  now: Date,
  tz: string,
): Promise<MyClosureExtension[]> {
  const rows = await db
    .select({
      kind: closureExtensions.kind,
      days: closureExtensions.days,
      startDate: closures.startDate,
      endDate: closures.endDate,
      newExpiresAt: closureExtensions.newExpiresAt,
    })
    .from(closureExtensions)
    .innerJoin(closures, eq(closures.id, closureExtensions.closureId))
    .innerJoin(memberAccounts, eq(memberAccounts.userId, closureExtensions.userId))
    .where(
      and(
        eq(closureExtensions.userId, userId),
        sql`${closureExtensions.newExpiresAt} >= ${now}`,
        sql`${closureExtensions.newExpiresAt} = case ${closureExtensions.kind}
          when 'gym' then ${currentExpiry.gym}
          when 'pilates' then ${currentExpiry.pilates}
          else ${currentExpiry.nutrition} end`,
      ),
    )
    .orderBy(desc(closureExtensions.appliedAt), asc(closureExtensions.kind));
  return rows.map((r) => ({
    kind: r.kind,
    days: r.days,
    startDate: r.startDate,
    endDate: r.endDate,
    newExpiresOn: studioToday(r.newExpiresAt, tz),
  }));
}
