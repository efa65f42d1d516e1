import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { errorMessage } from "./errorText";
import { messageText, msg } from "./message";

/**
 * A message on screen keeps its key: read again after the language switch, it is in the
 * new language, a refusal's code and params too.
 */
describe("messages kept as keys", () => {
  it("read in whichever language is chosen when they are shown", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "gr",
      resources: {
        gr: {
          translation: {
            x: { saved: "Αποθηκεύτηκε.", left: "Απομένουν {{n}}." },
            errors: { SLOT_FULL: "Γεμάτο ({{count}})." },
          },
        },
        en: {
          translation: {
            x: { saved: "Saved.", left: "{{n}} left." },
            errors: { SLOT_FULL: "Full ({{count}})." },
          },
        },
      },
    });
    const saved = msg("x.saved");
    const left = msg("x.left", { n: 3 });
    const refused = errorMessage(new ApiError(409, "SLOT_FULL", { count: 10 }), "x.saved");
    const lost = errorMessage(new Error("network"), "x.saved");
    const read = () => [saved, left, refused, lost].map((m) => messageText(i18n.t, m));
    expect(read()).toEqual(["Αποθηκεύτηκε.", "Απομένουν 3.", "Γεμάτο (10).", "Αποθηκεύτηκε."]);
    await i18n.changeLanguage("en");
    expect(read()).toEqual(["Saved.", "3 left.", "Full (10).", "Saved."]);
    expect(messageText(i18n.t, "free text")).toBe("free text");
  });
});
