import { expect, test } from "@playwright/test";
import { adminContext, grantNutrition, newMember } from "./support/fixtures";

/**
 * Issue 12: the member's week and its shopping list work offline once loaded on a phone. The
 * production build registers the service worker from /my-nutrition; offline, a reload shows the
 * kept copy with a note; meal feedback typed offline is kept and sent once back online; a sign-out
 * deletes the kept copy.
 */

const meal = (name: string, ingredients: string) => ({ name, ingredients });
const empty = meal("", "");

test("the member's plan and shopping list open offline after one visit; sign-out forgets them", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminContext(browser);
  const member = await newMember(browser);
  try {
    await grantNutrition(admin.request, member.id);
    const day = {
      breakfast: meal("Ομελέτα", "2 αυγά\n50 γρ. ψωμί ολικής"),
      lunch: meal("Κοτόπουλο", "150 γρ. κοτόπουλο"),
      dinner: empty,
      snack: empty,
    };
    // The studio's today, as the member's screen counts it.
    const { today } = (await (await member.page.request.get("/api/me/nutrition")).json()) as {
      today: string;
    };
    const created = await admin.request.post("/api/admin/nutrition-plans", {
      data: {
        userId: member.id,
        startDate: today,
        durationDays: 14,
        comment: "",
        template: Array.from({ length: 7 }, () => day),
      },
    });
    expect(created.ok()).toBe(true);

    // One visit online: the plan shows and the worker keeps the page, its assets and the answer.
    const phone = member.page;
    await phone.goto("/my-nutrition");
    await expect(phone.getByRole("region", { name: "Πρωινό" })).toContainText("Ομελέτα");
    const kept = () => phone.evaluate(async () => Boolean(await caches.match("/api/me/nutrition")));
    await expect.poll(kept).toBe(true);
    const assetsKept = () =>
      phone.evaluate(async () => {
        const loaded = performance
          .getEntriesByType("resource")
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.startsWith("/assets/"));
        const found = await Promise.all(loaded.map((p) => caches.match(p)));
        return loaded.length > 0 && found.every(Boolean);
      });
    await expect.poll(assetsKept).toBe(true);

    // Offline: a reload shows the plan as last loaded, with the note and the week's shopping list.
    await phone.context().setOffline(true);
    await phone.reload();
    await expect(phone.getByRole("status")).toHaveText(
      "Εκτός σύνδεσης: βλέπεις το πλάνο όπως φορτώθηκε τελευταία φορά.",
    );
    await expect(phone.getByText("Εβδομάδα 1 από 2", { exact: true })).toBeVisible();
    await expect(phone.getByRole("region", { name: "Πρωινό" })).toContainText("Ομελέτα");
    await phone.getByRole("button", { name: "Λίστα αγορών της εβδομάδας 1" }).click();
    const shopping = phone.getByRole("region", { name: "Λίστα αγορών της εβδομάδας 1" });
    await expect(shopping.getByText("14 αυγά")).toBeVisible(); // 2 eggs a day, 7 days
    await expect(shopping.getByText("1.050 γρ. κοτόπουλο")).toBeVisible();

    // Feedback typed offline is kept on the phone, shown as waiting (issue 30)…
    const breakfast = phone.getByRole("region", { name: "Πρωινό" });
    await breakfast.getByRole("textbox", { name: "Σχόλιο για: Πρωινό" }).fill("Χωρίς ψωμί σήμερα");
    await breakfast.getByRole("button", { name: "Αποστολή σχολίου" }).click();
    await expect(breakfast.getByRole("status")).toHaveText(
      "Είσαι εκτός σύνδεσης: το σχόλιό σου κρατήθηκε στο κινητό και θα σταλεί μόλις συνδεθείς ξανά.",
    );
    await expect(breakfast.getByTestId("feedback-waiting")).toContainText("Χωρίς ψωμί σήμερα");

    // …and sent once the phone is back online, with a word to the member.
    await phone.context().setOffline(false);
    await expect(phone.getByText("Το σχόλιο που έγραψες εκτός σύνδεσης στάλθηκε.")).toBeVisible();
    await expect(breakfast.getByTestId("feedback-waiting")).toHaveCount(0);
    await expect(breakfast).toContainText("«Χωρίς ψωμί σήμερα»");

    // Back online, a sign-out deletes the kept answer: the next person on this phone never sees it.
    await phone.reload();
    await expect(phone.getByRole("status")).toHaveCount(0);
    await expect(phone.getByRole("region", { name: "Πρωινό" })).toContainText("Ομελέτα");
    const signedOut = await phone.evaluate(async () => {
      const res = await fetch("/api/auth/sign-out", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      return res.ok;
    });
    expect(signedOut).toBe(true);
    await expect.poll(kept).toBe(false);
  } finally {
    await member.close();
    await admin.close();
  }
});
