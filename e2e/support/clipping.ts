import { expect, type Page } from "@playwright/test";

/**
 * No visible button (in `scope`, or the whole page) whose label is cut: a part of it that hides
 * overflow holds wider text than it shows ('Waitlist for 18:0'), or the button runs past the
 * screen's edge. Lists the cut labels, so a failure names them.
 */
export async function expectNoClippedButtons(page: Page, scope = "body") {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const clipped = await page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`no ${selector}`];
    const hides = (el: Element) => {
      const cs = getComputedStyle(el);
      return cs.overflowX === "hidden" || cs.overflowX === "clip" || cs.textOverflow === "ellipsis";
    };
    const out: string[] = [];
    for (const button of root.querySelectorAll("button, [role=button], a[class*=Button]")) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const cut =
        box.right > document.documentElement.clientWidth + 1 ||
        [button, ...button.querySelectorAll("*")].some(
          (el) => hides(el) && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1),
        );
      if (cut) out.push((button.textContent ?? "").trim() || (button.getAttribute("aria-label") ?? "?"));
    }
    return out;
  }, scope);
  expect(clipped).toEqual([]);
}
