import type { Handler } from "hono";
import type { AppEnv, Deps } from "../../context";
import { siteAnswer, studioIdentity } from "../../domain/studio-identity";
import { manifestOf } from "./brand-images";

/** `GET /manifest.webmanifest`: the studio's name, colour and icons as saved now, checked on every load. */
export const siteManifest =
  ({ database, config }: Pick<Deps, "database" | "config">): Handler<AppEnv> =>
  async (c) => {
    const site = siteAnswer(await studioIdentity(database.db, config));
    return c.body(JSON.stringify(manifestOf(site)), 200, {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "no-cache",
    });
  };
