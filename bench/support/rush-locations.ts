import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";

/**
 * The rush studio's second location (decision 057): Kifisia holds Yoga and Spin (two of the five
 * popular classes of the rush, rush-plan.ts), the first location the gym floor, the second room,
 * Reformer Pilates and Barre. Half the members' Yoga packages (even indexes) are valid only at
 * Kifisia, with the balances they granted (a balance always comes from one package), so the
 * owner's numbers have a location to narrow to and packages that do not roam.
 */
export const SECOND_LOCATION = "kifisia";
export const SECOND_LOCATION_SCHEDULES = ["yoga", "spin"];
const ONLY_THERE_KIND = "yoga";

/** The location and where its schedules are held: after the schedules are written. */
export async function writeSecondLocation(db: Db) {
  await db.execute(sql`
    insert into locations (key, name_gr, name_en, address, address_en, position)
    values (${SECOND_LOCATION}, 'Κηφισιά', 'Kifisia', 'Λεβίδου 12, Κηφισιά', 'Levidou 12, Kifisia', 1)`);
  await db.execute(sql`update schedules set location = ${SECOND_LOCATION}
    where key in (${sql.join(
      SECOND_LOCATION_SCHEDULES.map((k) => sql`${k}`),
      sql`, `,
    )})`);
}

/** The share of packages valid only at the second location and their balances: after the history. */
export async function scopeSecondLocationPackages(db: Db) {
  const even = sql`substr(user_id, 6)::int % 2 = 0`;
  const only = sql`array[${SECOND_LOCATION}]::text[]`;
  await db.execute(sql`update package_requests set locations = ${only}
    where kind = ${ONLY_THERE_KIND} and user_id like 'rush-%' and ${even}`);
  await db.execute(sql`update member_credits set valid_at = ${only}
    where kind = ${ONLY_THERE_KIND} and user_id like 'rush-%' and ${even}`);
}
