import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, creditLedger, memberCredits, user } from "../../db/schema";
import { ledgerMismatches } from "../../domain/credits";
import { appWithAdmin } from "../../test/factories";
import { call } from "../../test/requests";
import { yogaKind } from "../../test/schedules";
import { importApi } from "./test-api";

/**
 * A column per kind of credit (decision 038): 'credits:yoga' gives the line Yoga sessions, checked
 * against the studio's kinds (an unknown one is the line's error), next to the old columns.
 */
const ctx = appWithAdmin({ seed: true });
const { run } = importApi(ctx);
const utf8 = (text: string) => new TextEncoder().encode(text);

const FILE = [
  "First name,Last name,Email,Package,Sessions,Expires,Pilates,Credits:yoga,Συνεδρίες:yogga",
  "Ioanna,Yoga,ioanna@kinds.test,Basic 12,10,31/12/2026,2,8,",
  "Petros,Typo,petros@kinds.test,Basic 12,10,31/12/2026,,,3",
  "Sofia,Letters,sofia@kinds.test,Basic 12,10,31/12/2026,,eight,",
  "Dimitra,Nopackage,dimitra@kinds.test,,,,,4,",
].join("\n");

describe("a column per kind of credit", () => {
  it("reads each kind's column, refuses a line naming an unknown kind, and applies the balances", async () => {
    const yoga = yogaKind({ position: 5 });
    expect((await call(ctx.t, "POST", "/api/admin/credit-kinds", ctx.admin.cookie, yoga)).status).toBe(201);

    const dry = await run("preview", utf8(FILE));
    expect(dry.counts).toEqual({ create: 1, member: 0, error: 3 });
    expect(dry.lines[0]).toMatchObject({
      outcome: "create",
      packageName: "Basic 12",
      credits: [
        { kind: "gym", sessions: 10 },
        { kind: "pilates", sessions: 2 },
        { kind: "yoga", sessions: 8 },
      ],
    });
    expect(dry.lines.slice(1).map((l) => l.errors)).toEqual([
      [
        {
          code: "IMPORT_CREDIT_KIND_UNKNOWN",
          field: null,
          params: { column: "Συνεδρίες:yogga", kind: "yogga" },
        },
      ],
      [{ code: "IMPORT_NUMBER_INVALID", field: null, params: { column: "Credits:yoga", max: 1000 } }],
      [{ code: "IMPORT_PACKAGE_MISSING", field: "package", params: {} }],
    ]);

    const applied = await run("apply", utf8(FILE));
    expect(applied.counts.create).toBe(1);
    const db = ctx.t.database.db;
    const [member] = await db.select({ id: user.id }).from(user).where(eq(user.email, "ioanna@kinds.test"));
    const balances = await db
      .select({
        kind: memberCredits.kind,
        sessions: memberCredits.sessions,
        expires: memberCredits.expiresAt,
      })
      .from(memberCredits)
      .where(eq(memberCredits.userId, member!.id))
      .orderBy(memberCredits.kind);
    expect(balances.map((b) => [b.kind, b.sessions, b.expires !== null])).toEqual([
      ["gym", 10, true],
      ["pilates", 2, true],
      ["yoga", 8, true],
    ]);
    const ledger = await db
      .select({ kind: creditLedger.kind, reason: creditLedger.reason })
      .from(creditLedger)
      .where(inArray(creditLedger.userId, [member!.id]));
    expect(ledger.map((l) => l.kind).sort()).toEqual(["gym", "pilates", "yoga"]);
    expect(await ledgerMismatches(db)).toEqual([]);
    const [entry] = await db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.memberId, member!.id), eq(activityLog.kind, "balances")));
    expect(entry?.details).toMatchObject({ reason: "import", after: { credits: applied.lines[0]!.credits } });
  });
});
