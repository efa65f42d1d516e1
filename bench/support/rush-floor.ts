import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { openPglite } from "../../src/server/db/client";
import { sleep } from "./rush-calls";
import type { Attempt } from "./rush-load";
import { CLASS_PLACES, RUSH_CLASSES } from "./rush-plan";
import { FLOOR_APPLICATION } from "./rush-waits";

/**
 * The floor under a booking (decision 046): the smallest transaction that could book a place,
 * sent straight to the same database by the benchmark, for the same 300 attempts at the same
 * moments, alongside the rush (so both meet the same busy machine): lock the class's row, count
 * its bookings, and when a place is left insert the booking and take one credit off the member's
 * balance; commit. It runs on three tables of its own (dropped after), so it leaves the studio's
 * data as the rush left it.
 *
 * PostgreSQL: node-postgres with as many connections as the two instances' pools together (20),
 * opened before it starts, as theirs are. Embedded: the app's own database client on a PGlite in
 * the benchmark's process, opened on a copy of the server's data directory made before the server
 * started (PGlite is one process's), its transactions queued one after another as the server's are.
 * `run` answers each attempt's time in ms, from the request to its commit (a wait for a connection included).
 */
export type Floor = { run: (attempts: Attempt[]) => Promise<number[]>; close: () => Promise<void> };

const SETUP = [
  "create table rush_floor_class (id int primary key, capacity int not null)",
  "create table rush_floor_booking (class_id int not null references rush_floor_class, member text not null, primary key (class_id, member))",
  "create table rush_floor_balance (member text primary key, sessions int not null check (sessions >= 0))",
];
const TEARDOWN = "drop table rush_floor_booking, rush_floor_balance, rush_floor_class";

/** What a floor transaction sends: its statements through `query`, in order. */
type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function bookOnce(query: Query, a: Attempt) {
  const [cls] = (await query("select capacity from rush_floor_class where id = $1 for update", [a.cls])).rows;
  const [taken] = (
    await query("select count(*)::int as n from rush_floor_booking where class_id = $1", [a.cls])
  ).rows;
  if (Number(taken!.n) >= Number(cls!.capacity)) return;
  await query("insert into rush_floor_booking (class_id, member) values ($1, $2)", [a.cls, a.member]);
  await query("update rush_floor_balance set sessions = sessions - 1 where member = $1", [a.member]);
}

async function setUp(exec: (text: string) => Promise<unknown>, attempts: Attempt[]) {
  for (const s of SETUP) await exec(s);
  await exec(
    `insert into rush_floor_class values ${RUSH_CLASSES.map((_, i) => `(${i}, ${CLASS_PLACES})`).join(", ")}`,
  );
  await exec(`insert into rush_floor_balance values ${attempts.map((a) => `('${a.member}', 5)`).join(", ")}`);
}

/** Each attempt started at its moment; answers the times in the attempts' order. */
async function timed(attempts: Attempt[], run: (a: Attempt) => Promise<void>): Promise<number[]> {
  const t0 = performance.now();
  return Promise.all(
    attempts.map(async (a) => {
      await sleep(t0 + a.at - performance.now());
      const started = performance.now();
      await run(a);
      return performance.now() - started;
    }),
  );
}

async function checkFloor(exec: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  const { rows } = await exec("select count(*)::int as n from rush_floor_booking");
  const booked = Number(rows[0]!.n);
  if (booked !== RUSH_CLASSES.length * CLASS_PLACES) throw new Error(`the floor booked ${booked} places`);
}

export async function postgresFloor(url: string, attempts: Attempt[], connections = 20): Promise<Floor> {
  const pool = new pg.Pool({ connectionString: url, max: connections, application_name: FLOOR_APPLICATION });
  await setUp((t) => pool.query(t), attempts);
  const open = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
  for (const c of open) c.release();
  return {
    run: (list) =>
      timed(list, async (a) => {
        const client = await pool.connect();
        try {
          await client.query("begin");
          await bookOnce((text, values) => client.query(text, values), a);
          await client.query("commit");
        } finally {
          client.release();
        }
      }),
    close: async () => {
      try {
        await checkFloor((t) => pool.query(t));
        await pool.query(TEARDOWN);
      } finally {
        await pool.end();
      }
    },
  };
}

/** A statement with $n placeholders as Drizzle SQL with the same values as parameters. */
function withValues(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d)/);
  return sql.join(
    parts.map((p, i) => (i % 2 ? sql`${values[Number(p) - 1]}` : sql.raw(p))),
    sql.raw(""),
  );
}

export async function embeddedFloor(copy: string, attempts: Attempt[]): Promise<Floor> {
  const database = await openPglite(copy);
  const { db } = database;
  const exec = async (text: string) => {
    const r = await db.execute(sql.raw(text));
    return { rows: r.rows as Record<string, unknown>[] };
  };
  await setUp(exec, attempts);
  return {
    run: (list) =>
      timed(list, (a) =>
        db.transaction(async (tx) => {
          await bookOnce(async (text, values) => {
            const r = await tx.execute(withValues(text, values));
            return { rows: r.rows as Record<string, unknown>[] };
          }, a);
        }),
      ),
    close: async () => {
      try {
        await checkFloor(exec);
      } finally {
        await database.close();
      }
    },
  };
}
