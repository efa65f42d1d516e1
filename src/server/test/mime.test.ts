import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { mimeHeader, mimePart } from "./mime";

/** The tests read mail as nodemailer writes it: a long Greek subject comes back whole. */
async function compose(subject: string, text: string): Promise<string> {
  const message = new MailComposer({ from: "a@k.test", to: "b@k.test", subject, text });
  return (await message.compile().build()).toString("utf8");
}

describe("the test MIME reader", () => {
  it("reads a long Greek subject split over several encoded words, and the body", async () => {
    const subject = "Kinisi: βρέθηκε θέση για σένα (Γυμναστήριο, 24/11/2026 12:00) — Ελευθερώθηκε θέση";
    const raw = await compose(subject, "Γεια σου Μαρία,\nΕλευθερώθηκε θέση.");
    expect(raw).toMatch(/Subject: =\?UTF-8\?/); // encoded, not plain
    expect(mimeHeader(raw, "subject")).toBe(subject);
    expect(mimePart(raw)).toContain("Ελευθερώθηκε θέση.");
  });
});
