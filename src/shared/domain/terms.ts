import type { Lang } from "../i18n";
import { dateFormat, localeOf } from "../intl";
import type { TermsAnswer } from "../schemas/terms";
import { paragraphsOf } from "./paragraphs";

/** The locale's terms: the spec's sections as the template, with `{{…}}` for the studio's values. */
export type TermsMessages = {
  lastUpdated: string;
  studio: string;
  operator: string;
  vat: string;
  own: string;
  sections: { heading: string; body: string }[];
};

export type TermsSection = { heading: string; paragraphs: string[] };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/**
 * The studio's terms page (decision 053), the same on the server's first paint and the app's screen:
 * who runs it (legal name, VAT number, address), the spec's sections with the studio's ages and
 * retention, then the owner's own paragraphs in the reader's language (else the other's).
 */
export function termsPage(m: TermsMessages, terms: TermsAnswer, lang: Lang) {
  const address = lang === "en" ? terms.addressEn : terms.address;
  const operator = [
    fill(m.operator, { legalName: terms.legalName, address }),
    ...(terms.vatNumber ? [fill(m.vat, { vat: terms.vatNumber })] : []),
  ].join(" ");
  const values = {
    minimumAge: terms.minimumAge,
    consentAge: terms.consentAge,
    retentionMonths: terms.retentionMonths,
  };
  const own = terms.paragraphs[lang];
  const sections: TermsSection[] = [
    { heading: m.studio, paragraphs: [operator] },
    ...m.sections.map((s) => ({ heading: s.heading, paragraphs: [fill(s.body, values)] })),
    ...(own ? [{ heading: m.own, paragraphs: paragraphsOf(own) }] : []),
  ];
  // The studio's date, written as a calendar day wherever the reader is.
  const date = dateFormat(localeOf(lang), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${terms.updated}T12:00:00Z`));
  return { updated: fill(m.lastUpdated, { date }), sections };
}
