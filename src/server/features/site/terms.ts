import { eq } from "drizzle-orm";
import type { TermsInput } from "../../../shared/schemas/terms";
import type { Db } from "../../db/client";
import { studioIdentity as identityTable } from "../../db/schema";
import { recordActivity, type StaffWriter } from "../../domain/activity";
import { dateTermsChange, type TermsDefaults } from "../../domain/studio-terms";
import { lockRow } from "./identity";

/** The owner's own terms fields as saved (empty where never written). */
export async function readTermsInput(db: Pick<Db, "select">): Promise<TermsInput> {
  const [row] = await db
    .select({
      legalName: identityTable.legalName,
      vatNumber: identityTable.vatNumber,
      gr: identityTable.termsGr,
      en: identityTable.termsEn,
    })
    .from(identityTable)
    .where(eq(identityTable.id, 1));
  return {
    legalName: row?.legalName ?? "",
    vatNumber: row?.vatNumber ?? "",
    paragraphs: { gr: row?.gr ?? "", en: row?.en ?? "" },
  };
}

/**
 * Saves the terms' legal name, VAT number and the owner's paragraphs (decision 053): one transaction
 * holding the identity's row, one activity entry with before and after, the page's date moved.
 */
export async function saveTerms(
  w: StaffWriter,
  defaults: TermsDefaults,
  input: TermsInput,
): Promise<TermsInput> {
  return w.db.transaction(async (tx) => {
    await lockRow(tx);
    const before = await readTermsInput(tx);
    await tx
      .update(identityTable)
      .set({
        legalName: input.legalName,
        vatNumber: input.vatNumber,
        termsGr: input.paragraphs.gr,
        termsEn: input.paragraphs.en,
        updatedBy: w.actorId,
      })
      .where(eq(identityTable.id, 1));
    const after = await readTermsInput(tx);
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "identity",
      details: { action: "terms", before: flat(before), after: flat(after) },
      at: w.clock.now(),
    });
    await dateTermsChange(tx, defaults, w.clock.now());
    return after;
  });
}

/** As the activity log lists fields: one per language. */
const flat = (t: TermsInput) => ({
  legalName: t.legalName,
  vatNumber: t.vatNumber,
  termsGr: t.paragraphs.gr,
  termsEn: t.paragraphs.en,
});
