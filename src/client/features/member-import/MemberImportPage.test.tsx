import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ImportLine, ImportReport } from "../../../shared/schemas/member-import";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import MemberImportPage from "./MemberImportPage";

const line = (n: number, o: Partial<ImportLine>): ImportLine => ({
  line: n,
  outcome: "create",
  firstName: "Άννα",
  lastName: "Παππά",
  email: `anna${n}@example.com`,
  phone: null,
  packageName: "",
  credits: [],
  expires: null,
  nutritionUntil: null,
  birthDate: null,
  errors: [],
  ...o,
});
const report = (applied: boolean): ImportReport => ({
  applied,
  encoding: "windows-1253",
  separator: ";",
  counts: { create: 1, member: 0, error: 1 },
  lines: [
    line(2, {
      packageName: "Basic 12",
      credits: [
        { kind: "gym", sessions: 10 },
        { kind: "yoga", sessions: 8 },
      ],
      expires: "2026-12-31",
    }),
    line(3, {
      outcome: "error",
      email: "nope",
      errors: [
        { code: "IMPORT_DATE_INVALID", field: "expires", params: {} },
        { code: "IMPORT_NUMBER_INVALID", field: null, params: { column: "credits:yoga", max: 1000 } },
        {
          code: "IMPORT_CREDIT_KIND_UNKNOWN",
          field: null,
          params: { column: "credits:yogga", kind: "yogga" },
        },
      ],
    }),
  ],
});
const KINDS = [
  { key: "gym", nameGr: "Γυμναστήριο", nameEn: "Gym", position: 0 },
  { key: "pilates", nameGr: "Pilates", nameEn: "Pilates", position: 1 },
  { key: "yoga", nameGr: "Γιόγκα", nameEn: "Yoga", position: 2 },
];
/** Mantine's FileInput: a labelled button over a hidden file input. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const file = () => new File(["Όνομα;Επώνυμο;Email\n"], "members.csv", { type: "text/csv" });

describe("member import", () => {
  it.each([
    [
      "gr",
      "Αρχείο CSV",
      "Έλεγχος αρχείου",
      "Λήξη: η ημερομηνία δεν υπάρχει (ηη/μμ/εεεε ή εεεε-μμ-ηη).",
      ["Basic 12 · έως 31/12/2026", "Γυμναστήριο: 10 συνεδρίες", "Γιόγκα: 8 συνεδρίες"],
      [
        "credits:yoga: ακέραιος από 0 έως 1000.",
        "Στήλη «credits:yogga»: δεν υπάρχει είδος συνεδριών με κωδικό «yogga» (δείτε Κανόνες στούντιο → Είδη συνεδριών).",
      ],
      "Δημιουργία 1 μέλους",
      "Δημιουργήθηκε 1 μέλος. Η πρόσκληση στέλνεται σε λίγο.",
    ],
    [
      "en",
      "CSV file",
      "Check the file",
      "Expires: no such date (dd/mm/yyyy or yyyy-mm-dd).",
      ["Basic 12 · until 31/12/2026", "Gym: 10 sessions", "Yoga: 8 sessions"],
      [
        "credits:yoga: a whole number from 0 to 1000.",
        "Column “credits:yogga”: there is no kind of credit with the code “yogga” (see Studio rules → Kinds of credit).",
      ],
      "Create 1 member",
      "1 member was created. The invitation goes out shortly.",
    ],
  ] as const)(
    "shows the dry run, then creates after asking (%s)",
    async (lang, label, check, dateError, held, kindErrors, apply, done) => {
      const calls = stubApi({
        "GET /api/credit-kinds": KINDS,
        "POST /api/admin/member-import/preview": report(false),
        "POST /api/admin/member-import/apply": report(true),
      });
      const { user } = await renderScreen(<MemberImportPage />, { lang });
      expect(screen.getByRole("button", { name: label })).toBeVisible();
      await user.upload(fileInput(), file());
      await user.click(screen.getByRole("button", { name: check }));
      const table = await screen.findByTestId("import-table");
      expect(within(table).getByText(dateError)).toBeVisible();
      // The line's balances, one line per kind the file gives it, named in the screen's language.
      for (const h of held) expect(within(table).getByText(h)).toBeVisible();
      for (const e of kindErrors) expect(within(table).getByText(e)).toBeVisible();
      expect(calls.some((c) => c.key === "POST /api/admin/member-import/apply")).toBe(false);

      await user.click(screen.getByRole("button", { name: apply }));
      await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: apply }));
      expect(await screen.findByText(done)).toBeVisible();
      expect(calls.filter((c) => c.key === "POST /api/admin/member-import/apply")).toHaveLength(1);
      expect(screen.queryByRole("button", { name: apply })).toBeNull();
    },
  );

  it.each([
    ["gr", "Έλεγχος αρχείου", "Λείπει: Email."],
    ["en", "Check the file", "Missing: Email."],
  ] as const)("says a line without an e-mail misses it (%s)", async (lang, check, missing) => {
    const noEmail = line(4, {
      outcome: "error",
      email: "",
      errors: [{ code: "IMPORT_FIELD_MISSING", field: "email", params: {} }],
    });
    stubApi({
      "GET /api/credit-kinds": KINDS,
      "POST /api/admin/member-import/preview": { ...report(false), lines: [noEmail] },
    });
    const { user } = await renderScreen(<MemberImportPage />, { lang });
    await user.upload(fileInput(), file());
    await user.click(screen.getByRole("button", { name: check }));
    expect(within(await screen.findByTestId("import-table")).getByText(missing)).toBeVisible();
  });

  it("says what is wrong with a file it refuses", async () => {
    stubApi({
      "POST /api/admin/member-import/preview": refusal(400, "IMPORT_COLUMNS_MISSING", { columns: "email" }),
    });
    const { user } = await renderScreen(<MemberImportPage />, { lang: "en" });
    await user.upload(fileInput(), file());
    await user.click(screen.getByRole("button", { name: "Check the file" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Columns missing from the file's first line: email.",
    );
  });
});
