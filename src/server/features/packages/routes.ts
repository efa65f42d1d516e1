import { OpenAPIHono } from "@hono/zod-openapi";
import {
  adminPackageListSchema,
  adminPackageSchema,
  packageIdParamSchema,
  packageInputSchema,
  packageListSchema,
} from "../../../shared/schemas/packages";
import { defineRoute, type RouteErrors } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import {
  createPackage,
  deletePackage,
  listAdminPackages,
  listPublicPackages,
  updatePackage,
} from "./service";

const noPackage = { 404: ["PACKAGE_NOT_FOUND"] } satisfies RouteErrors;
const body = jsonBody(packageInputSchema);

const listPublic = defineRoute("public", {
  method: "get",
  path: "/packages",
  tags: ["packages"],
  summary: "The package catalogue, sorted, with validity months, tier and mix",
  responses: { 200: jsonAnswer(packageListSchema, "Packages") },
});

const listAdmin = defineRoute("settings", {
  method: "get",
  path: "/admin/packages",
  tags: ["admin"],
  summary: "Every package (of every kind of credit, and nutrition) with its editable fields",
  responses: { 200: jsonAnswer(adminPackageListSchema, "Packages") },
});

/** A package grants a kind of credit that exists (decision 038), or nutrition, at locations that exist (057). */
const noKind = { 404: ["CREDIT_KIND_NOT_FOUND", "LOCATION_NOT_FOUND"] } satisfies RouteErrors;

const create = defineRoute(
  "settings",
  {
    method: "post",
    path: "/admin/packages",
    tags: ["admin"],
    summary: "Create a package (name and price required) of nutrition or of a kind of credit",
    request: body,
    responses: { 201: jsonAnswer(adminPackageSchema, "Created") },
  },
  noKind,
);

const update = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/packages/{id}",
    tags: ["admin"],
    summary: "Edit a package's name, price, sessions and weeks (never negative)",
    request: { params: packageIdParamSchema, ...body },
    responses: { 200: jsonAnswer(adminPackageSchema, "Saved") },
  },
  { 404: [...noPackage[404], ...noKind[404]] },
);

const remove = defineRoute(
  "settings",
  {
    method: "delete",
    path: "/admin/packages/{id}",
    tags: ["admin"],
    summary: "Delete a package; what members already hold does not change",
    request: { params: packageIdParamSchema },
    responses: { 204: { description: "Deleted" } },
  },
  noPackage,
);

export function packageRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(listPublic, async (c) => {
      return c.json({ packages: await listPublicPackages(c.get("deps").database.db) }, 200);
    })
    .openapi(listAdmin, async (c) => {
      return c.json({ packages: await listAdminPackages(c.get("deps").database.db) }, 200);
    })
    .openapi(create, async (c) => {
      return c.json(await createPackage(staffWriter(c), c.req.valid("json")), 201);
    })
    .openapi(update, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await updatePackage(staffWriter(c), id, c.req.valid("json")), 200);
    })
    .openapi(remove, async (c) => {
      await deletePackage(staffWriter(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
