import type { Deps } from "../../context";
import { type Periodic, startPeriodic } from "../../platform/background";
import { pruneActivity } from "./service";

/**
 * The activity log's retention (decision 036): every hour, entries older than the studio's
 * `activityRetentionDays` are removed. A delete by age is the same whichever instance runs it, so
 * two instances need no claim.
 */
export function startActivityRetention(deps: Deps): Periodic {
  const { database, logger, clock } = deps;
  return startPeriodic({
    name: "activity-retention",
    intervalMs: 60 * 60 * 1000,
    logger,
    immediately: true,
    run: async () => {
      const removed = await pruneActivity(database.db, clock.now());
      if (removed > 0) logger.info({ job: "activity-retention", removed }, "activity log pruned");
    },
  });
}
