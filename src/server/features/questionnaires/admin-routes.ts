import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  adminFitnessListSchema,
  adminFitnessSchema,
  adminNutritionListSchema,
  fitnessEditSchema,
  questionnaireListQuerySchema,
  questionnaireSummarySchema,
  questionnaireUserParamSchema,
  reviewInputSchema,
} from "../../../shared/schemas/questionnaires";
import { defineRoute, type RouteErrors } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { firstCodeHook } from "../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { editFitness, type Kind, listFitness, listNutrition, setReviewed, summary } from "./admin";

const missing = { 404: ["QUESTIONNAIRE_NOT_FOUND"] } satisfies RouteErrors;
const reviewAnswer = z.object({
  userId: z.string(),
  reviewed: z.boolean(),
  reviewedAt: z.string().nullable(),
});

const summaryRoute = defineRoute("health", {
  method: "get",
  path: "/admin/questionnaires/summary",
  tags: ["admin"],
  summary: "Unreviewed questionnaires, readiness flags not yet reviewed, follow-ups due this studio week",
  responses: { 200: jsonAnswer(questionnaireSummarySchema, "Counts") },
});

const listNutritionRoute = defineRoute("health", {
  method: "get",
  path: "/admin/questionnaires",
  tags: ["admin"],
  summary: "The 200 most recently updated nutrition questionnaires, newest first; search by name or e-mail",
  request: { query: questionnaireListQuerySchema },
  responses: { 200: jsonAnswer(adminNutritionListSchema, "Questionnaires") },
});

const listFitnessRoute = defineRoute("health", {
  method: "get",
  path: "/admin/fitness-questionnaires",
  tags: ["admin"],
  summary: "The 200 most recently updated fitness questionnaires, newest first; search by name or e-mail",
  request: { query: questionnaireListQuerySchema },
  responses: { 200: jsonAnswer(adminFitnessListSchema, "Questionnaires") },
});

/** The path is a literal so the typed client knows it. */
const reviewRoute = <P extends string>(kind: Kind, path: P) =>
  defineRoute(
    "health",
    {
      method: "put",
      path,
      tags: ["admin"],
      summary: `Mark a ${kind} questionnaire reviewed, or revoke the review`,
      request: {
        params: questionnaireUserParamSchema,
        ...jsonBody(reviewInputSchema),
      },
      responses: { 200: jsonAnswer(reviewAnswer, "Review state") },
    },
    missing,
  );
const reviewNutrition = reviewRoute("nutrition", "/admin/questionnaires/{userId}/review");
const reviewFitness = reviewRoute("fitness", "/admin/fitness-questionnaires/{userId}/review");

const editFitnessRoute = defineRoute(
  "health",
  {
    method: "put",
    path: "/admin/fitness-questionnaires/{userId}",
    tags: ["admin"],
    summary: "A coach's in-place edit of a fitness questionnaire (answers, notes, coach, follow-up)",
    request: {
      params: questionnaireUserParamSchema,
      ...jsonBody(fitnessEditSchema),
    },
    responses: { 200: jsonAnswer(adminFitnessSchema, "Saved") },
  },
  { ...missing, 400: ["GOALS_REQUIRED", "OUT_OF_RANGE"] },
);

/** The coaches' lists, review toggles and fitness edits: admins only. */
export function questionnaireAdminRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook })
    .openapi(summaryRoute, async (c) => {
      const { database, clock, zone } = c.get("deps");
      return c.json(await summary(database.db, clock.now(), zone()), 200);
    })
    .openapi(listNutritionRoute, async (c) => {
      const { database, clock } = c.get("deps");
      const reader = { actorId: c.get("user").id, at: clock.now() };
      return c.json({ items: await listNutrition(database.db, c.req.valid("query"), reader) }, 200);
    })
    .openapi(listFitnessRoute, async (c) => {
      const { database, clock } = c.get("deps");
      const reader = { actorId: c.get("user").id, at: clock.now() };
      return c.json({ items: await listFitness(database.db, c.req.valid("query"), reader) }, 200);
    })
    .openapi(reviewNutrition, async (c) => {
      const { database, clock } = c.get("deps");
      const { userId } = c.req.valid("param");
      const { reviewed } = c.req.valid("json");
      return c.json(
        await setReviewed(database.db, "nutrition", userId, reviewed, c.get("user").id, clock.now()),
        200,
      );
    })
    .openapi(reviewFitness, async (c) => {
      const { database, clock } = c.get("deps");
      const { userId } = c.req.valid("param");
      const { reviewed } = c.req.valid("json");
      return c.json(
        await setReviewed(database.db, "fitness", userId, reviewed, c.get("user").id, clock.now()),
        200,
      );
    })
    .openapi(editFitnessRoute, async (c) => {
      const { database, clock } = c.get("deps");
      return c.json(
        await editFitness(database.db, c.req.valid("param").userId, c.req.valid("json"), {
          actorId: c.get("user").id,
          now: clock.now(),
        }),
        200,
      );
    });
}
