import { count, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ImportReport } from "../../../shared/schemas/member-import";
import type { MemberDetails } from "../../../shared/schemas/members";
import { account, creditLedger, memberAccounts, user } from "../../db/schema";
import { ledgerMismatches } from "../../domain/credits";
import { appWithAdmin, createMember, signIn, uniqueEmail } from "../../test/factories";
import { linkIn } from "../../test/mailbox";
import { call, errorOf, send } from "../../test/requests";
import { importApi } from "./test-api";

const ctx = appWithAdmin({ seed: true });

/** Greek text as Windows-1253 bytes (what Greek Excel saves as "CSV"). */
function windows1253(text: string): Uint8Array {
  const table = new Map<string, number>();
  const decoded = new TextDecoder("windows-1253").decode(Uint8Array.from({ length: 256 }, (_, i) => i));
  [...decoded].forEach((ch, i) => {
    if (!table.has(ch)) table.set(ch, i);
  });
  return Uint8Array.from([...text].map((ch) => table.get(ch) ?? 0x3f));
}
const utf8Bom = (text: string) => new TextEncoder().encode(`\uFEFF${text}`);

const { upload, run } = importApi(ctx);

/** One file of every kind of line: three new members, one existing, five errors. */
function mixedFile(tag: string, existing: string, o: { greek: boolean; sep: string }) {
  const s = o.sep;
  const header = o.greek
    ? ["Όνομα", "Επώνυμο", "Email", "Τηλέφωνο", "Πακέτο", "Συνεδρίες", "Λήξη", "Pilates", "Διατροφή"]
    : [
        "First name",
        "Last name",
        "E-mail",
        "Phone",
        "Package",
        "Sessions left",
        "Expiry date",
        "Pilates",
        "Nutrition",
      ];
  const rows = [
    [
      "Μαρία",
      "Παπαδοπούλου",
      `maria.${tag}@import.test`,
      "6912345678",
      "basic 12",
      "10",
      "31/12/2026",
      "",
      "",
    ],
    [
      "Νίκος",
      `"Οικονόμου${s} Jr"`,
      `Nikos.${tag}@Import.test`,
      "",
      "Reformer Pilates 8",
      "5",
      "2026-12-31",
      "",
      "",
    ],
    ["Bad", "Address", "not-an-email", "", "", "", "", "", ""],
    ["Διπλή", "Γραμμή", `maria.${tag}@import.test`, "", "", "", "", "", ""],
    ["Ήδη", "Μέλος", existing, "", "", "", "", "", ""],
    ["Ελένη", "Άγνωστη", `eleni.${tag}@import.test`, "", "Χρυσό πακέτο", "5", "31/12/2026", "", ""],
    ["Γιώργος", "Λάθος", `giorgos.${tag}@import.test`, "", "Basic 12", "5", "31/02/2026", "", ""],
    ["Κώστας", "Αρνητικός", `kostas.${tag}@import.test`, "", "Basic 12", "-3", "31/12/2026", "", ""],
    [
      "Άννα",
      "Combo",
      `anna.${tag}@import.test`,
      "",
      "Combo 100 Gym + Pilates",
      "70",
      "31/12/2026",
      "30",
      "30/06/2027",
    ],
  ];
  return [header, ...rows].map((r) => r.join(s)).join("\r\n");
}

const created = (r: ImportReport) => r.lines.filter((l) => l.outcome === "create").map((l) => l.email);
const errorsOf = (r: ImportReport) =>
  r.lines.filter((l) => l.outcome === "error").map((l) => l.errors.map((e) => e.code));
const usersCount = async () => (await ctx.t.database.db.select({ n: count() }).from(user))[0]!.n;

describe.each([
  {
    name: "Windows-1253, ';', Greek headers",
    greek: true,
    sep: ";",
    encode: windows1253,
    encoding: "windows-1253",
  },
  {
    name: "UTF-8 with a BOM, ',', English headers",
    greek: false,
    sep: ",",
    encode: utf8Bom,
    encoding: "utf-8",
  },
])("a file of mixed errors: $name", ({ greek, sep, encode, encoding }) => {
  it("dry run, apply, apply again: each member once, balances in the ledger, an invitation each", async () => {
    const tag = greek ? "gr" : "en";
    const existing = await createMember(ctx.t, { email: uniqueEmail("existing") });
    const file = encode(mixedFile(tag, existing.email, { greek, sep }));
    const before = await usersCount();

    const dry = await run("preview", file);
    expect(dry).toMatchObject({
      applied: false,
      encoding,
      separator: sep,
      counts: { create: 3, member: 1, error: 5 },
    });
    expect(created(dry)).toEqual([
      `maria.${tag}@import.test`,
      `nikos.${tag}@import.test`,
      `anna.${tag}@import.test`,
    ]);
    expect(dry.lines[0]).toMatchObject({ line: 2, phone: "6912345678" });
    expect(dry.lines[1]).toMatchObject({
      line: 3,
      lastName: `Οικονόμου${sep} Jr`,
      credits: [{ kind: "pilates", sessions: 5 }],
      phone: null,
    });
    expect(errorsOf(dry)).toEqual([
      ["IMPORT_EMAIL_INVALID"],
      ["IMPORT_EMAIL_DUPLICATE"],
      ["IMPORT_PACKAGE_UNKNOWN"],
      ["IMPORT_DATE_INVALID"],
      ["IMPORT_NUMBER_INVALID"],
    ]);
    expect(dry.lines[3]!.errors[0]!.params).toEqual({ line: 2 });
    expect(dry.lines[4]).toMatchObject({ outcome: "member", errors: [] });
    expect(await usersCount()).toBe(before);

    const mailBefore = ctx.t.mail.length;
    const applied = await run("apply", file);
    expect(applied).toMatchObject({ applied: true, counts: { create: 3, member: 1, error: 5 } });
    expect(await usersCount()).toBe(before + 3);
    const emails = created(applied);
    const rows = await ctx.t.database.db
      .select({
        id: user.id,
        email: user.email,
        gym: sql<number>`coalesce((select sessions from member_credits c where c.user_id = ${user.id} and c.kind = 'gym'), 0)`,
        pilates: sql<number>`coalesce((select sessions from member_credits c where c.user_id = ${user.id} and c.kind = 'pilates'), 0)`,
        pkg: memberAccounts.activePackageName,
        nutrition: memberAccounts.nutritionName,
        phone: memberAccounts.phone,
      })
      .from(user)
      .innerJoin(memberAccounts, eq(memberAccounts.userId, user.id))
      .where(inArray(user.email, emails));
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail[`maria.${tag}@import.test`]).toMatchObject({
      gym: 10,
      pilates: 0,
      pkg: "Basic 12",
      nutrition: null,
      phone: "6912345678",
    });
    expect(byEmail[`nikos.${tag}@import.test`]).toMatchObject({
      gym: 0,
      pilates: 5,
      pkg: "Reformer Pilates 8",
      phone: null,
    });
    // The desk reads the phone on the member's details.
    const details = await call<MemberDetails>(
      ctx.t,
      "GET",
      `/api/admin/members/${byEmail[`maria.${tag}@import.test`]!.id}`,
      ctx.admin.cookie,
    );
    expect(details.body.member.phone).toBe("6912345678");
    expect(byEmail[`anna.${tag}@import.test`]).toMatchObject({
      gym: 70,
      pilates: 30,
      pkg: "Combo 100 Γυμναστήριο + Pilates",
      nutrition: "Πρόγραμμα Διατροφής",
    });
    const ids = rows.map((r) => r.id);
    // No password: no credential account until the member follows the invitation.
    expect(await ctx.t.database.db.select().from(account).where(inArray(account.userId, ids))).toEqual([]);
    const ledger = await ctx.t.database.db
      .select()
      .from(creditLedger)
      .where(inArray(creditLedger.userId, ids));
    expect(ledger.map((l) => l.reason)).toEqual(["imported", "imported", "imported", "imported"]);
    expect(await ledgerMismatches(ctx.t.database.db)).toEqual([]);
    const invites = ctx.t.mail.slice(mailBefore);
    expect(invites.map((m) => [m.template, m.to]).sort()).toEqual(
      emails.map((e) => ["memberInvite", e]).sort(),
    );

    // The invitation's link is the password reset's: the member chooses a password and signs in.
    const token = new URL(linkIn(invites.find((m) => m.to === emails[0])!.text)).pathname.split("/").pop()!;
    const reset = await send(ctx.t.app, "/api/auth/reset-password", {
      token,
      newPassword: "a-new-member-secret",
    });
    expect(reset.status).toBe(200);
    expect((await signIn(ctx.t.app, emails[0]!, "a-new-member-secret")).status).toBe(200);

    const again = await run("apply", file);
    // The duplicate line's e-mail is now a member's too: skipped as one.
    expect(again.counts).toEqual({ create: 0, member: 5, error: 4 });
    expect(await usersCount()).toBe(before + 3);
    expect(ctx.t.mail.length).toBe(mailBefore + 3);
    expect(
      await ctx.t.database.db.select().from(creditLedger).where(inArray(creditLedger.userId, ids)),
    ).toHaveLength(4);
  });
});

describe("a line's problems", () => {
  it("a line without an e-mail misses it; a wrong one is not valid", async () => {
    const file = new TextEncoder().encode("Όνομα;Επώνυμο;Email\nΆννα;Παππά;\nΝίκος;Πάππας;nope\n");
    expect(errorsOf(await run("preview", file))).toEqual([
      ["IMPORT_FIELD_MISSING"],
      ["IMPORT_EMAIL_INVALID"],
    ]);
  });
});

describe("the file's refusals", () => {
  it("refuses a missing or empty file, a header without the required columns, too many lines", async () => {
    expect(await errorOf(await upload("preview", null))).toMatchObject({
      status: 400,
      code: "IMPORT_FILE_EMPTY",
    });
    const headerOnly = new TextEncoder().encode("Όνομα;Επώνυμο;Email\n");
    expect((await errorOf(await upload("apply", headerOnly))).code).toBe("IMPORT_FILE_EMPTY");
    const noEmail = new TextEncoder().encode("first name,last name,phone\nA,B,6912345678\n");
    expect(await errorOf(await upload("preview", noEmail))).toMatchObject({
      status: 400,
      code: "IMPORT_COLUMNS_MISSING",
      params: { columns: "email" },
    });
    const many = ["a,b,email", ...Array.from({ length: 5001 }, (_, i) => `A,B,m${i}@x.test`)].join("\n");
    expect(await errorOf(await upload("preview", new TextEncoder().encode(many)))).toMatchObject({
      status: 400,
      code: "IMPORT_TOO_MANY_LINES",
      params: { max: 5000 },
    });
  });

  it("refuses a file over 2 MB, and anyone but an admin", async () => {
    // Just over the limit (read, then refused) and far over it (refused while it streams in).
    for (const size of [2 * 1024 * 1024 + 100, 3 * 1024 * 1024]) {
      const big = new Uint8Array(size).fill(0x41);
      expect(await errorOf(await upload("preview", big))).toMatchObject({
        status: 413,
        code: "IMPORT_FILE_TOO_LARGE",
        params: { maxMb: 2 },
      });
    }
    const member = await createMember(ctx.t);
    const file = new TextEncoder().encode("a,b,email\nA,B,x@y.test\n");
    expect((await upload("apply", file, member.cookie)).status).toBe(403);
  });
});
