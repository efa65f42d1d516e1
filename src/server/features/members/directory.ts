import { type SQLWrapper, sql } from "drizzle-orm";
import { GYM_CREDITS } from "../../../shared/domain/schedules";
import type { Db } from "../../db/client";
import {
  accountStates,
  creditKinds,
  memberAccounts,
  memberCredits,
  memberDirectoryChanges,
  user,
} from "../../db/schema";
import { textQuery } from "../../db/text-query";

/**
 * The members directory (decision 023): every member the active-clients list may show, in the
 * list's order, kept in memory per database and checked against the database's change count on every
 * read. The desk searches as it types; a search then costs one trivial statement instead of a join
 * over every matching member. Any committed change to a member's name, e-mail, role, balances,
 * packages or account state changes the count (triggers, migration 0017), and the next read loads
 * the directory again.
 */

export type DirectoryMember = {
  id: string;
  name: string;
  email: string;
  /** `lower(email)` as the database lower-cases it. */
  emailLower: string;
  /** The folded names the search matches (a generated column, decision 008). */
  nameFolded: string;
  role: string;
  deactivated: boolean;
  /** A balance per credit kind the member holds, in the kinds' order (decision 038). */
  credits: DirectoryCredit[];
  /** The gym's credits: the spec's `active_sessions`, which the list's sessions filters and search read. */
  gymSessions: number;
  packageName: string;
  nutritionName: string | null;
  nutritionExpiresAt: Date | null;
  /** The latest of the kinds' expiries: a member holding any package is a client. */
  latestExpiry: Date | null;
};

export type DirectoryCredit = { kind: string; sessions: number; expiresAt: Date | null };

/** The directory as one load found it. */
export type Directory = {
  /** Every listed member, in the list's order. */
  readonly members: readonly DirectoryMember[];
  /** The members whose folded names contain every word (words hold no white space), in order. */
  withNameParts(words: readonly string[]): readonly DirectoryMember[];
};

type Loaded = Directory & { version: string };

/**
 * The folded names joined by line breaks: one `indexOf` pass finds the members that contain a word
 * (a word has no white space, so a match never spans two names), far faster than a test per member.
 */
function nameIndex(members: readonly DirectoryMember[]): Directory["withNameParts"] {
  const starts = new Int32Array(members.length + 1);
  let at = 0;
  members.forEach((m, i) => {
    starts[i] = at;
    at += m.nameFolded.length + 1;
  });
  starts[members.length] = at;
  const names = members.map((m) => m.nameFolded).join("\n");
  /** The index of the member whose name holds the character at `pos`. */
  const owner = (pos: number) => {
    let lo = 0;
    let hi = members.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return (words) => {
    if (!words.length) return members;
    const [first, ...rest] = words;
    const found: DirectoryMember[] = [];
    for (let pos = names.indexOf(first!); pos !== -1; ) {
      const i = owner(pos);
      const m = members[i]!;
      if (rest.every((w) => m.nameFolded.includes(w))) found.push(m);
      pos = names.indexOf(first!, starts[i + 1]!);
    }
    return found;
  };
}

/** Folding the change rows into one keeps the version's sum; past this many rows a load folds them. */
const COMPACT_AFTER_ROWS = 64;

const versionStatement = textQuery<{ version: string }>(
  0,
  `select coalesce(sum(n), 0)::text as version from member_directory_changes`,
);

/** Each database's last load. */
const kept = new WeakMap<Db, Loaded>();

/** A timestamp as epoch milliseconds in the JSON (the directory carries no date text to parse). */
const epochMs = (column: SQLWrapper) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** One member as the load sends it: a JSON array in the order of the load's `json_build_array`. */
type Sent = [
  string,
  string,
  string,
  string,
  string,
  string,
  boolean,
  [string, number, number | null][],
  string,
  string | null,
  number | null,
];

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

function fromJson(a: Sent): DirectoryMember {
  const credits = a[7].map(([kind, sessions, expires]) => ({ kind, sessions, expiresAt: date(expires) }));
  return {
    id: a[0],
    name: a[1],
    email: a[2],
    emailLower: a[3],
    nameFolded: a[4],
    role: a[5],
    deactivated: a[6],
    credits,
    gymSessions: credits.find((c) => c.kind === GYM_CREDITS)?.sessions ?? 0,
    packageName: a[8],
    nutritionName: a[9],
    nutritionExpiresAt: date(a[10]),
    latestExpiry: credits.reduce<Date | null>((latest, c) => later(latest, c.expiresAt), null),
  };
}

/**
 * One statement: the version and the members come from one snapshot, so the version names exactly
 * the committed changes these rows include (a change not yet committed adds its row only at commit).
 * The members travel as one JSON text in the list's order: the embedded database hands over one value
 * much faster than 5,000 rows of 11 columns.
 */
async function load(db: Db): Promise<Loaded> {
  const u = user;
  const m = memberAccounts;
  const s = accountStates;
  const c = memberCredits;
  const k = creditKinds;
  const credits = sql`coalesce((select json_agg(json_build_array(${c.kind}, ${c.sessions}, ${epochMs(c.expiresAt)})
      order by ${k.position}, ${k.key}) from ${c} join ${k} on ${k.key} = ${c.kind} where ${c.userId} = ${u.id}), '[]')`;
  const res = await db.execute<{ version: string; change_rows: number; members: string }>(sql`
    select (select coalesce(sum(n), 0)::text from ${memberDirectoryChanges}) as version,
      (select count(*)::int from ${memberDirectoryChanges}) as change_rows,
      coalesce((select json_agg(json_build_array(
          ${u.id}, ${u.name}, ${u.email}, lower(${u.email}), ${u.nameFolded}, ${u.role}, ${s.deactivatedAt} is not null,
          ${credits}, coalesce(${m.activePackageName}, ''), ${m.nutritionName}, ${epochMs(m.nutritionExpiresAt)}
        ) order by ${u.sortKey}, ${u.id})::text
        from ${u} left join ${m} on ${m.userId} = ${u.id} left join ${s} on ${s.userId} = ${u.id}
        where ${s.erasedAt} is null), '[]') as members`);
  const row = res.rows[0]!;
  if (Number(row.change_rows) > COMPACT_AFTER_ROWS) await compact(db);
  const members = (JSON.parse(row.members) as Sent[]).map(fromJson);
  return { version: String(row.version), members, withNameParts: nameIndex(members) };
}

const later = (a: Date | null, b: Date | null) => (a === null ? b : b === null || a >= b ? a : b);

/** Folds the change rows into one row of their sum (one statement: the sum never drops or doubles). */
async function compact(db: Db) {
  await db.execute(sql`with gone as (delete from ${memberDirectoryChanges} returning n)
    insert into ${memberDirectoryChanges} (n) select sum(n) from gone having count(*) > 0`);
}

/**
 * The directory as the database holds it now: the kept copy when the change count has not moved
 * since it was loaded, else a new load. A load is never shared with a caller that came later: that
 * caller may follow a change the load started before.
 */
export async function memberDirectory(db: Db): Promise<Directory> {
  const last = kept.get(db);
  if (last) {
    const [row] = await versionStatement.run(db, []);
    if (row?.version === last.version) return last;
  }
  const loaded = await load(db);
  const latest = kept.get(db);
  // Two loads may end out of order: keep the one that saw more changes.
  if (!latest || BigInt(loaded.version) >= BigInt(latest.version)) kept.set(db, loaded);
  return loaded;
}
