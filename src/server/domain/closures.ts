import { isNull, or, type SQL, sql } from "drizzle-orm";
import type { LocationKey } from "../../shared/domain/locations";
import { closures } from "../db/schema";

/**
 * Which closures shut a location (decision 057): those of every location (`location` null) and its
 * own. Every read of closures for a schedule, a day or a report asks through here, so a closure at
 * one place never shuts another.
 */

/** The condition on `closures` for a location (a key, or an SQL value such as a schedule's column). */
export function closureAt(location: LocationKey | SQL): SQL {
  return or(isNull(closures.location), sql`${closures.location} = ${location}`)!;
}

/**
 * The same condition written into an SQL text (`textQuery`), the closures table named `closures`
 * and the location an expression of the query (`sch.location`, `$2`). Only code, never input, is
 * passed as `location`.
 */
export const closureAtSql = (location: string): string =>
  `(closures.location is null or closures.location = ${location})`;

/** The location scope of two closures overlaps: either is of every location, or both are of one. */
export function closureScopesMeet(location: LocationKey | null): SQL {
  return location === null ? sql`true` : closureAt(location);
}

/**
 * The balances (`member_credits` as `c`) a closure of `location` moves when packages are extended
 * over it: those valid there, roaming ones too; every balance for a closure of every location.
 */
export function balanceValidAt(location: LocationKey | null): SQL {
  if (location === null) return sql`true`;
  return sql`(c.valid_at is null or cardinality(c.valid_at) = 0 or ${location} = any(c.valid_at))`;
}
