import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MANTINE_CSS, mantineCss, neededSheets } from "./mantine-css";

describe("the client's Mantine stylesheet", () => {
  it("is what scripts/mantine-css.ts writes: a component the client uses has its styles", () => {
    // On a failure: `npx tsx scripts/mantine-css.ts` rewrites src/client/app/mantine.css.
    expect(fs.readFileSync(MANTINE_CSS, "utf8")).toBe(mantineCss());
  });

  it("has the styles of what Mantine's components are made of, in the whole sheet's order", () => {
    const sheets = neededSheets();
    // A Button is an UnstyledButton with a Loader; a Modal is ModalBase, Overlay, Paper and a CloseButton.
    for (const used of [
      "Button",
      "UnstyledButton",
      "Loader",
      "Modal",
      "ModalBase",
      "Overlay",
      "Paper",
      "CloseButton",
    ])
      expect(sheets).toContain(used);
    // Input's rules come before the inputs built on it, as in styles.css.
    expect(sheets.indexOf("Input")).toBeLessThan(sheets.indexOf("NumberInput"));
    // What the client never draws is not loaded.
    for (const unused of ["AppShell", "Stepper", "Timeline", "Slider", "ColorPicker"])
      expect(sheets).not.toContain(unused);
  });
});
