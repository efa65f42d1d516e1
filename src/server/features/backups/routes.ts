import { OpenAPIHono } from "@hono/zod-openapi";
import { backupStatusSchema } from "../../../shared/schemas/backups";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { jsonAnswer } from "../../platform/route-shapes";
import { backupStatus } from "./status";

const getStatus = defineRoute("settings", {
  method: "get",
  path: "/admin/backup-status",
  tags: ["settings"],
  summary:
    "The last backup the deployment reports (its time, file, size, and whether it failed) and the last good one; late when that is older than the deployment's BACKUP_LATE_HOURS (26 by default, for a nightly backup)",
  responses: { 200: jsonAnswer(backupStatusSchema, "The backups' status (nulls when none is reported)") },
});

/** The backups' status on the owner's home. */
export function backupRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(getStatus, async (c) => {
    const { database, clock, config } = c.get("deps");
    return c.json(await backupStatus(database.db, clock.now(), config.BACKUP_LATE_HOURS), 200);
  });
}
