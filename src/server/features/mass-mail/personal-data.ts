import { eq } from "drizzle-orm";
import { massMailCampaigns, massMailRecipients, massMailUnsubscribes } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";

/**
 * The campaigns sent to the member (address, outcome) and whether they unsubscribed; a campaign an
 * admin started keeps its figures but no longer names who started it once they are erased.
 */
export const massMailPersonalData: PersonalDataSource = {
  key: "massMail",
  tables: ["mass_mail_recipients", "mass_mail_unsubscribes", "mass_mail_campaigns"],
  async exportFor(tx, member) {
    const received = await tx
      .select({
        campaignId: massMailRecipients.campaignId,
        toAddress: massMailRecipients.toAddress,
        name: massMailRecipients.name,
        status: massMailRecipients.status,
        sentAt: massMailRecipients.sentAt,
      })
      .from(massMailRecipients)
      .where(eq(massMailRecipients.userId, member.id))
      .orderBy(massMailRecipients.id);
    const [unsubscribed] = await tx
      .select({ at: massMailUnsubscribes.createdAt })
      .from(massMailUnsubscribes)
      .where(eq(massMailUnsubscribes.userId, member.id));
    // The campaigns a staff member started name them.
    const started = await tx
      .select({ subject: massMailCampaigns.subject, createdAt: massMailCampaigns.createdAt })
      .from(massMailCampaigns)
      .where(eq(massMailCampaigns.createdBy, member.id))
      .orderBy(massMailCampaigns.id);
    return {
      started: started.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
      campaigns: received.map((r) => ({ ...r, sentAt: r.sentAt?.toISOString() ?? null })),
      unsubscribedAt: unsubscribed?.at.toISOString() ?? null,
    };
  },
  async erase(tx, member) {
    // The campaign keeps its figures; the row no longer says who it was.
    await tx
      .update(massMailRecipients)
      .set({ userId: null, toAddress: "", name: "", error: null })
      .where(eq(massMailRecipients.userId, member.id));
    await tx.delete(massMailUnsubscribes).where(eq(massMailUnsubscribes.userId, member.id));
    await tx
      .update(massMailCampaigns)
      .set({ createdBy: null })
      .where(eq(massMailCampaigns.createdBy, member.id));
  },
};
