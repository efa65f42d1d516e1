import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { balanceMismatches, ledgerMismatches } from "../../src/server/domain/credits";
import type { RushOutcome } from "./rush-load";
import { CLASS_PLACES, RUSH_CLASSES, type RushDates } from "./rush-plan";

/**
 * Whether the rush came out exact, read from the database after it (decision 046): every class
 * holds exactly its places, booked by exactly the members answered 201 (numbered places 1 to 12
 * once each); every refused member waits in its class's line in the order the refusals came, and
 * each join answered its place; every booked member spent one credit of the class's kind, with one
 * ledger row naming the booking, and the refused spent none; and every ledger equals its balance.
 * Answers the problems found (none: exact).
 */
export async function rushProblems(
  db: Db,
  o: { outcome: RushOutcome; dates: RushDates; balancesBefore: Map<string, number> },
): Promise<string[]> {
  const problems: string[] = [];
  const { outcome, dates } = o;
  const reservationOf = new Map<string, { id: string; kind: string }>();
  for (const [member, a] of outcome.answers)
    if (a.status !== 201 && !(a.status === 409 && a.code === "SLOT_FULL"))
      problems.push(`${member}'s booking answered ${a.status} ${a.code ?? ""}`);
  for (const [c, cls] of RUSH_CLASSES.entries()) {
    const name = `${cls.schedule} ${cls.time}`;
    const booked = await db.execute<{ user_id: string; place: number | null; id: string }>(sql`
      select user_id, place, id from reservations
      where schedule = ${cls.schedule} and date = ${dates.rush} and time = ${cls.time}`);
    if (booked.rows.length !== CLASS_PLACES) problems.push(`${name} holds ${booked.rows.length} bookings`);
    const answered = outcome.attempts
      .filter((a) => a.cls === c && outcome.answers.get(a.member)?.status === 201)
      .map((a) => a.member);
    if (
      !sameSet(
        booked.rows.map((r) => r.user_id),
        answered,
      )
    )
      problems.push(`${name}: the members booked are not the ones answered 201`);
    if (cls.schedule === "pilates") {
      const places = booked.rows.map((r) => Number(r.place)).sort((a, b) => a - b);
      if (places.join() !== Array.from({ length: CLASS_PLACES }, (_, i) => i + 1).join())
        problems.push(`${name}: numbered places ${places.join(",")}`);
    }
    const line = await db.execute<{ user_id: string }>(sql`
      select user_id from waitlist_entries
      where schedule = ${cls.schedule} and date = ${dates.rush} and time = ${cls.time} and state = 'waiting'
      order by seq`);
    const refused = outcome.refused[c]!;
    if (line.rows.map((r) => r.user_id).join() !== refused.join())
      problems.push(
        `${name}: the line (${line.rows.length}) is not the ${refused.length} refused in their order`,
      );
    const positions = outcome.positions[c]!;
    if (positions.join() !== refused.map((_, i) => i + 1).join())
      problems.push(`${name}: the joins answered places ${positions.join(",")}`);
    for (const r of booked.rows) reservationOf.set(r.user_id, { id: r.id, kind: cls.kind });
  }
  const bookers = [...outcome.answers.keys()];
  await spentOnce(db, bookers, reservationOf, outcome.startedAt, problems);
  const kinds = new Map(outcome.attempts.map((a) => [a.member, RUSH_CLASSES[a.cls]!.kind]));
  const now = await db.execute<{ user_id: string; kind: string; sessions: number }>(sql`
    select user_id, kind, sessions from member_credits
    where user_id in (${sql.join(
      bookers.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const r of now.rows) {
    if (r.kind !== kinds.get(r.user_id)) continue;
    const spent = (o.balancesBefore.get(r.user_id) ?? Number.NaN) - Number(r.sessions);
    const want = outcome.answers.get(r.user_id)?.status === 201 ? 1 : 0;
    if (spent !== want) problems.push(`${r.user_id} spent ${spent} credits (${want} expected)`);
  }
  const ledger = await ledgerMismatches(db);
  if (ledger.length) problems.push(`${ledger.length} ledgers differ from their balances`);
  const latest = await balanceMismatches(db, bookers);
  if (latest.length) problems.push(`${latest.length} bookers' last ledger rows differ from their balances`);
  return problems;
}

/**
 * The ledger rows the rush wrote for the bookers: one for each booked member, a credit of its
 * class's kind naming its booking, and none for the refused.
 */
async function spentOnce(
  db: Db,
  bookers: string[],
  reservationOf: Map<string, { id: string; kind: string }>,
  since: Date,
  problems: string[],
) {
  const rows = await db.execute<{
    user_id: string;
    delta: number;
    kind: string;
    related_id: string | null;
  }>(sql`
    select user_id, delta, kind, related_id from credit_ledger
    where created_at >= ${since.toISOString()} and user_id in (${sql.join(
      bookers.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const id of bookers) {
    const mine = rows.rows.filter((r) => r.user_id === id);
    const booked = reservationOf.get(id);
    const right = booked
      ? mine.length === 1 &&
        Number(mine[0]!.delta) === -1 &&
        mine[0]!.kind === booked.kind &&
        mine[0]!.related_id === booked.id
      : mine.length === 0;
    if (!right)
      problems.push(`${id}: ${mine.length} ledger rows in the rush (${booked ? "booked" : "refused"})`);
  }
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
