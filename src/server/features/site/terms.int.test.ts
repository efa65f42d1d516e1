import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TermsAnswer } from "../../../shared/schemas/terms";
import { TERMS_PARAGRAPHS_MAX } from "../../../shared/schemas/terms";
import { activityLog } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { appWithAdmin, createStaff } from "../../test/factories";
import { call } from "../../test/requests";
import { setRules } from "../../test/studio-rules";

const clock = fixedClock("2026-03-10T10:00:00Z");
const ctx = appWithAdmin({
  clock,
  env: { STUDIO_NAME: "Deploy Gym", STUDIO_ADDRESS: "Οδός Αρχής 1", RETENTION_INACTIVE_MONTHS: "36" },
});

const terms = async () => (await call<TermsAnswer>(ctx.t, "GET", "/api/site/terms")).body;
const OWN = {
  legalName: "Κίνηση Πάτρας ΙΚΕ",
  vatNumber: "EL123456789",
  paragraphs: { gr: "Τα ντουλάπια αδειάζουν κάθε βράδυ.", en: "" },
};
const entries = async () =>
  (
    await ctx.t.database.db.select({ n: count() }).from(activityLog).where(eq(activityLog.kind, "identity"))
  )[0]!.n;

describe("the studio's terms page", () => {
  it("fills the template from the settings, and dates it by the last change of its inputs, not by today", async () => {
    expect(await terms()).toEqual({
      legalName: "Deploy Gym",
      vatNumber: "",
      address: "Οδός Αρχής 1",
      addressEn: expect.any(String),
      minimumAge: 16,
      consentAge: 18,
      retentionMonths: 36,
      paragraphs: { gr: null, en: null },
      updated: "2026-03-10",
    });
    clock.set("2026-04-01T10:00:00Z");
    expect((await terms()).updated).toBe("2026-03-10");

    // The owner's legal details and own paragraph: one activity entry, the page dated by the save.
    const before = await entries();
    const saved = await call(ctx.t, "PUT", "/api/admin/terms", ctx.admin.cookie, OWN);
    expect(saved).toMatchObject({ status: 200, body: OWN });
    expect(await entries()).toBe(before + 1);
    clock.set("2026-04-20T10:00:00Z");
    expect(await terms()).toMatchObject({
      legalName: OWN.legalName,
      vatNumber: OWN.vatNumber,
      // English readers get the Greek paragraph while no English one is written.
      paragraphs: { gr: OWN.paragraphs.gr, en: OWN.paragraphs.gr },
      updated: "2026-04-01",
    });

    // The same values saved again change nothing a member reads: the date stays.
    await call(ctx.t, "PUT", "/api/admin/terms", ctx.admin.cookie, OWN);
    clock.set("2026-04-25T10:00:00Z");
    expect((await terms()).updated).toBe("2026-04-01");

    // A minimum age saved on the settings screen: dated by that save, though read later.
    expect((await setRules(ctx.t, ctx.admin.cookie, {})).status).toBe(200);
    clock.set("2026-05-05T10:00:00Z");
    expect((await setRules(ctx.t, ctx.admin.cookie, { minimumAge: 15 })).status).toBe(200);
    clock.set("2026-05-20T10:00:00Z");
    expect(await terms()).toMatchObject({ minimumAge: 15, updated: "2026-05-05" });
  });

  it("is the owner's to write: a trainer is refused, a paragraph too long is refused with its code", async () => {
    const trainer = await createStaff(ctx.t, "trainer");
    expect((await call(ctx.t, "PUT", "/api/admin/terms", trainer.cookie, OWN)).status).toBe(403);
    const long = { ...OWN, paragraphs: { gr: "α".repeat(TERMS_PARAGRAPHS_MAX + 1), en: "" } };
    expect(await call(ctx.t, "PUT", "/api/admin/terms", ctx.admin.cookie, long)).toMatchObject({
      status: 400,
      body: { error: { code: "IDENTITY_TEXT_TOO_LONG" } },
    });
  });
});
