import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";

const fromMember = (email: string) => sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`;

/** Messages sent through the contact form with the member's e-mail; erasing removes them. */
export const contactPersonalData: PersonalDataSource = {
  key: "contactMessages",
  tables: ["contact_messages"],
  async exportFor(tx: Tx, member) {
    return tx
      .select({
        email: contactMessages.email,
        phone: contactMessages.phone,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
        handledAt: contactMessages.handledAt,
      })
      .from(contactMessages)
      .where(fromMember(member.email))
      .orderBy(contactMessages.createdAt);
  },
  async erase(tx: Tx, member) {
    await tx.delete(contactMessages).where(fromMember(member.email));
    await tx.update(contactMessages).set({ handledBy: null }).where(eq(contactMessages.handledBy, member.id));
  },
};
