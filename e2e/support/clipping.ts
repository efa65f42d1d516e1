import { expect, type Page } from "@playwright/test";

/**
 * No visible button (in `scope`, or the whole page) whose label is cut: a part of it that hides
 * overflow holds wider text than it shows ('Waitlist for 18:0'), or the button runs past the
 * screen's edge or out of a frame that hides its overflow sideways (a card); in a frame that scrolls
 * sideways (a wide table) it is reached by scrolling. Lists the cut labels, so a failure names them.
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
      // A frame that hides what overflows it sideways (a card) shows only the part of the button
      // inside it. A frame that scrolls sideways (a wide table's ScrollTable, as TEAM-NOTES has it)
      // cuts nothing: the member scrolls to the button, so past it nothing further out counts.
      let scrolled = false;
      const framed = (() => {
        for (let el = button.parentElement; el; el = el.parentElement) {
          const overflow = getComputedStyle(el).overflowX;
          if (overflow === "visible") continue;
          if (overflow === "auto" || overflow === "scroll") {
            scrolled = true;
            return false;
          }
          const frame = el.getBoundingClientRect();
          if (box.right > frame.right + 1 || box.left < frame.left - 1) return true;
        }
        return false;
      })();
      const cut =
        framed ||
        (!scrolled && box.right > document.documentElement.clientWidth + 1) ||
        [button, ...button.querySelectorAll("*")].some(
          (el) => hides(el) && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1),
        );
      if (cut) out.push((button.textContent ?? "").trim() || (button.getAttribute("aria-label") ?? "?"));
    }
    return out;
  }, scope);
  expect(clipped).toEqual([]);
}
