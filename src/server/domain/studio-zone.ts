import type { Tx } from "../db/client";
import { type Periodic, startPeriodic } from "../platform/background";
import type { Logger } from "../platform/logger";
import { readRules } from "./studio-rules";

/**
 * The studio's time zone now (decision 039): `deps.zone()`, read synchronously wherever the server
 * turns an instant into a studio date or time. The owner's setting (`StudioRules.timeZone`), else
 * `STUDIO_TZ`. One per app, built with its deps (tests run several apps on several databases in one
 * process): loaded from the settings row at start, set by the owner's save once it commits, and
 * read again every minute so that a save on another instance reaches this one.
 */
export type StudioZone = {
  /** The zone's IANA name. */
  (): string;
  /** The zone when the owner never chose one: `STUDIO_TZ`. */
  readonly fallback: string;
  set: (tz: string) => void;
  /** Reads the saved zone; answers it. */
  load: (db: Pick<Tx, "select">) => Promise<string>;
};

export function createStudioZone(fallback: string): StudioZone {
  let current = fallback;
  return Object.assign(() => current, {
    fallback,
    set: (tz: string) => {
      current = tz;
    },
    load: async (db: Pick<Tx, "select">) => {
      current = (await readRules(db, fallback)).timeZone;
      return current;
    },
  });
}

/** Reads the saved zone again every minute: the owner may have saved it on another instance. */
export function startZoneRefresh(d: { zone: StudioZone; db: Pick<Tx, "select">; logger: Logger }): Periodic {
  return startPeriodic({
    name: "studio-zone",
    intervalMs: 60_000,
    logger: d.logger,
    run: () => d.zone.load(d.db),
  });
}
