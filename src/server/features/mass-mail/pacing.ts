import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * The studio-wide pace of campaign mail (decision 027): one row, `mass_mail_pacing`, is a turn that
 * one worker of any instance holds while it sends one mail. A turn is given only when nobody holds
 * it (or the holder's lease lapsed: a killed process) and MASS_MAIL_PACE_MS have passed since the
 * last send ended, both judged by the database's clock, the one clock every instance shares. So any
 * two campaign mails the receiver gets are at least the pace apart: the next one starts after the
 * previous one was accepted, plus the pace.
 */
export async function ensurePacingRow(db: Db): Promise<void> {
  await db.execute(sql`insert into mass_mail_pacing (id) values (1) on conflict do nothing`);
}

/**
 * Takes the turn for `holder`: 0 when it is theirs now, otherwise how many milliseconds to wait
 * before asking again.
 */
export async function takeTurn(db: Db, holder: string, paceMs: number, leaseMs: number): Promise<number> {
  // One UPDATE: a second taker waits for the row and judges the conditions again on its new
  // version (READ COMMITTED), so two workers never hold the turn together.
  const taken = await db.execute(sql`
    update mass_mail_pacing
       set holder = ${holder}::text,
           held_until = clock_timestamp() + ${leaseMs}::int * interval '1 millisecond',
           updated_at = clock_timestamp()
     where id = 1
       and (holder is null or held_until <= clock_timestamp())
       and (last_sent_at is null or last_sent_at + ${paceMs}::int * interval '1 millisecond' <= clock_timestamp())
     returning id`);
  if (taken.rows.length > 0) return 0;
  const [state] = (
    await db.execute<{ busy: boolean; wait_ms: string | number | null }>(sql`
      select holder is not null and held_until > clock_timestamp() as busy,
             ceil(extract(epoch from (last_sent_at + ${paceMs}::int * interval '1 millisecond' - clock_timestamp())) * 1000) as wait_ms
        from mass_mail_pacing where id = 1`)
  ).rows;
  if (!state) {
    await ensurePacingRow(db);
    return 1;
  }
  // Someone is sending: their send ends, then the pace runs; ask again a little later.
  if (state.busy) return Math.max(10, Math.min(paceMs, 50));
  return Math.max(1, Number(state.wait_ms ?? 1));
}

/**
 * Gives the turn back. After a send (`sent`: the receiver was spoken to, whatever it answered) the
 * row keeps the database's clock now, when the receiver had already answered.
 */
export async function giveTurn(db: Db, holder: string, sent: boolean): Promise<void> {
  await db.execute(sql`
    update mass_mail_pacing
       set last_sent_at = case when ${sent}::boolean then greatest(coalesce(last_sent_at, '-infinity'), clock_timestamp()) else last_sent_at end,
           holder = case when holder = ${holder} then null else holder end,
           held_until = case when holder = ${holder} then null else held_until end,
           updated_at = clock_timestamp()
     where id = 1`);
}

/** On the embedded database one server runs: a turn a killed process held is given back at start. */
export async function releaseTurns(db: Db): Promise<void> {
  await db.execute(sql`update mass_mail_pacing set holder = null, held_until = null where id = 1`);
}
