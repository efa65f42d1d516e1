import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PASSWORD_MIN, signUpFormSchema } from "../../shared/schemas/account";
import { contactMessageSchema } from "../../shared/schemas/contact";
import { wholeNumber } from "../../shared/schemas/fields";
import { programFormSchema } from "../../shared/schemas/workouts";
import { formErrors } from "./form";

/** Shows which sentence was asked for, with its values. */
const t = ((key: string, values?: object) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe("formErrors: the shared schema's refusals as sentences beside each field", () => {
  it("names each field's first problem by its error code, with the limit the value missed", () => {
    const errors = formErrors(
      signUpFormSchema,
      {
        firstName: "Eleni",
        lastName: " ",
        email: "eleni@",
        password: "short",
        birthDate: "2008-05-17",
        guardianEmail: "",
      },
      t,
    );
    expect(Object.keys(errors).sort()).toEqual(["email", "lastName", "password"]);
    expect(errors.lastName).toMatch(/^errors\.FILL_ALL_FIELDS/);
    expect(errors.email).toMatch(/^errors\.INVALID_EMAIL/);
    expect(errors.password).toBe(`errors.PASSWORD_TOO_SHORT {"min":${PASSWORD_MIN}}`);
  });

  it("asks for a missing field before judging its format", () => {
    const errors = formErrors(contactMessageSchema, { email: "", phone: "", message: "" }, t);
    expect(Object.values(errors).every((e) => e.startsWith("errors.FILL_ALL_FIELDS"))).toBe(true);
    expect(formErrors(contactMessageSchema, { email: "a@b.gr", phone: "12ab", message: "x" }, t)).toEqual({
      phone: "errors.INVALID_PHONE {}",
    });
  });

  it("fills a refinement's own values into its sentence", () => {
    const program = {
      userId: "u1",
      startDate: "2026-11-23",
      daysPerWeek: 4,
      selectedDays: ["monday", "friday"],
      days: {},
      comments: "",
    };
    expect(formErrors(programFormSchema, program, t)).toEqual({
      selectedDays: 'errors.WORKOUT_DAYS_EXACT {"count":4}',
      // The chosen days have no exercise yet (a training day needs one).
      "days.monday": "errors.WORKOUT_DAY_EMPTY {}",
      "days.friday": "errors.WORKOUT_DAY_EMPTY {}",
    });
  });

  it("names a number's allowed values whatever its problem, an empty field included", () => {
    const schema = z.object({ slots: z.array(z.object({ minutes: wholeNumber(15, 240, 5) })) });
    const said = 'errors.NUMBER_STEP_RANGE {"min":15,"max":240,"step":5}';
    for (const minutes of ["", 7, 17, 245, 20.5])
      expect(formErrors(schema, { slots: [{ minutes }] }, t)).toEqual({ "slots.0.minutes": said });
  });

  it("answers nothing for valid values", () => {
    expect(
      formErrors(contactMessageSchema, { email: "a@b.gr", phone: "+30 210 555 0101", message: "Hi" }, t),
    ).toEqual({});
  });
});
