import { OpenAPIHono } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import { studioToday } from "../../../shared/domain/schedule";
import { memberIdParamSchema } from "../../../shared/schemas/members";
import { memberRemindersSchema, reminderRulesSchema } from "../../../shared/schemas/reminders";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { remindersSent } from "../../db/schema";
import { staffWriter } from "../../domain/activity";
import { liveMember, MEMBER_GONE } from "../../domain/live-member";
import { firstCodeHook } from "../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { readReminderRules, saveReminderRules } from "./rules";

const tags = ["reminders"];

const getRules = defineRoute("mail", {
  method: "get",
  path: "/admin/reminders",
  tags,
  summary: "The automatic reminders' rules: each kind on or off, its days and its words in Greek and English",
  responses: { 200: jsonAnswer(reminderRulesSchema, "The rules, one per kind") },
});

const putRules = defineRoute(
  "mail",
  {
    method: "put",
    path: "/admin/reminders",
    tags,
    summary: "Save reminder rules (the kinds not given keep theirs)",
    request: jsonBody(reminderRulesSchema),
    responses: { 200: jsonAnswer(reminderRulesSchema, "Saved: every rule") },
  },
  { 400: ["FILL_ALL_FIELDS", "REMINDER_WORDS_TOO_LONG", "REMINDER_DAYS_RANGE", "REMINDER_KIND_TWICE"] },
);

const memberReminders = defineRoute(
  "mail",
  {
    method: "get",
    path: "/admin/members/{id}/reminders",
    tags,
    summary: "The automatic reminders a member got (kind, occasion, when), newest first",
    request: { params: memberIdParamSchema },
    responses: { 200: jsonAnswer(memberRemindersSchema, "The reminders sent") },
  },
  { 404: MEMBER_GONE },
);

/** The automatic reminders (decision 030): the owner's rules and what a member got. */
export function reminderRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook })
    .openapi(getRules, async (c) =>
      c.json({ rules: await readReminderRules(c.get("deps").database.db) }, 200),
    )
    .openapi(putRules, async (c) => {
      const rules = await saveReminderRules(staffWriter(c), c.req.valid("json").rules);
      return c.json({ rules }, 200);
    })
    .openapi(memberReminders, async (c) => {
      const db = c.get("deps").database.db;
      const member = await liveMember(db, c.req.valid("param").id);
      const rows = await db
        .select({ kind: remindersSent.kind, occasion: remindersSent.occasion, sentAt: remindersSent.sentAt })
        .from(remindersSent)
        .where(eq(remindersSent.userId, member.id))
        .orderBy(desc(remindersSent.sentAt), remindersSent.kind);
      const tz = c.get("deps").zone();
      const reminders = rows.map((r) => ({
        ...r,
        sentAt: r.sentAt.toISOString(),
        sentOn: studioToday(r.sentAt, tz),
      }));
      return c.json({ reminders }, 200);
    });
}
