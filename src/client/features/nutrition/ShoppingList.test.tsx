import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { ShoppingLine } from "./ShoppingList";

/** A quantity on the shopping list in the page's number format: "1,5" in Greek, "1.5" in English. */
describe("a shopping line", () => {
  it.each([
    ["gr", "1,5"],
    ["en", "1.5"],
  ] as const)("writes its quantity in the page's format (%s)", async (lang, quantity) => {
    stubApi({});
    await renderScreen(<ShoppingLine item={{ item: "κιλά κοτόπουλο", quantity: 1.5, unitless: 0 }} />, {
      lang,
    });
    expect(screen.getByText(quantity)).toBeVisible();
  });
});
