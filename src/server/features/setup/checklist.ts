import { eq, gt, isNotNull, ne, sql } from "drizzle-orm";
import type { SetupChecklist } from "../../../shared/schemas/setup";
import type { Db } from "../../db/client";
import { packages, schedules, staffInvitations, studioIdentity, studioSettings, user } from "../../db/schema";
import { type IdentityDefaults, studioIdentity as readIdentity } from "../../domain/studio-identity";
import { firstRunAnswer } from "./first-run";

const found = (rows: unknown[]) => rows.length > 0;

/**
 * The owner's setup checklist (decision 051): each step ticked from the data, never from a click.
 * The rules count as saved once their row exists (the owner's first save writes it; an install from
 * before the rules' screen has one from its migration).
 */
export async function setupChecklist(db: Db, defaults: IdentityDefaults): Promise<SetupChecklist> {
  const [identity, rules, schedule, pkg, invited, staffCount, member, site, start] = await Promise.all([
    db
      .select({ id: studioIdentity.id })
      .from(studioIdentity)
      .where(isNotNull(studioIdentity.name))
      .limit(1)
      .then(found),
    db.select({ id: studioSettings.id }).from(studioSettings).limit(1).then(found),
    db.select({ key: schedules.key }).from(schedules).where(eq(schedules.active, true)).limit(1).then(found),
    db.select({ id: packages.id }).from(packages).where(gt(packages.priceCents, 0)).limit(1).then(found),
    db.select({ id: staffInvitations.id }).from(staffInvitations).limit(1).then(found),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(user)
      .where(ne(user.role, "user"))
      .then(([r]) => r?.n ?? 0),
    db.select({ id: user.id }).from(user).where(eq(user.role, "user")).limit(1).then(found),
    readIdentity(db, defaults).then((i) => i.siteOpen),
    firstRunAnswer(db),
  ]);
  return {
    identity,
    rules,
    schedules: schedule,
    packages: pkg,
    // An invitation sent, or staff besides the first owner (a trainer, a desk, a second owner).
    staff: invited || staffCount > 1,
    members: member,
    site,
    start,
  };
}
