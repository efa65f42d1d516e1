import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { PersonalDataSource } from "../domain/personal-data";

const toMember = (email: string) => sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`;

/** Every e-mail the studio sent to the member (the outbox); erasing removes them. */
export const mailPersonalData: PersonalDataSource = {
  key: "emails",
  tables: ["email_outbox"],
  async exportFor(tx: Tx, member) {
    return tx
      .select({
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        text: emailOutbox.textBody,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(toMember(member.email))
      .orderBy(emailOutbox.id);
  },
  async erase(tx: Tx, member) {
    await tx.delete(emailOutbox).where(toMember(member.email));
  },
};
