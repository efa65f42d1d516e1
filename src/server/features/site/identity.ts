import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Identity, IdentityAnswer } from "../../../shared/schemas/identity";
import type { Db, Tx } from "../../db/client";
import { studioIdentity as identityTable } from "../../db/schema";
import { recordActivity, type StaffWriter } from "../../domain/activity";
import {
  type IdentityDefaults,
  identityAnswer,
  type StudioIdentity,
  studioIdentity,
} from "../../domain/studio-identity";
import { dateTermsChange, type TermsDefaults } from "../../domain/studio-terms";
import { notFound } from "../../platform/errors";
import { checkLogo, encodeLogo } from "./logo";

/**
 * The owner's edits of the studio's identity (decision 048). Each save is one transaction holding the
 * row's lock (two owners saving at once take turns, on any instance) and writes one activity entry
 * with the fields before and after.
 */

/** The row, made the first time anyone saves, then locked for the transaction. */
export async function lockRow(tx: Tx): Promise<void> {
  await tx.insert(identityTable).values({ id: 1 }).onConflictDoNothing();
  await tx.select({ id: identityTable.id }).from(identityTable).where(eq(identityTable.id, 1)).for("update");
}

/** What the activity log keeps of the identity: every field, each text by its language. */
const logged = (i: StudioIdentity) => ({
  name: i.name,
  phone: i.phone,
  email: i.email,
  address: i.address,
  mapUrl: i.mapUrl,
  socialLinks: i.socialLinks,
  color: i.color,
  headlineGr: i.headline.gr,
  headlineEn: i.headline.en,
  introGr: i.intro.gr,
  introEn: i.intro.en,
  storyGr: i.story.gr,
  storyEn: i.story.en,
});

export const readIdentity = async (db: Db, defaults: IdentityDefaults): Promise<IdentityAnswer> =>
  identityAnswer(await studioIdentity(db, defaults));

/** Saves every field the owner's screen holds (the logo has its own operations). */
export async function saveIdentity(
  w: StaffWriter,
  defaults: TermsDefaults,
  input: Identity,
): Promise<IdentityAnswer> {
  const saved = await w.db.transaction(async (tx) => {
    await lockRow(tx);
    const before = await studioIdentity(tx, defaults);
    await tx
      .update(identityTable)
      .set({
        name: input.name,
        phone: input.phone,
        email: input.email,
        address: input.address,
        mapUrl: input.mapUrl,
        socialLinks: input.socialLinks,
        color: input.color,
        headlineGr: input.headline.gr,
        headlineEn: input.headline.en,
        introGr: input.intro.gr,
        introEn: input.intro.en,
        storyGr: input.story.gr,
        storyEn: input.story.en,
        updatedBy: w.actorId,
      })
      .where(eq(identityTable.id, 1));
    const after = await studioIdentity(tx, defaults);
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "identity",
      details: { action: "update", before: logged(before), after: logged(after) },
      at: w.clock.now(),
    });
    // The terms name the studio and its address: their date moves with them.
    await dateTermsChange(tx, defaults, w.clock.now());
    return after;
  });
  return identityAnswer(saved);
}

/** A new logo: checked, resized and stored under a new version (its old address stops answering). */
export async function saveLogo(
  w: StaffWriter,
  defaults: IdentityDefaults,
  bytes: Buffer,
): Promise<IdentityAnswer> {
  checkLogo(bytes);
  const logo = await encodeLogo(bytes);
  const saved = await w.db.transaction(async (tx) => {
    await lockRow(tx);
    await tx
      .update(identityTable)
      .set({
        logo: logo.data,
        logoVersion: crypto.randomBytes(6).toString("hex"),
        logoWidth: logo.width,
        logoHeight: logo.height,
        updatedBy: w.actorId,
      })
      .where(eq(identityTable.id, 1));
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "identity",
      details: { action: "logo", after: { width: logo.width, height: logo.height, bytes: logo.data.length } },
      at: w.clock.now(),
    });
    return studioIdentity(tx, defaults);
  });
  return identityAnswer(saved);
}

export async function removeLogo(w: StaffWriter, defaults: IdentityDefaults): Promise<IdentityAnswer> {
  const saved = await w.db.transaction(async (tx) => {
    await lockRow(tx);
    if (!(await studioIdentity(tx, defaults)).logo) throw notFound("LOGO_NOT_FOUND");
    await tx
      .update(identityTable)
      .set({ logo: null, logoVersion: null, logoWidth: null, logoHeight: null, updatedBy: w.actorId })
      .where(eq(identityTable.id, 1));
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "identity",
      details: { action: "logo_remove" },
      at: w.clock.now(),
    });
    return studioIdentity(tx, defaults);
  });
  return identityAnswer(saved);
}

/** The stored logo, and whether `version` names it (then its address may be cached for good). */
export async function readLogo(
  db: Db,
  version: string | undefined,
): Promise<{ data: Buffer; current: boolean }> {
  const [row] = await db
    .select({ data: identityTable.logo, version: identityTable.logoVersion })
    .from(identityTable)
    .where(eq(identityTable.id, 1));
  if (!row?.data) throw notFound("LOGO_NOT_FOUND");
  return { data: row.data, current: version === row.version };
}

/** Opens the public pages to visitors, or shows them "coming soon" again (decision 051). */
export async function setSiteOpen(w: StaffWriter, defaults: IdentityDefaults, open: boolean): Promise<void> {
  await w.db.transaction(async (tx) => {
    await lockRow(tx);
    const before = (await studioIdentity(tx, defaults)).siteOpen;
    await tx
      .update(identityTable)
      .set({ siteOpen: open, updatedBy: w.actorId })
      .where(eq(identityTable.id, 1));
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "identity",
      details: { action: "site_open", before, after: open },
      at: w.clock.now(),
    });
  });
}
