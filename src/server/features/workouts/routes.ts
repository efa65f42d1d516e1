import { OpenAPIHono } from "@hono/zod-openapi";
import { studioToday } from "../../../shared/domain/schedule";
import {
  exerciseInputSchema,
  exerciseListSchema,
  exerciseQuerySchema,
  exerciseSchema,
  myProgramSchema,
  programIdParamSchema,
  programInputSchema,
  programListQuerySchema,
  programListSchema,
  programSchema,
} from "../../../shared/schemas/workouts";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { MEMBER_GONE } from "../../domain/live-member";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import {
  addExercise,
  createProgram,
  deleteProgram,
  memberPrograms,
  myProgram,
  searchExercises,
} from "./service";
import { createProgramVersion } from "./versions";

const library = defineRoute("coaching", {
  method: "get",
  path: "/admin/exercises",
  tags: ["admin"],
  summary: "The exercise library by name, searched by name or muscle group",
  request: { query: exerciseQuerySchema },
  responses: { 200: jsonAnswer(exerciseListSchema, "Exercises") },
});

const addToLibrary = defineRoute(
  "coaching",
  {
    method: "post",
    path: "/admin/exercises",
    tags: ["admin"],
    summary: "Add an exercise to the library (name required; 3 sets of '10-12' unless given)",
    request: jsonBody(exerciseInputSchema),
    responses: { 201: jsonAnswer(exerciseSchema, "Added") },
  },
  { 409: ["EXERCISE_EXISTS"] },
);

const list = defineRoute(
  "coaching",
  {
    method: "get",
    path: "/admin/workouts",
    tags: ["admin"],
    summary: "A member's workout programs, newest first",
    request: { query: programListQuerySchema },
    responses: { 200: jsonAnswer(programListSchema, "Programs") },
  },
  { 404: MEMBER_GONE },
);

const create = defineRoute(
  "coaching",
  {
    method: "post",
    path: "/admin/workouts",
    tags: ["admin"],
    summary: "Save a program: 3-7 days per week, exactly that many weekdays, their exercises and comments",
    request: jsonBody(programInputSchema),
    responses: { 201: jsonAnswer(programSchema, "Saved") },
  },
  { 404: MEMBER_GONE },
);

const version = defineRoute(
  "coaching",
  {
    method: "post",
    path: "/admin/workouts/{id}/versions",
    tags: ["admin"],
    summary:
      "Change a program: saved as its new version (the old one and its logs kept); the member is told by e-mail",
    request: { params: programIdParamSchema, ...jsonBody(programInputSchema) },
    responses: { 201: jsonAnswer(programSchema, "Saved") },
  },
  { 404: [...MEMBER_GONE, "WORKOUT_NOT_FOUND"], 409: ["WORKOUT_VERSION_STALE"] },
);

const remove = defineRoute(
  "coaching",
  {
    method: "delete",
    path: "/admin/workouts/{id}",
    tags: ["admin"],
    summary: "Delete a program",
    request: { params: programIdParamSchema },
    responses: { 204: { description: "Deleted" } },
  },
  { 404: ["WORKOUT_NOT_FOUND"] },
);

const mine = defineRoute("member", {
  method: "get",
  path: "/me/workouts",
  tags: ["account"],
  summary: "The signed-in member's current workout program (or null) and the studio's date",
  responses: { 200: jsonAnswer(myProgramSchema, "Program") },
});

export function workoutRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(library, async (c) => {
      const exercises = await searchExercises(c.get("deps").database.db, c.req.valid("query").q);
      return c.json({ exercises }, 200);
    })
    .openapi(addToLibrary, async (c) => {
      return c.json(await addExercise(staffWriter(c), c.req.valid("json")), 201);
    })
    .openapi(list, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const programs = await memberPrograms(database.db, c.req.valid("query").userId);
      return c.json({ today: studioToday(clock.now(), zone()), programs }, 200);
    })
    .openapi(create, async (c) => {
      const by = { actorId: c.get("user").id, now: c.get("deps").clock.now() };
      return c.json(await createProgram(c.get("deps").database.db, c.req.valid("json"), by), 201);
    })
    .openapi(version, async (c) => {
      const by = { actorId: c.get("user").id, now: c.get("deps").clock.now() };
      const program = await createProgramVersion(
        c.get("deps"),
        c.req.valid("param").id,
        c.req.valid("json"),
        by,
      );
      return c.json(program, 201);
    })
    .openapi(remove, async (c) => {
      const by = { actorId: c.get("user").id, now: c.get("deps").clock.now() };
      await deleteProgram(c.get("deps").database.db, c.req.valid("param").id, by);
      return c.body(null, 204);
    })
    .openapi(mine, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      return c.json({ today, program: await myProgram(database.db, c.get("user").id, today) }, 200);
    });
}
