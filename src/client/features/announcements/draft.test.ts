import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { formErrors } from "../../lib/form";
import { type Draft, draftSchema, newDraft } from "./draft";

const t = ((key: string) => key) as TFunction;
const base: Draft = {
  ...newDraft("2025-07-01", "Kinisi"),
  titleGr: "Τίτλος",
  titleEn: "Title",
  bodyGr: "Κείμενο",
  bodyEn: "Text",
};

describe("the announcement form's problems, beside the field to change", () => {
  it("accepts a complete message", () => {
    expect(formErrors(draftSchema, base, t)).toEqual({});
  });

  it("asks for the first missing text of a message", () => {
    expect(formErrors(draftSchema, { ...base, titleEn: " " }, t)).toEqual({
      titleEn: "errors.ANNOUNCEMENT_TEXT_REQUIRED",
    });
  });

  it("puts an end before the start on the end date", () => {
    expect(formErrors(draftSchema, { ...base, endsOn: "2025-06-30" }, t)).toEqual({
      endsOn: "errors.ANNOUNCEMENT_DATES",
    });
  });

  it("puts impossible closure days on the resume day, and a missing brand on the brand", () => {
    const closure = { ...base.closure, startDay: 10, endDay: 20, resumeDay: 5 };
    expect(formErrors(draftSchema, { ...base, kind: "closure_notice", closure }, t)).toEqual({
      "closure.resumeDay": "errors.ANNOUNCEMENT_CLOSURE_DAYS",
    });
    const noBrand = { ...base.closure, brand: " " };
    expect(
      Object.keys(formErrors(draftSchema, { ...base, kind: "closure_notice", closure: noBrand }, t)),
    ).toEqual(["closure.brand"]);
  });

  it("names a half-filled offer by its place in the form, skipping empty rows", () => {
    const offers = [
      { gr: "", en: "" },
      { gr: "Προσφορά", en: "" },
    ];
    expect(Object.keys(formErrors(draftSchema, { ...base, kind: "offers", offers }, t))).toEqual([
      "offers.1.en",
    ]);
  });
});
