import crypto from "node:crypto";
import { asc, inArray, sql } from "drizzle-orm";
import { expiryOnDate } from "../../../shared/domain/packages";
import {
  IMPORT_INVITE_DAYS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_LINES,
  IMPORT_MAX_MB,
  IMPORT_REQUIRED_COLUMNS,
  type ImportReport,
} from "../../../shared/schemas/member-import";
import { NUTRITION } from "../../../shared/schemas/packages";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { memberAccounts, packages, user, verification } from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { listCreditKinds } from "../../domain/credit-kinds";
import { changeCredits, setCreditExpiry } from "../../domain/credits";
import { studioName } from "../../domain/studio-identity";
import { inTransaction } from "../../platform/after-commit";
import { AppError } from "../../platform/errors";
import { creditColumns, decodeCsv, detectSeparator, headerColumns, parseCsv } from "./csv";
import { type CheckedLine, checkLines } from "./lines";

/** The reason of every ledger row an import writes. */
export const IMPORT_REASON = "imported";
/** Rows a statement inserts at once (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 500;
/** The first key of the import's advisory lock (two-key locks never meet single-key ones). */
const IMPORT_LOCK_NAMESPACE = 7533;
/** The nutrition package's name when the catalogue has none. */
const NUTRITION_FALLBACK = "Διατροφή";

type Parsed = ReturnType<typeof parseFile>;

/** The file's text, separator, header and records; refuses a file too large, an empty one, a missing column or too many lines. */
function parseFile(bytes: Uint8Array) {
  if (bytes.length > IMPORT_MAX_BYTES)
    throw new AppError(413, "IMPORT_FILE_TOO_LARGE", { maxMb: IMPORT_MAX_MB });
  const { text, encoding } = decodeCsv(bytes);
  const separator = detectSeparator(text);
  const { records, more } = parseCsv(text, separator, IMPORT_MAX_LINES + 1);
  if (more) throw new AppError(400, "IMPORT_TOO_MANY_LINES", { max: IMPORT_MAX_LINES });
  const [header, ...lines] = records;
  if (!header || lines.length === 0) throw new AppError(400, "IMPORT_FILE_EMPTY");
  const columns = headerColumns(header.fields);
  const missing = IMPORT_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) throw new AppError(400, "IMPORT_COLUMNS_MISSING", { columns: missing.join(", ") });
  return { encoding, separator, columns, header: header.fields, lines };
}

/** Which of these e-mails already have an account (any case), in chunks. */
async function existingEmails(db: Pick<Tx, "select">, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(emails.filter(Boolean))];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db
      .select({ email: sql<string>`lower(${user.email})` })
      .from(user)
      .where(inArray(sql`lower(${user.email})`, unique.slice(i, i + CHUNK)));
    for (const r of rows) found.add(r.email);
  }
  return found;
}

/** Every line checked against the catalogue and the accounts as the given connection sees them. */
async function check(db: Pick<Tx, "select">, parsed: Parsed): Promise<CheckedLine[]> {
  const catalogue = await db
    .select({ name: packages.name, nameEn: packages.nameEn, kind: packages.kind })
    .from(packages)
    .orderBy(asc(packages.priceCents), asc(packages.name));
  const emails = parsed.lines.map((r) =>
    (r.fields[parsed.columns.indexOf("email")] ?? "").trim().toLowerCase(),
  );
  const members = await existingEmails(db, emails);
  const kinds = await listCreditKinds(db);
  return checkLines(parsed.lines, parsed.columns, catalogue, (e) => members.has(e), {
    columns: creditColumns(parsed.header, kinds),
    kinds: kinds.map((k) => k.key),
  });
}

function report(parsed: Parsed, lines: CheckedLine[], applied: boolean): ImportReport {
  const counts = { create: 0, member: 0, error: 0 };
  for (const l of lines) counts[l.outcome] += 1;
  return {
    applied,
    encoding: parsed.encoding,
    separator: parsed.separator,
    counts,
    lines: lines.map(({ packageKind: _, ...l }) => l),
  };
}

/** The dry run: what applying the file would create, and every line's errors; nothing is written. */
export async function previewImport(deps: Deps, bytes: Uint8Array): Promise<ImportReport> {
  const parsed = parseFile(bytes);
  return report(parsed, await check(deps.database.db, parsed), false);
}

/**
 * Creates the members of the lines without errors whose e-mail has no account yet, in one
 * transaction: the user row (no password: no credential account), the member account with its
 * phone, package and expiries, the balances through the ledger (reason "imported"), a password-set link
 * (Better Auth's reset token, valid IMPORT_INVITE_DAYS) and the invitation queued in the outbox,
 * which the mail round sends a few at a time. The same file again creates nothing twice.
 */
export async function applyImport(deps: Deps, bytes: Uint8Array, adminId: string): Promise<ImportReport> {
  const parsed = parseFile(bytes);
  const now = deps.clock.now();
  const lines = await inTransaction(deps, async (tx) => {
    // Two imports at once: the second waits, then sees the first one's members.
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_NAMESPACE}, 0)`);
    const checked = await check(tx, parsed);
    const fresh = checked.filter((l) => l.outcome === "create");
    const nutritionName = await nutritionPackageName(tx);
    const people = fresh.map((l) => ({
      line: l,
      id: crypto.randomUUID(),
      token: crypto.randomBytes(24).toString("base64url"),
    }));
    for (let i = 0; i < people.length; i += CHUNK) {
      const chunk = people.slice(i, i + CHUNK);
      await tx.insert(user).values(chunk.map((p) => userRow(deps, p.id, p.line)));
      await tx
        .insert(memberAccounts)
        .values(chunk.map((p) => accountRow(deps, p.id, p.line, now, nutritionName)));
      await tx.insert(verification).values(
        chunk.map((p) => ({
          id: crypto.randomUUID(),
          identifier: `reset-password:${p.token}`,
          value: p.id,
          expiresAt: new Date(now.getTime() + IMPORT_INVITE_DAYS * 86_400_000),
        })),
      );
    }
    const tz = deps.zone();
    const studio = await studioName(tx, deps.config);
    for (const p of people) {
      const expires = p.line.expires ? expiryOnDate(p.line.expires, tz) : null;
      for (const c of p.line.credits) {
        if (c.sessions > 0)
          await changeCredits(tx, {
            userId: p.id,
            kind: c.kind,
            delta: c.sessions,
            reason: IMPORT_REASON,
            actorId: adminId,
          });
        await setCreditExpiry(tx, { userId: p.id, kind: c.kind }, expires);
      }
      await deps.mailer.queue(tx, inviteMail(deps, studio, p.line, p.token));
      const after = { credits: p.line.credits };
      await recordActivity(tx, {
        actorId: adminId,
        memberId: p.id,
        kind: "balances",
        details: { reason: "import", after },
        at: now,
      });
    }
    return checked;
  });
  return report(parsed, lines, true);
}

/** The row Better Auth's sign-up would write (`newUserFields` in auth/auth.ts: trimmed names, role by ADMIN_EMAILS). */
function userRow(deps: Deps, id: string, l: CheckedLine) {
  return {
    id,
    email: l.email,
    name: `${l.firstName} ${l.lastName}`.trim(),
    firstName: l.firstName,
    lastName: l.lastName,
    birthDate: l.birthDate,
    // The only way in is the link sent to this address, which proves it as a confirmation would.
    emailVerified: true,
    role: deps.config.ADMIN_EMAILS.includes(l.email) ? "admin" : "user",
  };
}

function accountRow(deps: Deps, userId: string, l: CheckedLine, now: Date, nutritionName: string) {
  const tz = deps.zone();
  // A package of any kind of credit is the member's package (one of a class schedule's kind only too); nutrition is kept apart.
  const creditPackage = l.packageKind !== null && l.packageKind !== NUTRITION;
  return {
    userId,
    phone: l.phone,
    activePackageName: creditPackage ? l.packageName : "",
    packagePurchasedAt: creditPackage ? now : null,
    nutritionName: l.nutritionUntil ? (l.packageKind === NUTRITION ? l.packageName : nutritionName) : null,
    nutritionExpiresAt: l.nutritionUntil ? expiryOnDate(l.nutritionUntil, tz) : null,
  };
}

async function nutritionPackageName(tx: Tx): Promise<string> {
  const [row] = await tx
    .select({ name: packages.name })
    .from(packages)
    .where(sql`${packages.kind} = 'nutrition'`)
    .orderBy(asc(packages.priceCents))
    .limit(1);
  return row?.name ?? NUTRITION_FALLBACK;
}

/** The invitation: Better Auth's own reset link, which opens the reset-password page with the token. */
/** In Greek, the language an imported account starts with (the member may switch it). */
function inviteMail(deps: Deps, studio: string, l: CheckedLine, token: string) {
  const base = deps.config.publicUrl;
  return {
    to: l.email,
    lang: "gr" as const,
    template: "memberInvite" as const,
    data: {
      name: `${l.firstName} ${l.lastName}`.trim(),
      url: `${base}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent("/reset-password")}`,
      studio,
      days: IMPORT_INVITE_DAYS,
    },
  };
}
