import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

type AxeModule = { source: string; _audit: { rules: { id: string; impact?: string }[] } };
type AxeViolation = {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};

const axe = createRequire(import.meta.url)("axe-core") as AxeModule;

/**
 * The rules that can never report a serious or critical violation: axe gives each of them an impact
 * of its own (minor or moderate), which every one of its results takes. This check keeps only
 * serious and critical violations, so running those rules changes no outcome, and some of them are
 * the costliest to run (`region` walks the whole page): they are not run (decision 028). Read from
 * axe-core itself, so a new version's rules are judged as they come.
 */
const CANNOT_BE_SERIOUS: string[] = axe._audit.rules
  .filter((r) => r.impact === "minor" || r.impact === "moderate")
  .map((r) => r.id);

/**
 * No serious or critical axe violation on the page (or inside `include`, a CSS selector). Checked once
 * every transition has ended: a modal fading in or out lays a half-transparent overlay over the page,
 * and colour contrast measured through it is not what the member sees.
 *
 * axe-core runs in the page itself, injected once per document (a screen's second check reuses it),
 * and answers its violations only. @axe-core/playwright, used before, injected axe's 550 KB on every
 * check and opened a second page to finish each run: two to three times a page load's CPU per check,
 * a third of the browser tests' renderer time (decision 028). The app has no frames to reach into.
 */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ include, disabled }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
      };
      const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
      const result = await axe.run(include ?? document, { rules, resultTypes: ["violations"] });
      return result.violations;
    },
    { include, disabled: CANNOT_BE_SERIOUS },
  );
  const serious = (violations as AxeViolation[]).filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html} ${n.failureSummary}`).join(", ")}`,
    ),
  ).toEqual([]);
}
