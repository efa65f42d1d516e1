import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { MeasurementForm } from "./BodyForms";

/**
 * A measurement typed or pasted with the page's decimal separator is that number: "62,5" on a Greek
 * page is 62.5, never 625; what is not a number is said beside the field and never sent.
 */
const KINDS = {
  today: "2026-11-25",
  kinds: [
    { id: "w", slug: "weight", nameGr: "Βάρος", nameEn: "Weight", unit: "kg", minValue: 20, maxValue: 350 },
  ],
  measurements: [],
};
const T = {
  gr: {
    value: "Τιμή (kg)",
    save: "Αποθήκευση μέτρησης",
    saved: "Η μέτρηση αποθηκεύτηκε.",
    wrong: "Γράψε έναν αριθμό, π.χ. 62,5.",
  },
  en: {
    value: "Value (kg)",
    save: "Save measurement",
    saved: "The measurement was saved.",
    wrong: "Write a number, e.g. 62.5.",
  },
};

function server() {
  return stubApi({
    "GET /api/me/measurements": KINDS,
    "PUT /api/me/measurements": ({ body }: { body: unknown }) => ({ id: "m1", ...(body as object) }),
    "*": {},
  });
}

describe("a body measurement", () => {
  it.each([
    ["gr", "62,5"],
    ["gr", "62.5"],
    ["en", "62.5"],
    ["en", "62,5"],
  ] as const)("pasted as %s %s is 62.5", async (lang, typed) => {
    const calls = server();
    const { user } = await renderScreen(<MeasurementForm />, { lang });
    const field = await screen.findByLabelText(T[lang].value);
    await user.click(field);
    await user.paste(typed);
    await user.click(screen.getByRole("button", { name: T[lang].save }));
    expect(await screen.findByText(T[lang].saved)).toBeVisible();
    const put = calls.find((c) => c.key === "PUT /api/me/measurements");
    expect(put?.body).toMatchObject({ kindId: "w", date: "2026-11-25", value: 62.5 });
  });

  it.each(["gr", "en"] as const)("refuses what is not a number and sends nothing (%s)", async (lang) => {
    const calls = server();
    const { user } = await renderScreen(<MeasurementForm />, { lang });
    const field = await screen.findByLabelText(T[lang].value);
    await user.click(field);
    await user.paste("62,5,1");
    await user.click(screen.getByRole("button", { name: T[lang].save }));
    await waitFor(() => expect(screen.getAllByText(T[lang].wrong).length).toBeGreaterThan(0));
    expect(calls.some((c) => c.key === "PUT /api/me/measurements")).toBe(false);
  });
});
