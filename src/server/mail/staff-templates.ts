import { paragraphsMail } from "./booking-templates";

/** An invitation to work at the studio (decision 051): the role's name in the mail's language. */
export type StaffInviteData = { studio: string; role: "trainer" | "desk"; url: string; days: number };

const ROLE = {
  gr: { trainer: "γυμναστή", desk: "υποδοχής" },
  en: { trainer: "trainer", desk: "front desk" },
};

export const staffTemplates = {
  staffInvite: {
    gr: (d: StaffInviteData) =>
      paragraphsMail(`${d.studio}: πρόσκληση στην ομάδα`, "Γεια σου,", [
        `Το ${d.studio} σε προσκαλεί στη σελίδα του με ρόλο ${ROLE.gr[d.role]}. Άνοιξε τον σύνδεσμο για να γράψεις το όνομά σου και να ορίσεις κωδικό (ισχύει ${d.days} ημέρες):`,
        d.url,
        "Αν δεν περίμενες αυτό το μήνυμα, αγνόησέ το.",
      ]),
    en: (d: StaffInviteData) =>
      paragraphsMail(`${d.studio}: you are invited to the team`, "Hello,", [
        `${d.studio} invites you to its site as ${ROLE.en[d.role]}. Open the link to write your name and choose a password (valid for ${d.days} days):`,
        d.url,
        "If you did not expect this message, ignore it.",
      ]),
  },
};
