import type { Deps } from "../context";
import type { PageOptions } from "../page-html";
import { pageIdentity } from "./studio-identity";
import { studioTerms } from "./studio-terms";

/**
 * What a page is written with (`mountClient`): the studio's identity, and on /terms the terms'
 * values (decision 053). When the terms cannot be read, the page is written without them and the
 * app reads them itself.
 */
export function pageReads(deps: Pick<Deps, "database" | "config" | "logger" | "clock" | "zone">) {
  const identity = pageIdentity(deps);
  return async (pathname: string): Promise<Pick<PageOptions, "site" | "carry" | "terms">> => {
    const page = await identity();
    if (pathname !== "/terms" || !page.carry) return page;
    try {
      const terms = await deps.database.db.transaction((tx) =>
        studioTerms(tx, deps.config, deps.clock.now(), deps.zone()),
      );
      return { ...page, terms };
    } catch (err) {
      deps.logger.warn({ err }, "the terms could not be read: the page is written without them");
      return page;
    }
  };
}
