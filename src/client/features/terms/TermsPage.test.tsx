import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TermsAnswer } from "../../../shared/schemas/terms";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import TermsPage from "./TermsPage";

const TERMS: TermsAnswer = {
  legalName: "Ορίζοντας ΙΚΕ",
  vatNumber: "EL999888777",
  address: "Ιάσονος 5, Βόλος",
  addressEn: "Iasonos 5, Volos",
  minimumAge: 15,
  consentAge: 17,
  retentionMonths: 36,
  paragraphs: { gr: "Τα ντουλάπια αδειάζουν κάθε βράδυ.", en: "Τα ντουλάπια αδειάζουν κάθε βράδυ." },
  updated: "2026-04-01",
};

describe("the studio's terms page", () => {
  it.each([
    [
      "gr",
      [
        "Ορίζοντας ΙΚΕ, Ιάσονος 5, Βόλος. ΑΦΜ: EL999888777.",
        "άνω των 15 ετών",
        "κάτω των 17 ετών",
        "έως 36 μήνες",
        "1 Απριλίου 2026",
      ],
    ],
    [
      "en",
      [
        "Ορίζοντας ΙΚΕ, Iasonos 5, Volos. VAT number: EL999888777.",
        "over 15",
        "under 17",
        "up to 36 months",
        "1 April 2026",
      ],
    ],
  ] as const)(
    "fills the spec's terms with the studio's values, dated by their change (%s)",
    async (lang, parts) => {
      stubApi({ "GET /api/site/terms": TERMS });
      const { container } = await renderScreen(<TermsPage />, { lang });
      expect(await screen.findByText("Τα ντουλάπια αδειάζουν κάθε βράδυ.")).toBeVisible();
      for (const part of parts) expect(container.textContent).toContain(part);
      expect(container.textContent).not.toContain("{{");
    },
  );
});
