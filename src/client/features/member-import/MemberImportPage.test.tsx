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
  gym: 0,
  pilates: 0,
  expires: null,
  nutritionUntil: null,
  errors: [],
  ...o,
});
const report = (applied: boolean): ImportReport => ({
  applied,
  encoding: "windows-1253",
  separator: ";",
  counts: { create: 1, member: 0, error: 1 },
  lines: [
    line(2, { packageName: "Basic 12", gym: 10, expires: "2026-12-31" }),
    line(3, {
      outcome: "error",
      email: "nope",
      errors: [{ code: "IMPORT_DATE_INVALID", field: "expires", params: {} }],
    }),
  ],
});
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
      "Δημιουργία 1 μέλους",
      "Δημιουργήθηκε 1 μέλος. Η πρόσκληση στέλνεται σε λίγο.",
    ],
    [
      "en",
      "CSV file",
      "Check the file",
      "Expires: no such date (dd/mm/yyyy or yyyy-mm-dd).",
      "Create 1 member",
      "1 member was created. The invitation goes out shortly.",
    ],
  ] as const)(
    "shows the dry run, then creates after asking (%s)",
    async (lang, label, check, dateError, apply, done) => {
      const calls = stubApi({
        "POST /api/admin/member-import/preview": report(false),
        "POST /api/admin/member-import/apply": report(true),
      });
      const { user } = await renderScreen(<MemberImportPage />, { lang });
      expect(screen.getByRole("button", { name: label })).toBeVisible();
      await user.upload(fileInput(), file());
      await user.click(screen.getByRole("button", { name: check }));
      const table = await screen.findByTestId("import-table");
      expect(within(table).getByText(dateError)).toBeVisible();
      expect(calls.some((c) => c.key === "POST /api/admin/member-import/apply")).toBe(false);

      await user.click(screen.getByRole("button", { name: apply }));
      await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: apply }));
      expect(await screen.findByText(done)).toBeVisible();
      expect(calls.filter((c) => c.key === "POST /api/admin/member-import/apply")).toHaveLength(1);
      expect(screen.queryByRole("button", { name: apply })).toBeNull();
    },
  );

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
