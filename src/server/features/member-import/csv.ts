import type { CreditKindRow } from "../../../shared/domain/schedules";
import { foldText } from "../../../shared/domain/text";
import type { ImportColumn } from "../../../shared/schemas/member-import";

/**
 * A spreadsheet's CSV as the studio's computers write it: UTF-8 (with or without a byte order mark)
 * or Windows-1253 (Greek Excel's "CSV"), comma or semicolon (Excel with a Greek locale writes ';'),
 * fields quoted with '"' and a quote doubled inside them, CRLF or LF.
 */
export type Encoding = "utf-8" | "windows-1253";
export type Separator = "," | ";";

/** UTF-8 when the bytes are valid UTF-8, Windows-1253 otherwise; a byte order mark is dropped. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: Encoding } {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1253").decode(bytes), encoding: "windows-1253" };
  }
}

/** The separator the header line uses: the one of ',' and ';' it has more of outside quotes. */
export function detectSeparator(text: string): Separator {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ",") commas += 1;
    else if (!quoted && ch === ";") semicolons += 1;
  }
  return semicolons > commas ? ";" : ",";
}

/** One record of the file: its fields, the line it starts on, and whether its quotes were closed. */
export type CsvRecord = { line: number; fields: string[]; malformed: boolean };

/**
 * The records of the text, blank lines left out; stops after `maxRecords` (the caller refuses a
 * file with more). A quoted field may hold separators and line breaks.
 */
export function parseCsv(
  text: string,
  sep: Separator,
  maxRecords: number,
): { records: CsvRecord[]; more: boolean } {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let malformed = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== "") records.push({ line: start, fields, malformed });
    fields = [];
    field = "";
    malformed = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (ch === '"') {
      malformed = true;
      field += ch;
    } else if (ch === sep) {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i += 1;
      endRecord();
      line += 1;
      start = line;
      if (records.length > maxRecords) return { records: records.slice(0, maxRecords), more: true };
    } else field += ch;
  }
  if (quoted) malformed = true;
  endRecord();
  if (records.length > maxRecords) return { records: records.slice(0, maxRecords), more: true };
  return { records, more: false };
}

/** Header names in both languages, folded (no accents, no case, letters and digits only). */
const HEADER_NAMES: Record<ImportColumn, string[]> = {
  firstName: ["firstname", "first", "name", "givenname", "ονομα", "μικροονομα"],
  lastName: ["lastname", "last", "surname", "familyname", "επωνυμο", "επιθετο"],
  email: ["email", "mail", "emailaddress", "ηλεκτρονικοταχυδρομειο", "διευθυνσηemail"],
  phone: ["phone", "telephone", "mobile", "τηλεφωνο", "κινητο", "τηλ"],
  package: ["package", "plan", "πακετο"],
  sessions: [
    "sessions",
    "sessionsleft",
    "gymsessions",
    "συνεδριεσ",
    "υπολοιποσυνεδριων",
    "υπολοιπο",
    "επισκεψεισ",
  ],
  expires: ["expires", "expiry", "expirydate", "validuntil", "ληξη", "ημερομηνιαληξησ", "ισχυεωσ"],
  nutrition: ["nutrition", "nutritionuntil", "διατροφη", "διατροφηεωσ"],
  birthDate: [
    "birthdate",
    "dateofbirth",
    "dob",
    "birthday",
    "born",
    "ημερομηνιαγεννησησ",
    "γεννηση",
    "γενεθλια",
  ],
};

const foldHeader = (s: string) => foldText(s).replace(/[^\p{L}\p{N}]/gu, "");
const BY_NAME = new Map<string, ImportColumn>(
  Object.entries(HEADER_NAMES).flatMap(([column, names]) => names.map((n) => [n, column as ImportColumn])),
);

/** Each header cell's column (null when the name is not known: that column is ignored). */
export function headerColumns(cells: readonly string[]): (ImportColumn | null)[] {
  const seen = new Set<ImportColumn>();
  return cells.map((cell) => {
    // 'Συνεδρίες:yoga' is a kind's column, though its letters alone may read as a fixed column's name.
    if (creditKindOf(cell)) return null;
    const column = BY_NAME.get(foldHeader(cell)) ?? null;
    if (!column || seen.has(column)) return null;
    seen.add(column);
    return column;
  });
}

/** A column of one kind of credit (decision 038), 'credits:yoga' or a kind's own name, with the kind's key. */
export type CreditColumn = { index: number; kind: string; header: string };

/** The words before the colon of a kind's column, folded: 'credits:yoga', 'Συνεδρίες: yoga'. */
const CREDIT_PREFIXES = new Set(["credits", "sessions", "συνεδριεσ", "μοναδεσ"]);

/** The key a kind's column header names ('Credits:Yoga' → 'yoga'), or null for any other header. */
function creditKindOf(cell: string): string | null {
  const m = /^([^:]+):(.+)$/u.exec(cell.trim());
  return m && CREDIT_PREFIXES.has(foldHeader(m[1]!)) ? m[2]!.trim().toLowerCase() : null;
}

/**
 * The folded headers naming each kind without a prefix, from its row: its key or either name, alone,
 * followed by 'sessions' or 'left', or after 'Συνεδρίες' ('yoga', 'Γιόγκα', 'Yoga sessions'). A fixed column's name ('Sessions', 'Gym sessions') stays that column's.
 */
function kindHeaders(kinds: readonly CreditKindRow[]): Map<string, string> {
  const byHeader = new Map<string, string>();
  for (const k of kinds)
    for (const base of new Set([k.key, k.nameEn, k.nameGr].map(foldHeader)))
      for (const h of [base, `${base}sessions`, `${base}left`, `συνεδριεσ${base}`])
        if (base && !BY_NAME.has(h) && !byHeader.has(h)) byHeader.set(h, k.key);
  return byHeader;
}

/**
 * The header's columns of a kind of credit, each with the key it names: 'credits:<key>' (lower-cased;
 * whether a kind has it, the caller checks) or a kind's own name from its row; a kind's second
 * column is ignored, as a repeated header is.
 */
export function creditColumns(cells: readonly string[], kinds: readonly CreditKindRow[]): CreditColumn[] {
  const named = kindHeaders(kinds);
  const seen = new Set<string>();
  const found: CreditColumn[] = [];
  cells.forEach((cell, index) => {
    const kind = creditKindOf(cell) ?? named.get(foldHeader(cell));
    if (!kind || seen.has(kind)) return;
    seen.add(kind);
    found.push({ index, kind, header: cell.trim() });
  });
  return found;
}
