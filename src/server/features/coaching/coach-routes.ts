import { OpenAPIHono, z } from "@hono/zod-openapi";
import { studioToday } from "../../../shared/domain/schedule";
import {
  attentionSchema,
  coachingSettingsSchema,
  coachNoteInputSchema,
  memberPageSchema,
  userParamSchema,
} from "../../../shared/schemas/coaching";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { recordDailyHealthReads, staffWriter } from "../../domain/activity";
import { MEMBER_GONE } from "../../domain/live-member";
import { firstCodeHook } from "../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { addNote, attentionList, memberPage, readSettings, saveSettings } from "./coach";

/** The coach's view: the attention list, one member's page, notes and the thresholds. */

const attention = defineRoute("coaching", {
  method: "get",
  path: "/admin/coaching",
  tags: ["admin"],
  summary: "Members following a program, those who need attention first, and the thresholds",
  responses: { 200: jsonAnswer(attentionSchema, "Attention list") },
});

const page = defineRoute(
  "coaching",
  {
    method: "get",
    path: "/admin/coaching/members/{userId}",
    tags: ["admin"],
    summary: "One member's page: adherence, progress, the log, nutrition checks, notes newest first",
    request: { params: userParamSchema },
    responses: { 200: jsonAnswer(memberPageSchema, "Member") },
  },
  { 404: MEMBER_GONE },
);

const note = defineRoute(
  "coaching",
  {
    method: "post",
    path: "/admin/coaching/members/{userId}/notes",
    tags: ["admin"],
    summary: "Add a coach's note on the member",
    request: { params: userParamSchema, ...jsonBody(coachNoteInputSchema) },
    responses: { 201: jsonAnswer(z.object({ id: z.string() }), "Added") },
  },
  { 400: ["COACH_NOTE_REQUIRED"], 404: MEMBER_GONE },
);

const putSettings = defineRoute("coaching", {
  method: "put",
  path: "/admin/coaching/settings",
  tags: ["admin"],
  summary: "The attention list's thresholds: days without a log, adherence percentage",
  request: jsonBody(coachingSettingsSchema),
  responses: { 200: jsonAnswer(coachingSettingsSchema, "Saved") },
});

export function coachRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook })
    .openapi(attention, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      const [members, settings] = await Promise.all([
        attentionList(database.db, today),
        readSettings(database.db),
      ]);
      // The rows showing readiness answers or a pain are a read of those members' health answers.
      const told = members.filter((m) => m.readiness.length > 0 || m.painOn !== null).map((m) => m.userId);
      const reader = { actorId: c.get("user").id, at: clock.now(), day: today };
      await recordDailyHealthReads(database.db, { ...reader, memberIds: told, list: "attention" });
      return c.json({ today, settings, members }, 200);
    })
    .openapi(page, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      const answer = await memberPage(database.db, c.req.valid("param").userId, today);
      const reader = { actorId: c.get("user").id, at: clock.now(), day: today };
      await recordDailyHealthReads(database.db, {
        ...reader,
        memberIds: [answer.member.id],
        list: "coach_member",
      });
      return c.json(answer, 200);
    })
    .openapi(note, async (c) => {
      const { userId } = c.req.valid("param");
      return c.json(await addNote(staffWriter(c), userId, c.req.valid("json").text), 201);
    })
    .openapi(putSettings, async (c) => {
      return c.json(await saveSettings(staffWriter(c), c.req.valid("json")), 200);
    });
}
