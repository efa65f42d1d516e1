import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import CreatePlanPage from "./CreatePlanPage";
import EditorPage from "./EditorPage";

/** A chain of answers (a save, then a read) on a loaded machine. */
const SLOW = { timeout: 5000 };

const TODAY = "2026-11-26";
const MARIA = {
  id: "u-maria",
  name: "Μαρία Παπαδοπούλου",
  email: "maria@x.test",
  nutritionName: "Διατροφή 3 μηνών",
  nutritionExpiresOn: "2027-02-26",
};

const T = {
  gr: {
    member: "Μέλος",
    save: "Αποθήκευση",
    pick: "Επίλεξε χρήστη.",
    name: "Πρωινό: όνομα",
    ingredients: "Πρωινό: υλικά (ένα ανά γραμμή)",
    comment: "Σχόλιο (προαιρετικό)",
    saved: "Το πλάνο διατροφής αποθηκεύτηκε με επιτυχία!",
    noPackage: "Το μέλος δεν έχει ενεργό πακέτο διατροφής.",
  },
  en: {
    member: "Member",
    save: "Save",
    pick: "Select a user.",
    name: "Breakfast: name",
    ingredients: "Breakfast: ingredients (one per line)",
    comment: "Comment (optional)",
    saved: "The nutrition plan was saved successfully!",
  },
};

const POST = "POST /api/admin/nutrition-plans";
const posts = (calls: { key: string; body: unknown }[]) => calls.filter((c) => c.key === POST);

/** The coach's server: the creator's today and member search, and the editor's read after a save. */
function server(create: (body: unknown) => unknown) {
  return stubApi({
    "GET /api/admin/nutrition-users": { today: TODAY, items: [] },
    "GET /api/admin/member-lookup": { items: [MARIA] },
    [POST]: ({ body }: { body: unknown }) => create(body),
    "GET /api/admin/nutrition-plans": {
      member: { ...MARIA, nutritionComment: null, active: true },
      plans: [],
      feedback: [],
    },
  });
}

const screens = (
  <Routes>
    <Route path="/admin-nutrition-create" element={<CreatePlanPage />} />
    <Route path="/admin-nutrition" element={<EditorPage />} />
  </Routes>
);

async function pickMaria(user: Awaited<ReturnType<typeof renderScreen>>["user"], lang: "gr" | "en") {
  await user.type(screen.getByLabelText(T[lang].member, { selector: "input" }), "μαρ");
  // jsdom runs no CSS transition: Mantine's dropdown stays display:none, its options still in place.
  await user.click(
    await screen.findByRole("option", { name: `${MARIA.name} · ${MARIA.email}`, hidden: true }),
  );
}

describe("the nutrition plan creator", () => {
  it.each(["gr", "en"] as const)(
    "without a member it says so beside the picker and the save button, and sends nothing (%s)",
    async (lang) => {
      const calls = server(() => ({ id: "p1" }));
      const { user } = await renderScreen(screens, { lang, path: "/admin-nutrition-create" });
      await user.type(screen.getByRole("textbox", { name: T[lang].name }), "Ομελέτα");
      await user.click(screen.getByRole("button", { name: T[lang].save }));

      // Beside the picker (its description) and beside the button (the alert under the form).
      const picker = screen.getByLabelText(T[lang].member, { selector: "input" });
      const described = (picker.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" ");
      expect(described).toContain(T[lang].pick);
      expect(screen.getByRole("alert")).toHaveTextContent(T[lang].pick);
      expect(posts(calls)).toHaveLength(0);
      // What was typed is still there.
      expect(screen.getByRole("textbox", { name: T[lang].name })).toHaveValue("Ομελέτα");
    },
  );

  it.each(["gr", "en"] as const)(
    "a good save sends the member, today, the duration and the week, and says it saved (%s)",
    async (lang) => {
      const calls = server(() => Response.json({ id: "p1" }, { status: 201 }));
      const { user } = await renderScreen(screens, { lang, path: "/admin-nutrition-create" });
      await pickMaria(user, lang);
      await user.click(screen.getByRole("radio", { name: lang === "gr" ? "14 ημέρες" : "14 days" }));
      await user.type(screen.getByRole("textbox", { name: T[lang].name }), "Ομελέτα");
      await user.type(screen.getByRole("textbox", { name: T[lang].ingredients }), "2 αυγά{Enter}50 γρ. ψωμί");
      // The preview reads the lines as the plan will store them.
      const preview = screen.getByRole("region", {
        name: `${lang === "gr" ? "Προεπισκόπηση: Πρωινό" : "Preview: Breakfast"}`,
      });
      expect(
        within(preview)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(["2 αυγά", "50 γρ. ψωμί"]);
      await user.click(screen.getByRole("button", { name: T[lang].save }));

      expect(await screen.findByText(T[lang].saved, {}, SLOW)).toBeVisible();
      const [sent] = posts(calls).map(
        (c) => c.body as { userId: string; startDate: string; durationDays: number; template: unknown[] },
      );
      expect(sent).toMatchObject({ userId: MARIA.id, startDate: TODAY, durationDays: 14, comment: "" });
      expect(sent!.template).toHaveLength(7);
      expect(sent!.template[0]).toMatchObject({
        breakfast: { name: "Ομελέτα", ingredients: "2 αυγά\n50 γρ. ψωμί" },
      });
    },
  );

  it("a refusal's code becomes its sentence, and what was typed stays", async () => {
    const calls = server(() => refusal(409, "NO_NUTRITION_PACKAGE"));
    const { user } = await renderScreen(screens, { path: "/admin-nutrition-create" });
    await pickMaria(user, "gr");
    await user.type(screen.getByRole("textbox", { name: T.gr.comment }), "Πολύ νερό");
    await user.type(screen.getByRole("textbox", { name: T.gr.name }), "Ομελέτα");
    await user.click(screen.getByRole("button", { name: T.gr.save }));

    expect(await screen.findByRole("alert")).toHaveTextContent(T.gr.noPackage);
    expect(posts(calls)).toHaveLength(1);
    expect(screen.queryByText(T.gr.saved)).toBeNull();
    expect(screen.getByRole("textbox", { name: T.gr.comment })).toHaveValue("Πολύ νερό");
    expect(screen.getByRole("textbox", { name: T.gr.name })).toHaveValue("Ομελέτα");
    expect(screen.getByLabelText(T.gr.member, { selector: "input" })).toHaveValue(
      `${MARIA.name} · ${MARIA.email}`,
    );
  });
});
