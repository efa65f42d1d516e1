import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * No serious or critical axe violation on the page (or inside `include`). Checked once every
 * transition has ended: a modal fading in or out lays a half-transparent overlay over the page, and
 * colour contrast measured through it is not what the member sees.
 */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html} ${n.failureSummary}`).join(", ")}`,
    ),
  ).toEqual([]);
}
