import type { Deps } from "../context";
import type { PageOptions } from "../page-html";
import { listOpenLocations } from "./locations";
import { pageIdentity } from "./studio-identity";
import { readRules } from "./studio-rules";
import { studioTerms } from "./studio-terms";

type PageDeps = Pick<Deps, "database" | "config" | "logger" | "clock" | "zone">;

/**
 * The answers a page's first draw needs besides the identity, keyed by the public GET that gives
 * them, exactly as it answers: on /about the hours (the studio's rules) and the open locations; on
 * /terms the terms' values (decision 053), which its first paint also draws. Carried in the page,
 * they spare a phone the requests and the redraw each answer costs after the page is shown.
 */
async function carriedOf(deps: PageDeps, pathname: string): Promise<Pick<PageOptions, "terms" | "answers">> {
  const db = deps.database.db;
  if (pathname === "/terms")
    return {
      terms: await db.transaction((tx) => studioTerms(tx, deps.config, deps.clock.now(), deps.zone())),
    };
  if (pathname === "/about") {
    const [rules, places] = await Promise.all([readRules(db, deps.zone.fallback), listOpenLocations(db)]);
    return { answers: { "/api/studio-rules": rules, "/api/locations": places } };
  }
  return {};
}

/**
 * What a page is written with (`mountClient`): the studio's identity, and what its first draw
 * reads (`carriedOf`). When those cannot be read, the page is written without them and the app
 * reads them itself.
 */
export function pageReads(deps: PageDeps) {
  const identity = pageIdentity(deps);
  return async (pathname: string): Promise<Pick<PageOptions, "site" | "carry" | "terms" | "answers">> => {
    const page = await identity();
    if (!page.carry) return page;
    try {
      return { ...page, ...(await carriedOf(deps, pathname)) };
    } catch (err) {
      deps.logger.warn(
        { err, pathname },
        "a page's first reads could not be read: the page is written without them",
      );
      return page;
    }
  };
}
