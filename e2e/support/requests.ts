import { expect, type Page, type Request } from "@playwright/test";

/**
 * The page's /api requests from now on. `answered(path)` waits until a request to `path` sent since
 * has been answered and no other /api request is still out: the reads that decide what the screen
 * ends up showing are in, so a check that something is absent then needs no fixed sleep.
 */
export function watchApi(page: Page) {
  const pending = new Set<Request>();
  const done: string[] = [];
  const isApi = (r: Request) => new URL(r.url()).pathname.startsWith("/api/");
  const sent = (r: Request) => isApi(r) && pending.add(r);
  const ended = (r: Request) => {
    if (!pending.delete(r)) return;
    done.push(new URL(r.url()).pathname);
  };
  page.on("request", sent);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  const state = (path: string) =>
    `${path} answered, nothing else out (answered: ${done.join(", ") || "none"}; out: ${
      [...pending].map((r) => r.url()).join(", ") || "none"
    })`;
  return {
    answered: async (path: string) => {
      await expect
        .poll(() => (pending.size === 0 && done.includes(path) ? "settled" : state(path)))
        .toBe("settled");
      page.off("request", sent);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
    },
  };
}
