import { OpenAPIHono } from "@hono/zod-openapi";
import {
  fitnessAnswersSchema,
  fitnessSavedSchema,
  myFitnessAnswerSchema,
  myNutritionAnswerSchema,
  myQuestionnaireStatusSchema,
  nutritionAnswersSchema,
  nutritionSavedSchema,
} from "../../../shared/schemas/questionnaires";
import { defineRoute, type RouteErrors } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { FAMILY_REFUSALS, memberSubject } from "../../domain/family";
import { CONSENT_REFUSALS, requireGuardianConsent } from "../../domain/guardian-consent";
import { firstCodeHook } from "../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { myFitness, myNutrition, myStatus, saveFitness, saveNutrition } from "./service";

/** The spec's messages of section 5, the first failure in its order (a route's 400 answers). */
export const ANSWER_REFUSALS = {
  400: [
    "GOALS_REQUIRED",
    "HEIGHT_REQUIRED",
    "WEIGHT_REQUIRED",
    "AGE_REQUIRED",
    "SEX_REQUIRED",
    "ACTIVITY_REQUIRED",
    "CONSENT_REQUIRED",
    "OUT_OF_RANGE",
  ],
} satisfies RouteErrors;

/** An adult answers for a dependant with the `X-For-Member` header (403 NOT_YOUR_DEPENDANT for anyone else). */
const forMember = { 403: FAMILY_REFUSALS } satisfies RouteErrors;

const status = defineRoute(
  "member",
  {
    method: "get",
    path: "/me/questionnaires",
    tags: ["questionnaires"],
    summary: "Which questionnaires the signed-in member has completed",
    responses: { 200: jsonAnswer(myQuestionnaireStatusSchema, "Completion flags") },
  },
  forMember,
);

const getNutrition = defineRoute(
  "member",
  {
    method: "get",
    path: "/me/questionnaires/nutrition",
    tags: ["questionnaires"],
    summary: "The member's own nutrition questionnaire (null before the first submit)",
    responses: { 200: jsonAnswer(myNutritionAnswerSchema, "Answers") },
  },
  forMember,
);

const putNutrition = defineRoute(
  "member",
  {
    method: "put",
    path: "/me/questionnaires/nutrition",
    tags: ["questionnaires"],
    summary: "Submit or update the nutrition questionnaire; records consent and the completed flag",
    request: jsonBody(nutritionAnswersSchema),
    responses: { 200: jsonAnswer(nutritionSavedSchema, "Saved") },
  },
  { ...ANSWER_REFUSALS, 403: [...CONSENT_REFUSALS, ...FAMILY_REFUSALS] },
);

const getFitness = defineRoute(
  "member",
  {
    method: "get",
    path: "/me/questionnaires/fitness",
    tags: ["questionnaires"],
    summary: "The member's own fitness questionnaire (null before the first submit)",
    responses: { 200: jsonAnswer(myFitnessAnswerSchema, "Answers") },
  },
  forMember,
);

const putFitness = defineRoute(
  "member",
  {
    method: "put",
    path: "/me/questionnaires/fitness",
    tags: ["questionnaires"],
    summary: "Submit or update the fitness questionnaire; records consent and the completed flag",
    request: jsonBody(fitnessAnswersSchema),
    responses: { 200: jsonAnswer(fitnessSavedSchema, "Saved") },
  },
  { ...ANSWER_REFUSALS, 403: [...CONSENT_REFUSALS, ...FAMILY_REFUSALS] },
);

/** A member's own questionnaires: they read and write only their own (keyed by their session). */
export function questionnaireRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook })
    .openapi(status, async (c) => {
      return c.json(await myStatus(c.get("deps").database.db, (await memberSubject(c)).id), 200);
    })
    .openapi(getNutrition, async (c) => {
      return c.json(
        { questionnaire: await myNutrition(c.get("deps").database.db, (await memberSubject(c)).id) },
        200,
      );
    })
    .openapi(putNutrition, async (c) => {
      const { database, clock } = c.get("deps");
      const member = await memberSubject(c);
      await requireGuardianConsent(database.db, c.get("deps"), member);
      return c.json(await saveNutrition(database.db, member.id, c.req.valid("json"), clock.now()), 200);
    })
    .openapi(getFitness, async (c) => {
      return c.json(
        { questionnaire: await myFitness(c.get("deps").database.db, (await memberSubject(c)).id) },
        200,
      );
    })
    .openapi(putFitness, async (c) => {
      const { database, clock } = c.get("deps");
      const member = await memberSubject(c);
      await requireGuardianConsent(database.db, c.get("deps"), member);
      return c.json(await saveFitness(database.db, member.id, c.req.valid("json"), clock.now()), 200);
    });
}
