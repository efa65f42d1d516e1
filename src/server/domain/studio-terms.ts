import { eq } from "drizzle-orm";
import { studioToday } from "../../shared/domain/schedule";
import { textIn } from "../../shared/schemas/identity";
import { TERMS_TEMPLATE_VERSION, type TermsAnswer } from "../../shared/schemas/terms";
import type { Tx } from "../db/client";
import { studioIdentity as identityTable, studioSettings } from "../db/schema";
import type { Config } from "../platform/config";
import { type IdentityDefaults, studioIdentity } from "./studio-identity";
import { readRules } from "./studio-rules";

/** The deploy's settings the terms read: the identity's defaults and the accounts' retention. */
export type TermsDefaults = IdentityDefaults & Pick<Config, "RETENTION_INACTIVE_MONTHS">;

type Inputs = Omit<TermsAnswer, "updated" | "paragraphs"> & {
  paragraphs: { gr: string; en: string };
  template: number;
};

async function termsInputs(tx: Pick<Tx, "select">, defaults: TermsDefaults) {
  const [identity, rules, [row], [settings]] = await Promise.all([
    studioIdentity(tx, defaults),
    readRules(tx),
    tx
      .select({
        legalName: identityTable.legalName,
        vatNumber: identityTable.vatNumber,
        termsGr: identityTable.termsGr,
        termsEn: identityTable.termsEn,
        saved: identityTable.termsInputs,
        savedAt: identityTable.termsUpdatedAt,
      })
      .from(identityTable)
      .where(eq(identityTable.id, 1)),
    tx.select({ at: studioSettings.updatedAt }).from(studioSettings).where(eq(studioSettings.id, 1)),
  ]);
  const inputs: Inputs = {
    legalName: row?.legalName || identity.name,
    vatNumber: row?.vatNumber ?? "",
    address: identity.address,
    addressEn: identity.addressEn,
    minimumAge: rules.minimumAge,
    consentAge: rules.consentAge,
    retentionMonths: defaults.RETENTION_INACTIVE_MONTHS,
    paragraphs: { gr: row?.termsGr ?? "", en: row?.termsEn ?? "" },
    template: TERMS_TEMPLATE_VERSION,
  };
  return { inputs, saved: row?.saved ?? null, savedAt: row?.savedAt ?? null, rulesAt: settings?.at ?? null };
}

const AGE_KEYS: readonly string[] = ["minimumAge", "consentAge"];

/** JSON with its keys sorted: the database's jsonb gives them back in its own order. */
const canonical = (v: unknown): string =>
  v !== null && typeof v === "object"
    ? `{${Object.keys(v)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
        .join(",")}}`
    : JSON.stringify(v);

/**
 * The terms page's values and its "last updated" date (decision 053): the date the words a member
 * reads last changed, not the day they read them. The inputs the terms were last written from are
 * kept beside their date; when they differ now, the date moves: to the rules' last save when only
 * the ages changed (they are saved on the settings screen), else to `now` (a save of the identity or
 * the terms calls this in its own transaction; a new release's template or retention setting is dated
 * by the first read after it).
 */
export async function studioTerms(
  tx: Tx,
  defaults: TermsDefaults,
  now: Date,
  zone: string,
): Promise<TermsAnswer> {
  const { inputs, saved, savedAt, rulesAt } = await termsInputs(tx, defaults);
  let at = savedAt;
  const changed = Object.keys(inputs).filter(
    (k) => canonical(saved?.[k]) !== canonical(inputs[k as keyof Inputs]),
  );
  if (!at || changed.length > 0) {
    const onlyAges = saved !== null && changed.length > 0 && changed.every((k) => AGE_KEYS.includes(k));
    at = onlyAges && rulesAt ? rulesAt : now;
    await tx.insert(identityTable).values({ id: 1 }).onConflictDoNothing();
    await tx
      .update(identityTable)
      .set({ termsInputs: inputs, termsUpdatedAt: at })
      .where(eq(identityTable.id, 1));
  }
  const { template: _template, paragraphs, ...values } = inputs;
  return {
    ...values,
    paragraphs: { gr: textIn(paragraphs, "gr"), en: textIn(paragraphs, "en") },
    updated: studioToday(at, zone),
  };
}

/** Dates a change of the terms' inputs in the transaction that made it (an identity or terms save). */
export async function dateTermsChange(tx: Tx, defaults: TermsDefaults, now: Date): Promise<void> {
  await studioTerms(tx, defaults, now, "UTC");
}
