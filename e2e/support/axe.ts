import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type AxeAudit = { rules: { id: string; impact?: string }[] };

/**
 * The rules that can never report a serious or critical violation: axe gives each of them an impact
 * of its own (minor or moderate), which every one of its results takes. This check keeps only
 * serious and critical violations, so running those rules changes no outcome, and some of them are
 * the costliest to run (`region` walks the whole page): they are not run (decision 028). Read from
 * the axe-core that @axe-core/playwright injects, so a new version's rules are judged as they come.
 */
const CANNOT_BE_SERIOUS: string[] = (() => {
  const axe = createRequire(import.meta.url)("axe-core") as { _audit: AxeAudit };
  return axe._audit.rules.filter((r) => r.impact === "minor" || r.impact === "moderate").map((r) => r.id);
})();

/**
 * No serious or critical axe violation on the page (or inside `include`). Checked once every
 * transition has ended: a modal fading in or out lays a half-transparent overlay over the page, and
 * colour contrast measured through it is not what the member sees.
 */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const builder = new AxeBuilder({ page }).disableRules(CANNOT_BE_SERIOUS);
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
