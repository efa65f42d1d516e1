import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  locationCreateSchema,
  locationParamSchema,
  locationRowSchema,
  locationSettingsSchema,
} from "../../../shared/schemas/locations";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { listLocations, listOpenLocations } from "../../domain/locations";
import { firstCodeHook } from "../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { createLocation, updateLocation } from "./service";

const tags = ["locations"];

/** What the location form refuses with its own code (the first failing field's). */
const FORM_REFUSALS = ["LOCATION_TEXT_TOO_LONG", "LOCATION_MAP_URL"] as const;

const getLocations = defineRoute("public", {
  method: "get",
  path: "/locations",
  tags,
  summary:
    "The studio's open locations, in its order, with address and hours (empty name or address: the studio's own)",
  responses: { 200: jsonAnswer(z.array(locationRowSchema), "The open locations") },
});

const getAdminLocations = defineRoute("settings", {
  method: "get",
  path: "/admin/locations",
  tags,
  summary: "Every location, open or closed, in the studio's order",
  responses: { 200: jsonAnswer(z.array(locationRowSchema), "Every location") },
});

const postLocation = defineRoute(
  "settings",
  {
    method: "post",
    path: "/admin/locations",
    tags,
    summary: "Open a second place: its schedules, closures, packages and staff then name it",
    request: jsonBody(locationCreateSchema),
    responses: { 201: jsonAnswer(locationRowSchema, "Created") },
  },
  { 400: [...FORM_REFUSALS, "LOCATION_KEY_FORMAT", "FILL_ALL_FIELDS"], 409: ["LOCATION_KEY_TAKEN"] },
);

const putLocation = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/locations/{key}",
    tags,
    summary:
      "Rename, readdress, reorder or close a location (never deleted: its schedules and bookings keep naming it)",
    request: { params: locationParamSchema, ...jsonBody(locationSettingsSchema) },
    responses: { 200: jsonAnswer(locationRowSchema, "Saved") },
  },
  {
    400: [...FORM_REFUSALS, "LOCATION_NOT_FOUND"],
    404: ["LOCATION_NOT_FOUND"],
    409: ["LOCATION_LAST_ACTIVE"],
  },
);

/** The studio's locations as rows (decision 057): the public list and the owner's settings. */
export function locationRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook })
    .openapi(getLocations, async (c) => c.json(await listOpenLocations(c.get("deps").database.db), 200))
    .openapi(getAdminLocations, async (c) => c.json(await listLocations(c.get("deps").database.db), 200))
    .openapi(postLocation, async (c) =>
      c.json(await createLocation(staffWriter(c), c.req.valid("json")), 201),
    )
    .openapi(putLocation, async (c) =>
      c.json(await updateLocation(staffWriter(c), c.req.valid("param").key, c.req.valid("json")), 200),
    );
}
