import { OpenAPIHono } from "@hono/zod-openapi";
import { studioToday } from "../../../shared/domain/schedule";
import {
  createPlanSchema,
  feedbackInputSchema,
  feedbackSchema,
  memberPlansSchema,
  myNutritionSchema,
  nutritionUsersSchema,
  planIdParamSchema,
  planMemberQuerySchema,
  planSchema,
  updatePlanSchema,
} from "../../../shared/schemas/nutrition";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { MEMBER_GONE } from "../../domain/live-member";
import { jsonAnswer } from "../../platform/route-shapes";
import { addFeedback, createPlan, memberPlans, myNutrition, nutritionUsers, updatePlan } from "./service";

const body = <T>(schema: T) => ({ body: { content: { "application/json": { schema } } } });

const mine = defineRoute("member", {
  method: "get",
  path: "/me/nutrition",
  tags: ["nutrition"],
  summary: "The member's own nutrition plans and meal feedback (newest first), and today's studio date",
  responses: { 200: jsonAnswer(myNutritionSchema, "The member's plans") },
});

const feedback = defineRoute(
  "member",
  {
    method: "post",
    path: "/me/nutrition/feedback",
    tags: ["nutrition"],
    summary: "Feedback on a meal of a day of one of the member's own plans",
    request: body(feedbackInputSchema),
    responses: { 201: jsonAnswer(feedbackSchema, "Recorded") },
  },
  { 404: ["PLAN_NOT_FOUND"], 409: ["DATE_NOT_IN_PLAN"] },
);

const users = defineRoute("coaching", {
  method: "get",
  path: "/admin/nutrition-users",
  tags: ["admin"],
  summary:
    "Members given a nutrition package (name, e-mail, program, comment, expiry) and today's studio date",
  responses: { 200: jsonAnswer(nutritionUsersSchema, "Members") },
});

const plansOfMember = defineRoute(
  "coaching",
  {
    method: "get",
    path: "/admin/nutrition-plans",
    tags: ["admin"],
    summary: "A member's nutrition plans and meal feedback, newest first",
    request: { query: planMemberQuerySchema },
    responses: { 200: jsonAnswer(memberPlansSchema, "Plans") },
  },
  { 404: MEMBER_GONE },
);

const create = defineRoute(
  "coaching",
  {
    method: "post",
    path: "/admin/nutrition-plans",
    tags: ["admin"],
    summary: "Create a plan: the 7-day template repeated over 1-120 consecutive days",
    request: body(createPlanSchema),
    responses: { 201: jsonAnswer(planSchema, "Created") },
  },
  { 404: MEMBER_GONE, 409: ["NO_NUTRITION_PACKAGE"] },
);

const update = defineRoute(
  "coaching",
  {
    method: "patch",
    path: "/admin/nutrition-plans/{id}",
    tags: ["admin"],
    summary: "Change a plan's comment and the meals of some of its days",
    request: { params: planIdParamSchema, ...body(updatePlanSchema) },
    responses: { 200: jsonAnswer(planSchema, "Saved") },
  },
  { 404: ["PLAN_NOT_FOUND", "PLAN_DAY_NOT_FOUND"] },
);

export function nutritionRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(mine, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const ctx = { now: clock.now(), tz: zone() };
      return c.json(await myNutrition(database.db, c.get("user").id, ctx), 200);
    })
    .openapi(feedback, async (c) => {
      const { database } = c.get("deps");
      return c.json(await addFeedback(database.db, c.get("user").id, c.req.valid("json")), 201);
    })
    .openapi(users, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const ctx = { now: clock.now(), tz: zone() };
      return c.json(
        { today: studioToday(ctx.now, ctx.tz), items: await nutritionUsers(database.db, ctx) },
        200,
      );
    })
    .openapi(plansOfMember, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const ctx = { now: clock.now(), tz: zone() };
      return c.json(await memberPlans(database.db, c.req.valid("query").userId, ctx), 200);
    })
    .openapi(create, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const ctx = { now: clock.now(), tz: zone() };
      return c.json(await createPlan(database.db, c.req.valid("json"), c.get("user").id, ctx), 201);
    })
    .openapi(update, async (c) => {
      const { database, clock } = c.get("deps");
      const by = { actorId: c.get("user").id, now: clock.now() };
      return c.json(await updatePlan(database.db, c.req.valid("param").id, c.req.valid("json"), by), 200);
    });
}
