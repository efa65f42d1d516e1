import { and, asc, eq, getTableColumns, gte, lte, ne, type SQL, sql } from "drizzle-orm";
import {
  daysToExtend,
  type ExtendedKind,
  extendedExpiry,
  validOnFirstDay,
} from "../../../../shared/domain/closure-extension";
import { slotInstant, studioToday } from "../../../../shared/domain/schedule";
import { GYM_CREDITS } from "../../../../shared/domain/schedules";
import type { ClosureExtensionView } from "../../../../shared/schemas/closure-extensions";
import { NUTRITION } from "../../../../shared/schemas/packages";
import type { Db, Tx } from "../../../db/client";
import {
  closureExtensionRuns,
  closureExtensions,
  closures,
  memberAccounts,
  memberCredits,
  user,
} from "../../../db/schema";
import { balanceValidAt, closureScopesMeet } from "../../../domain/closures";
import { listCreditKinds } from "../../../domain/credit-kinds";
import { conflict, notFound } from "../../../platform/errors";
import { recordExtension } from "./activity";

/**
 * Extending packages over a closure (decision 020). Every package (each kind of credit's expiry,
 * decision 038, valid at the closure's location, 057; and the nutrition expiry) valid on its first
 * day moves by its days no closure already extended covers (each closed day counts once). One
 * transaction under the closure's row lock, one run per closure and one row per member and kind;
 * a second application is refused. Balances never change.
 */

/** `location`: the one it shuts, or null for every location (decision 057). */
type ClosureRow = { id: string; startDate: string; endDate: string; location: string | null };

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
  kind: string;
  expires_at: Date | string | null;
  started_at: Date | string | null;
};

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

async function findClosure(db: Pick<Tx, "select">, id: string, lock: boolean): Promise<ClosureRow> {
  const { startDate, endDate, location } = getTableColumns(closures);
  const q = db
    .select({ id: closures.id, startDate, endDate, location })
    .from(closures)
    .where(eq(closures.id, id));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound("CLOSURE_NOT_FOUND");
  return row;
}

/**
 * The packages valid on the closure's first day, by member (name order), skipping erased accounts.
 * The purchase date of a gym package is the account's; of another kind's or a nutrition package, the
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
  const approvedOf = (kind: SQL) =>
    sql`(select max(r.approved_at) from package_requests r
         where r.user_id = a.user_id and r.kind = ${kind} and r.status = 'approved')`;
  const living = sql`not exists (select 1 from account_states s where s.user_id = a.user_id and s.erased_at is not null)`;
  // Nutrition is held at no location: a closure of every location moves it (decision 057).
  const nutritionToo = closure.location === null ? sql`true` : sql`false`;
  if (lock) {
    await db.execute(sql`select a.user_id from member_accounts a
      where ${living} and (a.nutrition_expires_at >= ${firstInstant}
        or exists (select 1 from member_credits c where c.user_id = a.user_id and c.expires_at >= ${firstInstant}))
      order by a.user_id for update of a`);
  }
  // Every kind of credit's expiry (decision 038; a gym package's purchase is the account's), then nutrition.
  const result = await db.execute<CandidateRow>(sql`
    select a.user_id, u.name, u.email, c.kind, c.expires_at,
      case when c.kind = ${GYM_CREDITS} then a.package_purchased_at else ${approvedOf(sql`c.kind`)} end as started_at,
      k.position as kind_order
    from member_credits c
    join credit_kinds k on k.key = c.kind
    join member_accounts a on a.user_id = c.user_id
    join "user" u on u.id = a.user_id
    where ${living} and c.expires_at >= ${firstInstant} and ${balanceValidAt(closure.location)}
    union all
    select a.user_id, u.name, u.email, ${NUTRITION}, a.nutrition_expires_at, ${approvedOf(sql`${NUTRITION}`)}, 1000000
    from member_accounts a
    join "user" u on u.id = a.user_id
    where ${living} and a.nutrition_expires_at >= ${firstInstant} and ${nutritionToo}
    order by name, user_id, kind_order, kind
  `);
  const planned: Planned[] = [];
  for (const r of result.rows) {
    const expiresAt = asDate(r.expires_at);
    const startedAt = asDate(r.started_at);
    if (expiresAt === null || !validOnFirstDay({ expiresAt, startedAt }, closure.startDate, tz)) continue;
    planned.push({
      userId: r.user_id,
      name: r.name || r.email,
      kind: r.kind,
      oldExpiresAt: expiresAt,
      newExpiresAt: extendedExpiry(expiresAt, days, tz),
    });
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
        closureScopesMeet(closure.location),
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
  const kinds: Record<string, number> = {};
  for (const r of rows) kinds[r.kind] = (kinds[r.kind] ?? 0) + 1;
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
  // Within a member, kinds in the order the preview lists them (the kinds' order, nutrition last).
  const order = (await listCreditKinds(db)).map((k) => k.key);
  const kindOrder = (k: ExtendedKind) => (k === NUTRITION ? order.length : order.indexOf(k));
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
    for (const r of inserted) {
      if (r.kind === NUTRITION) {
        await tx
          .update(memberAccounts)
          .set({ nutritionExpiresAt: r.newExpiresAt })
          .where(eq(memberAccounts.userId, r.userId));
      } else {
        await tx
          .update(memberCredits)
          .set({ expiresAt: r.newExpiresAt })
          .where(and(eq(memberCredits.userId, r.userId), eq(memberCredits.kind, r.kind)));
      }
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
