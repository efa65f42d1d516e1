import { describe, expect, it } from "vitest";
import { renderTemplate } from "./templates";

const data = {
  name: "Μαρία Παπαδοπούλου",
  subject: "",
  message: "Κλειστά <b>Τρίτη</b> & Τετάρτη.",
  unsubscribeUrl: "http://localhost:3000/unsubscribe?token=a.b&x=1",
  studio: "Kinisi",
};

describe("the campaign template", () => {
  it("writes the fixed parts in the member's language, with the default subject", () => {
    const gr = renderTemplate("campaign", "gr", data);
    expect(gr.subject).toBe("Ενημέρωση");
    expect(gr.text).toContain("Γεια σου Μαρία Παπαδοπούλου,\n\nΚλειστά <b>Τρίτη</b> & Τετάρτη.");
    expect(gr.text).toContain(
      "Για να μη λαμβάνεις πια τέτοια μηνύματα: http://localhost:3000/unsubscribe?token=a.b&x=1",
    );
    const en = renderTemplate("campaign", "en", { ...data, subject: " Νέο τμήμα " });
    expect(en.subject).toBe("Νέο τμήμα");
    expect(en.text).toContain("Hello Μαρία Παπαδοπούλου,");
    expect(en.text).toContain("To stop receiving these messages:");
  });

  it("escapes the admin's text and the link in the HTML part", () => {
    const { html } = renderTemplate("campaign", "gr", data);
    expect(html).toContain("Κλειστά &lt;b&gt;Τρίτη&lt;/b&gt; &amp; Τετάρτη.");
    expect(html).toContain('href="http://localhost:3000/unsubscribe?token=a.b&amp;x=1"');
    expect(html).not.toContain("<b>");
  });
});
