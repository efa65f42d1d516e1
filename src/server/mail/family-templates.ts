import { paragraphsMail } from "./booking-templates";

/** A dependant's own sign-in, given by their guardian: the link to choose a password. */
export type FamilySignInData = {
  name: string;
  guardianName: string;
  studio: string;
  url: string;
  days: number;
};

export const familyTemplates = {
  familySignIn: {
    gr: (d: FamilySignInData) =>
      paragraphsMail(`${d.studio}: ο δικός σου λογαριασμός`, `Γεια σου ${d.name},`, [
        `Ο/Η ${d.guardianName} σου έδωσε δική σου είσοδο στο ${d.studio}, με αυτή τη διεύθυνση. Διάλεξε κωδικό από τον σύνδεσμο (ισχύει ${d.days} ημέρες):`,
        d.url,
        "Ο/Η κηδεμόνας σου μπορεί να συνεχίσει να κλείνει ραντεβού για σένα.",
      ]),
    en: (d: FamilySignInData) =>
      paragraphsMail(`${d.studio}: your own account`, `Hello ${d.name},`, [
        `${d.guardianName} gave you a sign-in of your own at ${d.studio}, with this address. Choose a password from the link (valid for ${d.days} days):`,
        d.url,
        "Your guardian can still book for you.",
      ]),
  },
};
