import { expect, type Locator, test } from "@playwright/test";
import type { StudioRules } from "../src/shared/domain/studio-rules";
import { en } from "../src/shared/locales/en";
import { gr } from "../src/shared/locales/gr";
import { expectNoClippedButtons } from "./support/clipping";
import { adminContext, grantGymSessions, newMember, uniqueFirstName, useLanguage } from "./support/fixtures";

/**
 * The owner's activity log at 360 px in both languages: a change of the studio's rules said in the
 * settings screen's words (hours as ranges, a limit by its name), in the studio's time, and no name
 * or word of a line broken in two. The rules go back as they were after each test.
 */

/** The words of these rows that the browser drew on more than one line (a break after a dash is not one). */
function brokenWords(rows: Locator) {
  return rows.evaluateAll((trs) => {
    const broken: string[] = [];
    for (const tr of trs) {
      const walker = document.createTreeWalker(tr, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const m of text.matchAll(/[^\s\u2013\u2014-]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  });
}

for (const lang of ["gr", "en"] as const) {
  const L = lang === "gr" ? gr : en;

  test(`the activity log says a rules change in words, in the studio's time, no word broken (${lang})`, async ({
    browser,
  }) => {
    const owner = await adminContext(browser);
    const rules = (await (await owner.request.get("/api/studio-rules")).json()) as StudioRules;
    const changed: StudioRules = {
      ...rules,
      maxActiveBookings: rules.maxActiveBookings + 1,
      // Sunday (closed) opens for a morning.
      hours: rules.hours.map((day, i) => (i === 0 ? [{ from: "10:00", to: "14:00" }] : day)),
    };
    const page = await owner.newPage();
    await useLanguage(page, lang);
    try {
      const saved = await owner.request.put("/api/admin/studio-rules", { data: { rules: changed } });
      expect(saved.ok()).toBe(true);
      // A member with a long name, whose balance the owner changes by one (an entry naming them).
      const firstName = uniqueFirstName();
      const m = await newMember(browser, { lang, firstName });
      await grantGymSessions(owner.request, m.id, 2);
      const plus = await owner.request.post(`/api/admin/members/${m.id}/sessions`, {
        data: { delta: 1, reason: "Δώρο γενεθλίων" },
      });
      expect(plus.ok()).toBe(true);
      await m.close();

      await page.goto("/admin-activity");
      const row = page
        .getByTestId("activity")
        .getByRole("row")
        .filter({ hasText: L.activity.kinds.settings });
      const first = row.first();
      await expect(first).toContainText(
        `${L.settings.maxActive}: ${rules.maxActiveBookings} → ${changed.maxActiveBookings}`,
      );
      await expect(first).toContainText(
        `${L.settings.hours}, ${L.settings.weekdays[0]}: ${L.settings.closed} → 10:00–14:00`,
      );
      await expect(first).not.toContainText("{");
      // The entry's time is the studio's (Athens), whatever the browser's zone.
      const list = (await (await owner.request.get("/api/admin/activity?kind=settings")).json()) as {
        items: { at: string }[];
      };
      const studioTime = new Intl.DateTimeFormat("en-GB", {
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone: rules.timeZone,
      }).format(new Date(list.items[0]!.at));
      await expect(first).toContainText(studioTime);

      const theirs = page.getByTestId("activity").getByRole("row").filter({ hasText: firstName });
      await expect(theirs.first()).toContainText("Δώρο γενεθλίων");
      expect(await brokenWords(first)).toEqual([]);
      expect(await brokenWords(theirs)).toEqual([]);
      await expectNoClippedButtons(page);
      await page.screenshot({ path: test.info().outputPath(`activity-${lang}.png`), fullPage: true });
    } finally {
      const back = await owner.request.put("/api/admin/studio-rules", {
        data: { rules, outsideBookings: "keep" },
      });
      expect(back.ok()).toBe(true);
      await owner.close();
    }
  });
}
