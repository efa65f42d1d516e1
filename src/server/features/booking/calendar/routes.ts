import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  blockBatchSchema,
  blockRequestSchema,
  CLOSURE_MAX_DAYS,
  capacityInputSchema,
  capacityViewSchema,
  closureInputSchema,
  closureViewSchema,
  dateParamSchema,
  hoursDateQuerySchema,
  idParamSchema,
} from "../../../../shared/schemas/booking";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { jsonAnswer, jsonBody } from "../../../platform/route-shapes";
import { fillRange, listBatches, undoBatch } from "./fills";
import { addClosure, capacityOn, clearCapacity, listClosures, removeClosure, setCapacity } from "./service";

const tags = ["admin calendar"];
const batchParam = z.object({ batchId: z.uuid() });

const getCapacity = defineRoute(
  "settings",
  {
    method: "get",
    path: "/admin/slot-capacity/{date}",
    tags,
    summary:
      "The capacity override of a date of an hours schedule, the gym floor unless said (null: the default)",
    request: { params: dateParamSchema, query: hoursDateQuerySchema },
    responses: { 200: jsonAnswer(capacityViewSchema, "Override") },
  },
  { 404: ["SCHEDULE_NOT_FOUND"] },
);
const putCapacity = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/slot-capacity/{date}",
    tags,
    summary: "Set the capacity of every slot of a date of an hours schedule (0 closes its day)",
    request: { params: dateParamSchema, query: hoursDateQuerySchema, ...jsonBody(capacityInputSchema) },
    responses: { 200: jsonAnswer(capacityViewSchema, "Saved") },
  },
  { 404: ["SCHEDULE_NOT_FOUND"] },
);
const deleteCapacity = defineRoute(
  "settings",
  {
    method: "delete",
    path: "/admin/slot-capacity/{date}",
    tags,
    summary: "Clear the override: back to the schedule's default capacity",
    request: { params: dateParamSchema, query: hoursDateQuerySchema },
    responses: { 200: jsonAnswer(capacityViewSchema, "Cleared") },
  },
  { 404: ["SCHEDULE_NOT_FOUND"] },
);
const getClosures = defineRoute("settings", {
  method: "get",
  path: "/admin/closures",
  tags,
  summary: "Closed date ranges",
  responses: { 200: jsonAnswer(z.array(closureViewSchema), "Closures") },
});
const postClosure = defineRoute(
  "settings",
  {
    method: "post",
    path: "/admin/closures",
    tags,
    summary: `Close a date range (both ends included, at most ${CLOSURE_MAX_DAYS} days, overlapping no other closure)`,
    request: jsonBody(closureInputSchema),
    responses: { 201: jsonAnswer(closureViewSchema, "Added") },
  },
  { 404: ["LOCATION_NOT_FOUND"], 409: ["CLOSURE_OVERLAPS"] },
);
const deleteClosure = defineRoute(
  "settings",
  {
    method: "delete",
    path: "/admin/closures/{id}",
    tags,
    summary: "Reopen a closed range",
    request: { params: idParamSchema },
    responses: { 204: { description: "Removed" } },
  },
  { 404: ["CLOSURE_NOT_FOUND"], 409: ["CLOSURE_HAS_EXTENSIONS"] },
);
const getBlocks = defineRoute("settings", {
  method: "get",
  path: "/admin/blocks",
  tags,
  summary: "Mass fills still in place",
  responses: { 200: jsonAnswer(z.array(blockBatchSchema), "Fills") },
});
const postBlocks = defineRoute(
  "settings",
  {
    method: "post",
    path: "/admin/blocks",
    tags,
    summary:
      "Mass bookings: block every slot of the range's open days of an hours schedule (the gym floor unless said) so they show full",
    request: jsonBody(blockRequestSchema),
    responses: { 201: jsonAnswer(blockBatchSchema, "Blocked") },
  },
  { 400: ["RANGE_TOO_LONG"], 404: ["SCHEDULE_NOT_FOUND"], 409: ["SCHEDULE_OFF"] },
);
const deleteBlocks = defineRoute(
  "settings",
  {
    method: "delete",
    path: "/admin/blocks/{batchId}",
    tags,
    summary: "Undo a mass fill (its schedule's slots only)",
    request: { params: batchParam },
    responses: { 200: jsonAnswer(z.object({ slots: z.number().int() }), "Undone") },
  },
  { 404: ["BLOCK_NOT_FOUND"] },
);

/** Admin tools of the calendar: capacity overrides, closures and mass fills. */
export function calendarRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getCapacity, async (c) =>
      c.json(
        await capacityOn(c.get("deps").database.db, { ...c.req.valid("param"), ...c.req.valid("query") }),
        200,
      ),
    )
    .openapi(putCapacity, async (c) => {
      const day = { ...c.req.valid("param"), ...c.req.valid("query") };
      const { capacity } = c.req.valid("json");
      return c.json(await setCapacity(c.get("deps"), { ...day, capacity, adminId: c.get("user").id }), 200);
    })
    .openapi(deleteCapacity, async (c) => {
      const day = { ...c.req.valid("param"), ...c.req.valid("query") };
      return c.json(await clearCapacity(c.get("deps"), day, c.get("user").id), 200);
    })
    .openapi(getClosures, async (c) => c.json(await listClosures(c.get("deps").database.db), 200))
    .openapi(postClosure, async (c) =>
      c.json(await addClosure(c.get("deps"), c.req.valid("json"), c.get("user").id), 201),
    )
    .openapi(deleteClosure, async (c) => {
      await removeClosure(c.get("deps"), c.req.valid("param").id, c.get("user").id);
      return c.body(null, 204);
    })
    .openapi(getBlocks, async (c) => c.json(await listBatches(c.get("deps").database.db), 200))
    .openapi(postBlocks, async (c) => {
      const range = c.req.valid("json");
      return c.json(
        await fillRange(c.get("deps").database.db, {
          ...range,
          adminId: c.get("user").id,
          now: c.get("deps").clock.now(),
        }),
        201,
      );
    })
    .openapi(deleteBlocks, async (c) =>
      c.json(await undoBatch(c.get("deps"), c.req.valid("param").batchId, c.get("user").id), 200),
    );
}
