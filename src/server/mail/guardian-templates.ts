import { paragraphsMail } from "./booking-templates";

/** The mail to a parent or guardian a member under the consent age named: what they consent to, the link. */
export type GuardianConsentData = { memberName: string; studio: string; url: string; days: number };

export const guardianTemplates = {
  guardianConsent: {
    gr: (d: GuardianConsentData) =>
      paragraphsMail(`${d.studio}: ζητείται η συναίνεσή σας για τον/την ${d.memberName}`, "Γεια σας,", [
        `Ο/Η ${d.memberName} έφτιαξε λογαριασμό στο ${d.studio} και σας όρισε ως γονέα ή κηδεμόνα. Επειδή είναι ανήλικος/η, μπορεί να κλείνει ραντεβού, να ζητά πακέτο και να συμπληρώνει τα ερωτηματολόγια υγείας μόνο με τη συναίνεσή σας.`,
        `Ο σύνδεσμος δείχνει σε τι συναινείτε και ισχύει ${d.days} ημέρες:`,
        d.url,
        "Αν δεν γνωρίζετε αυτό το άτομο, αγνοήστε το μήνυμα.",
      ]),
    en: (d: GuardianConsentData) =>
      paragraphsMail(`${d.studio}: your consent is asked for ${d.memberName}`, "Hello,", [
        `${d.memberName} made an account at ${d.studio} and named you as their parent or guardian. As they are a minor, they can book, ask for a package and fill in the health questionnaires only with your consent.`,
        `The link shows what you consent to and is valid for ${d.days} days:`,
        d.url,
        "If you do not know this person, ignore this message.",
      ]),
  },
};
