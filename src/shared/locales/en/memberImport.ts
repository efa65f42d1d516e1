import type { memberImport as gr, memberImportErrors as grErrors } from "../gr/memberImport";

/** Moving members in from a spreadsheet (decision 034). */
export const memberImport: typeof gr = {
  button: "Import members",
  title: "Import members from a file",
  intro:
    "Upload your members from a spreadsheet as a CSV file (UTF-8 or Windows-1253, comma or semicolon). Columns with Greek or English headers: First name, Last name, Email (required), Phone, Package (as in the catalogue), Sessions, Expires (dd/mm/yyyy or yyyy-mm-dd), and optionally Nutrition (its end date) and a column of sessions per kind of credit, headed with the kind's name (e.g. Reformer Pilates) or “Credits:” and the kind's code (e.g. Credits:yoga).",
  limits:
    "Up to {{maxMb}} MB and {{maxLines}} lines. The file is checked first; nothing is saved before you press “Create”.",
  phoneNote: "The phone number shows on the member's details.",
  file: "CSV file",
  clear: "Remove the file",
  filePlaceholder: "Choose a file",
  check: "Check the file",
  checkFailed: "The file could not be checked.",
  apply_one: "Create {{count}} member",
  apply_other: "Create {{count}} members",
  applyConfirm_one:
    "{{count}} account will be created with its balances and will get an invitation to choose a password. Lines with errors and existing members are skipped.",
  applyConfirm_other:
    "{{count}} accounts will be created with their balances, and each will get an invitation to choose a password. Lines with errors and existing members are skipped.",
  applied_one: "{{count}} member was created. The invitation goes out shortly.",
  applied_other: "{{count}} members were created. The invitations go out a few at a time.",
  applyFailed: "The import failed; no member was created.",
  nothingToCreate: "There is no new member to create.",
  summary: "New members: {{create}} · Already members: {{member}} · With errors: {{error}}",
  fileRead: "Encoding {{encoding}}, separator “{{separator}}”.",
  onlyErrors: "Only the lines with errors",
  shown: "Showing the first {{shown}} of {{total}} lines.",
  table: {
    caption: "What happens to each line of the file",
    line: "Line",
    member: "Member",
    package: "Package",
    outcome: "Outcome",
  },
  packageUntil: "{{name}} · until {{expires}}",
  credit_one: "{{kind}}: {{count}} session",
  credit_other: "{{kind}}: {{count}} sessions",
  nutritionUntil: "Nutrition until {{date}}",
  outcome: {
    create: "Will be created",
    created: "Created",
    member: "Already a member; skipped",
    error: "Error; skipped",
  },
  columns: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    package: "Package",
    sessions: "Sessions",
    expires: "Expires",
    nutrition: "Nutrition",
    birthDate: "Date of birth",
  },
};

/** The import's error codes (merged into `errors`). */
export const memberImportErrors: typeof grErrors = {
  IMPORT_FILE_EMPTY: "The file has no members' lines under its headers.",
  IMPORT_COLUMNS_MISSING: "Columns missing from the file's first line: {{columns}}.",
  IMPORT_TOO_MANY_LINES: "The file has more than {{max}} lines; split it into smaller ones.",
  IMPORT_FILE_TOO_LARGE: "The file is larger than {{maxMb}} MB.",
  IMPORT_LINE_MALFORMED: "The line cannot be read (quotes left open or more fields than headers).",
  IMPORT_FIELD_MISSING: "Missing: {{field}}.",
  IMPORT_FIELD_TOO_LONG: "{{field}}: at most {{max}} characters.",
  IMPORT_EMAIL_INVALID: "The email is not valid.",
  IMPORT_EMAIL_DUPLICATE: "The same email is already on line {{line}}.",
  IMPORT_PHONE_INVALID: "The phone number is not valid.",
  IMPORT_PACKAGE_UNKNOWN: "There is no package “{{name}}” in the catalogue.",
  IMPORT_PACKAGE_MISSING: "Sessions or an expiry without a package.",
  IMPORT_EXPIRY_MISSING: "The package's expiry date is missing.",
  IMPORT_DATE_INVALID: "{{field}}: no such date (dd/mm/yyyy or yyyy-mm-dd).",
  IMPORT_NUMBER_INVALID: "{{field}}: a whole number from 0 to {{max}}.",
  IMPORT_CREDIT_KIND_UNKNOWN:
    "Column “{{column}}”: there is no kind of credit with the code “{{kind}}” (see Studio rules → Kinds of credit).",
};
