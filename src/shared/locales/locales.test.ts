import { describe, expect, it } from "vitest";
import { TIMETABLES } from "../domain/schedules";
import { ERROR_CODES } from "../errors";
import { en } from "./en";
import { gr } from "./gr";

function keys(obj: unknown, prefix = ""): string[] {
  if (Array.isArray(obj)) return obj.flatMap((v, i) => keys(v, `${prefix}[${i}]`));
  if (obj && typeof obj === "object") {
    return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function leaves(obj: unknown): string[] {
  if (Array.isArray(obj)) return obj.flatMap(leaves);
  if (obj && typeof obj === "object") return Object.values(obj).flatMap(leaves);
  return [String(obj)];
}

/** `SLOT_FULL_classes` → the code and the i18next context (a kind of timetable, decision 035). */
function contextOf(key: string): { code: string; context: string } | null {
  const context = TIMETABLES.find((t) => key.endsWith(`_${t}`));
  return context ? { code: key.slice(0, -context.length - 1), context } : null;
}

describe("locale files", () => {
  it("Greek and English have exactly the same keys", () => {
    expect(keys(en).sort()).toEqual(keys(gr).sort());
  });

  it("has a sentence for every error code the API can answer, and none for unknown codes", () => {
    expect(new Set(ERROR_CODES).size, "each code listed once").toBe(ERROR_CODES.length);
    const plain = Object.keys(gr.errors).filter((k) => !contextOf(k));
    expect(plain.sort()).toEqual([...ERROR_CODES].sort());
  });

  it("a schedule's own sentence is a code's variant for a kind of timetable, never a code of its own", () => {
    for (const key of [...Object.keys(gr.errors), ...Object.keys(gr.deskErrors)]) {
      const variant = contextOf(key);
      if (variant) expect(ERROR_CODES, key).toContain(variant.code);
    }
    expect(Object.keys(gr.errors)).toContain("SLOT_FULL_classes");
  });

  it("the desk's wording exists only for codes the API can answer", () => {
    for (const key of Object.keys(gr.deskErrors)) expect(ERROR_CODES).toContain(contextOf(key)?.code ?? key);
  });

  it("no text is empty in either language", () => {
    for (const text of [...leaves(gr), ...leaves(en)]) expect(text.trim()).not.toBe("");
  });

  it("interpolations match between the languages", () => {
    const grKeys = keys(gr);
    const at = (obj: unknown, path: string) =>
      path
        .split(/\.|\[(\d+)\]/)
        .filter(Boolean)
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const k of grKeys) {
      const vars = (s: unknown) => (String(s).match(/{{\w+}}/g) ?? []).sort();
      expect(vars(at(en, k)), k).toEqual(vars(at(gr, k)));
    }
  });

  it("keeps the spec's exact English texts", () => {
    expect(en.auth.loginFailed).toBe("Login failed. Please try again.");
    expect(en.auth.resetEmailMissing).toBe("Please enter your email to reset your password.");
    expect(en.auth.resetSent).toBe("A password reset email has been sent to your email address.");
    expect(en.auth.resetFailed).toBe("Failed to send password reset email. Please try again.");
    expect(en.auth.createAccount).toBe("Create Account");
    expect(en.auth.logIn).toBe("Log In");
  });
});
