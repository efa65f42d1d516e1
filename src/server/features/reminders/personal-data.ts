import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { remindersSent } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";

/** The automatic reminders a member got (kind, occasion, when); erased with the account. */
export const remindersPersonalData: PersonalDataSource = {
  key: "reminders",
  tables: ["reminders_sent"],
  async exportFor(tx: Tx, member) {
    const sent = await tx
      .select({ kind: remindersSent.kind, occasion: remindersSent.occasion, sentAt: remindersSent.sentAt })
      .from(remindersSent)
      .where(eq(remindersSent.userId, member.id))
      .orderBy(remindersSent.sentAt);
    return { remindersSent: sent };
  },
  async erase(tx: Tx, member) {
    await tx.delete(remindersSent).where(eq(remindersSent.userId, member.id));
  },
};
