import { isValidDate } from "../../../shared/domain/schedule";
import { foldText } from "../../../shared/domain/text";
import { isPhone } from "../../../shared/schemas/contact";
import {
  IMPORT_COLUMNS,
  IMPORT_FIELD_MAX,
  IMPORT_SESSIONS_MAX,
  type ImportColumn,
  type ImportLine,
  type ImportLineError,
} from "../../../shared/schemas/member-import";
import { NUTRITION } from "../../../shared/schemas/packages";

/** 'nutrition' or a credit kind's key (decision 038). */
type PackageKind = string;

import type { CreditColumn, CsvRecord } from "./csv";

/** A catalogue package a line may name, by its Greek or English name. */
export type CataloguePackage = { name: string; nameEn: string; kind: PackageKind };

/** A line checked: what the report shows, and what applying it writes (with the package's kind, kept on the server). */
export type CheckedLine = ImportLine & { packageKind: PackageKind | null };

/** The kinds of credit (decision 038): the file's columns of one kind, and every kind's key in the studio's order. */
export type KindColumns = { columns: readonly CreditColumn[]; kinds: readonly string[] };

const EMAIL_RE = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]{2,}$/;

/** 'dd/mm/yyyy' (also with '.' or '-', one-digit day or month) or 'yyyy-mm-dd', as yyyy-mm-dd; null if not a real date. */
export function importDate(text: string): string | null {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = dmy
    ? `${dmy[3]}-${dmy[2]!.padStart(2, "0")}-${dmy[1]!.padStart(2, "0")}`
    : /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? text
      : null;
  return iso && isValidDate(iso) ? iso : null;
}

/** A kind's place in the studio's order (an unknown one last). */
const rank = (kinds: readonly string[], kind: string) => {
  const i = kinds.indexOf(kind);
  return i < 0 ? kinds.length : i;
};

/** A count of sessions: empty is 0; a whole number from 0 to the package limit, else null. */
function importCount(text: string): number | null {
  if (text === "") return 0;
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= IMPORT_SESSIONS_MAX ? n : null;
}

/**
 * Checks every record against the header's columns, the catalogue and the e-mails that already
 * have an account. Pure: the same file and database state give the same report.
 */
export function checkLines(
  records: readonly CsvRecord[],
  columns: readonly (ImportColumn | null)[],
  catalogue: readonly CataloguePackage[],
  isMember: (email: string) => boolean,
  credit: KindColumns = { columns: [], kinds: [] },
): CheckedLine[] {
  const known = new Set(credit.kinds);
  const packages = new Map<string, CataloguePackage>();
  for (const p of catalogue)
    for (const n of [p.name, p.nameEn])
      if (n && !packages.has(foldText(n.trim()))) packages.set(foldText(n.trim()), p);
  const firstLineOf = new Map<string, number>();
  return records.map((record) => {
    const errors: ImportLineError[] = [];
    const fail = (code: ImportLineError["code"], field: ImportColumn | null, params = {}) =>
      errors.push({ code, field, params });
    if (record.malformed || record.fields.length > columns.length) fail("IMPORT_LINE_MALFORMED", null);
    const cell = {} as Record<ImportColumn, string>;
    for (const c of IMPORT_COLUMNS) cell[c] = "";
    columns.forEach((c, i) => {
      if (c) cell[c] = (record.fields[i] ?? "").trim();
    });
    for (const c of IMPORT_COLUMNS)
      if (cell[c].length > IMPORT_FIELD_MAX[c]) {
        fail("IMPORT_FIELD_TOO_LONG", c, { max: IMPORT_FIELD_MAX[c] });
        cell[c] = cell[c].slice(0, IMPORT_FIELD_MAX[c]);
      }
    if (!cell.firstName) fail("IMPORT_FIELD_MISSING", "firstName");
    if (!cell.lastName) fail("IMPORT_FIELD_MISSING", "lastName");
    const email = cell.email.toLowerCase();
    const emailOk = EMAIL_RE.test(email);
    if (!email) fail("IMPORT_FIELD_MISSING", "email");
    else if (!emailOk) fail("IMPORT_EMAIL_INVALID", "email");
    else if (firstLineOf.has(email))
      fail("IMPORT_EMAIL_DUPLICATE", "email", { line: firstLineOf.get(email)! });
    else firstLineOf.set(email, record.line);
    if (cell.phone && !isPhone(cell.phone)) fail("IMPORT_PHONE_INVALID", "phone");

    const pkg = cell.package ? packages.get(foldText(cell.package)) : undefined;
    if (cell.package && !pkg) fail("IMPORT_PACKAGE_UNKNOWN", "package", { name: cell.package });
    const sessions = importCount(cell.sessions);
    if (sessions === null) fail("IMPORT_NUMBER_INVALID", "sessions", { max: IMPORT_SESSIONS_MAX });
    const expires = cell.expires ? importDate(cell.expires) : null;
    if (cell.expires && !expires) fail("IMPORT_DATE_INVALID", "expires");
    const nutritionUntil = cell.nutrition ? importDate(cell.nutrition) : null;
    if (cell.nutrition && !nutritionUntil) fail("IMPORT_DATE_INVALID", "nutrition");
    const birthDate = cell.birthDate ? importDate(cell.birthDate) : null;
    if (cell.birthDate && !birthDate) fail("IMPORT_DATE_INVALID", "birthDate");
    const kind = pkg?.kind ?? null;
    // Each kind's sessions: the package's own on its kind, then each kind's own column.
    const held = new Map<string, number>();
    const add = (k: string, n: number) => held.set(k, (held.get(k) ?? 0) + n);
    if (kind && kind !== NUTRITION) add(kind, sessions ?? 0);
    for (const c of credit.columns) {
      const text = (record.fields[c.index] ?? "").trim();
      if (text === "") continue;
      if (!known.has(c.kind)) {
        fail("IMPORT_CREDIT_KIND_UNKNOWN", null, { column: c.header, kind: c.kind });
        continue;
      }
      const n = importCount(text);
      if (n === null) fail("IMPORT_NUMBER_INVALID", null, { column: c.header, max: IMPORT_SESSIONS_MAX });
      else if (n > 0) add(c.kind, n);
    }
    const extra = [...held].some(([k, n]) => n > 0 && k !== kind);
    if (!cell.package && ((sessions ?? 0) > 0 || extra || cell.expires))
      fail("IMPORT_PACKAGE_MISSING", "package");
    if (cell.package && !cell.expires) fail("IMPORT_EXPIRY_MISSING", "expires");

    const outcome = emailOk && isMember(email) ? "member" : errors.length > 0 ? "error" : "create";
    return {
      line: record.line,
      outcome,
      firstName: cell.firstName,
      lastName: cell.lastName,
      email,
      phone: cell.phone || null,
      packageName: pkg?.name ?? "",
      packageKind: kind,
      credits: [...held]
        .map(([k, n]) => ({ kind: k, sessions: n }))
        .sort((a, b) => rank(credit.kinds, a.kind) - rank(credit.kinds, b.kind)),
      expires,
      nutritionUntil: kind === "nutrition" ? (nutritionUntil ?? expires) : nutritionUntil,
      birthDate,
      errors: outcome === "member" ? [] : errors,
    };
  });
}
