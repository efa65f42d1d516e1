import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import EditorPage from "./EditorPage";

/** A chain of answers (a save, then a read) on a loaded machine. */
const SLOW = { timeout: 5000 };

const MEMBER = {
  id: "u-maria",
  name: "Μαρία Παπαδοπούλου",
  email: "maria@x.test",
  nutritionName: "Διατροφή 3 μηνών",
  nutritionComment: null,
  nutritionExpiresOn: "2027-02-26",
  active: true,
};
const meal = (name: string, item = "") => ({ name, ingredients: item ? [{ quantity: "2", item }] : [] });
const PLAN = {
  id: "11111111-1111-4111-8111-111111111111",
  startDate: "2026-11-23",
  durationDays: 7,
  comment: "Πολύ νερό",
  createdAt: "2026-11-22T10:00:00.000Z",
  days: Array.from({ length: 7 }, (_, i) => ({
    dayNumber: i + 1,
    date: `2026-11-${23 + i}`,
    meals: { breakfast: meal("Ομελέτα", "αυγά"), lunch: meal(""), dinner: meal(""), snack: meal("") },
  })),
};

const T = {
  gr: {
    edit: "Επεξεργασία",
    save: "Αποθήκευση",
    comment: "Σχόλιο",
    name: "Πρωινό: όνομα",
    saved: "Οι αλλαγές αποθηκεύτηκαν.",
    notFound: "Το πλάνο διατροφής δεν βρέθηκε.",
  },
  en: {
    edit: "Edit",
    save: "Save",
    comment: "Comment",
    name: "Breakfast: name",
    saved: "Changes saved.",
    notFound: "Nutrition plan not found.",
  },
};

const PATCH = `PATCH /api/admin/nutrition-plans/${PLAN.id}`;

function server(patch: (body: unknown) => unknown) {
  return stubApi({
    "GET /api/admin/nutrition-plans": { member: MEMBER, plans: [PLAN], feedback: [] },
    "GET /api/admin/member-lookup": { items: [] },
    [PATCH]: ({ body }: { body: unknown }) => patch(body),
  });
}

async function openEdit(lang: "gr" | "en") {
  const view = await renderScreen(<EditorPage />, { lang, path: `/admin-nutrition?member=${MEMBER.id}` });
  const card = await screen.findByRole("article");
  await view.user.click(within(card).getByRole("button", { name: T[lang].edit }));
  return { ...view, card };
}

describe("the nutrition plan editor", () => {
  it.each(["gr", "en"] as const)(
    "a save sends the comment and only the changed day, and says it saved (%s)",
    async (lang) => {
      const calls = server(() => ({ ok: true }));
      const { user, card } = await openEdit(lang);
      const comment = within(card).getByRole("textbox", { name: T[lang].comment });
      await user.clear(comment);
      await user.type(comment, "Λιγότερο αλάτι");
      const name = within(card).getByRole("textbox", { name: T[lang].name });
      await user.clear(name);
      await user.type(name, "Γιαούρτι");
      await user.click(within(card).getByRole("button", { name: T[lang].save }));

      expect(await within(card).findByText(T[lang].saved, {}, SLOW)).toBeVisible();
      const sent = calls.filter((c) => c.key === PATCH).map((c) => c.body);
      expect(sent).toEqual([
        {
          comment: "Λιγότερο αλάτι",
          days: [
            {
              dayNumber: 1,
              meals: {
                breakfast: { name: "Γιαούρτι", ingredients: "2 αυγά" },
                lunch: { name: "", ingredients: "" },
                dinner: { name: "", ingredients: "" },
                snack: { name: "", ingredients: "" },
              },
            },
          ],
        },
      ]);
      // Back to reading: no fields left open.
      expect(within(card).queryByRole("textbox", { name: T[lang].comment })).toBeNull();
    },
  );

  it("a refusal's code becomes its sentence, and the typed changes stay open to try again", async () => {
    const calls = server(() => refusal(404, "PLAN_NOT_FOUND"));
    const { user, card } = await openEdit("gr");
    const comment = within(card).getByRole("textbox", { name: T.gr.comment });
    await user.clear(comment);
    await user.type(comment, "Λιγότερο αλάτι");
    await user.click(within(card).getByRole("button", { name: T.gr.save }));

    expect(await within(card).findByRole("alert")).toHaveTextContent(T.gr.notFound);
    expect(calls.filter((c) => c.key === PATCH)).toHaveLength(1);
    expect(within(card).getByRole("textbox", { name: T.gr.comment })).toHaveValue("Λιγότερο αλάτι");
    expect(screen.queryByText(T.gr.saved)).toBeNull();
  });
});
