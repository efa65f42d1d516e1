import { describe, expect, it } from "vitest";
import {
  MASS_MAIL_MESSAGE_INPUT_CAP,
  MASS_MAIL_MESSAGE_MAX,
  MASS_MAIL_SUBJECT_MAX,
  massMailInputSchema,
  messageCounter,
  subjectOrDefault,
} from "./mass-mail";

const codes = (input: unknown) => {
  const r = massMailInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("the message counter", () => {
  it("counts against 4,000 and shows the overflow as +N", () => {
    expect(messageCounter("")).toEqual({ length: 0, over: 0, label: "0/4000" });
    expect(messageCounter("x".repeat(MASS_MAIL_MESSAGE_MAX)).label).toBe("4000/4000");
    expect(messageCounter("x".repeat(MASS_MAIL_MESSAGE_MAX + 1))).toEqual({
      length: 4001,
      over: 1,
      label: "+1",
    });
    expect(messageCounter("x".repeat(MASS_MAIL_MESSAGE_INPUT_CAP)).label).toBe("+500");
  });
});

describe("the subject and message rules (spec section 5)", () => {
  it("accepts a message up to 4,000 characters with an empty subject", () => {
    expect(codes({ message: "Κλειστά την Τρίτη." })).toEqual([]);
    expect(codes({ subject: "", message: "x".repeat(MASS_MAIL_MESSAGE_MAX) })).toEqual([]);
    expect(massMailInputSchema.parse({ message: "m" })).toEqual({
      subject: "",
      message: "m",
      audience: "all",
      days: null,
    });
  });

  it("refuses an empty or blank message ('Το κείμενο δεν μπορεί να είναι κενό.')", () => {
    expect(codes({ message: "" })).toEqual(["MASS_MAIL_EMPTY"]);
    expect(codes({ message: " \n\t " })).toEqual(["MASS_MAIL_EMPTY"]);
  });

  it("refuses a message over 4,000 ('Το κείμενο είναι υπερβολικά μεγάλο.'), even past the input cap", () => {
    expect(codes({ message: "x".repeat(MASS_MAIL_MESSAGE_MAX + 1) })).toEqual(["MASS_MAIL_TOO_LONG"]);
    expect(codes({ message: "x".repeat(MASS_MAIL_MESSAGE_INPUT_CAP + 1) })).toContain("MASS_MAIL_TOO_LONG");
  });

  it("limits the subject to 120 characters", () => {
    expect(codes({ subject: "s".repeat(MASS_MAIL_SUBJECT_MAX), message: "m" })).toEqual([]);
    expect(codes({ subject: "s".repeat(MASS_MAIL_SUBJECT_MAX + 1), message: "m" })).toEqual([
      "MASS_MAIL_SUBJECT_TOO_LONG",
    ]);
  });

  it("needs the days for 'expired in the last N days', 1 to 365", () => {
    expect(codes({ message: "m", audience: "expired" })).toEqual(["MASS_MAIL_DAYS_REQUIRED"]);
    expect(codes({ message: "m", audience: "expired", days: 30 })).toEqual([]);
    expect(codes({ message: "m", audience: "expired", days: 0 })).not.toEqual([]);
    expect(codes({ message: "m", audience: "expired", days: 366 })).not.toEqual([]);
    expect(codes({ message: "m", audience: "everyone" })).not.toEqual([]);
  });

  it("defaults an empty subject to the language's 'Ενημέρωση'", () => {
    expect(subjectOrDefault("", "Ενημέρωση")).toBe("Ενημέρωση");
    expect(subjectOrDefault("   ", "Update")).toBe("Update");
    expect(subjectOrDefault(" Νέο τμήμα ", "Ενημέρωση")).toBe("Νέο τμήμα");
  });
});
