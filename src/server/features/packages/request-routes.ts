import { OpenAPIHono } from "@hono/zod-openapi";
import {
  approvalResultSchema,
  createRequestSchema,
  myRequestSchema,
  pendingRequestListSchema,
  requestIdParamSchema,
} from "../../../shared/schemas/packages";
import { defineRoute, type RouteErrors } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { FAMILY_REFUSALS, memberSubject } from "../../domain/family";
import { CONSENT_REFUSALS, requireGuardianConsent } from "../../domain/guardian-consent";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { approveRequest } from "./approval";
import { createRequest, listPendingRequests, rejectRequest } from "./requests";

/** Not there, or no longer pending (approved or rejected meanwhile). */
const noRequest = { 404: ["REQUEST_NOT_FOUND"] } satisfies RouteErrors;

const create = defineRoute(
  "member",
  {
    method: "post",
    path: "/package-requests",
    tags: ["packages"],
    summary: "Ask for a package (one pending request at a time: PENDING_EXISTS)",
    request: jsonBody(createRequestSchema),
    responses: { 201: jsonAnswer(myRequestSchema, "Pending approval") },
  },
  {
    403: [...CONSENT_REFUSALS, ...FAMILY_REFUSALS],
    404: ["PACKAGE_NOT_FOUND"],
    409: ["PENDING_EXISTS"],
  },
);

const listPending = defineRoute("packages", {
  method: "get",
  path: "/admin/package-requests",
  tags: ["admin"],
  summary: "Pending package requests (user, package, price)",
  responses: { 200: jsonAnswer(pendingRequestListSchema, "Pending requests") },
});

const approve = defineRoute(
  "packages",
  {
    method: "post",
    path: "/admin/package-requests/{id}/approve",
    tags: ["admin"],
    summary: "Approve a pending request: sets the member's package, sessions and expiry, e-mails the member",
    request: { params: requestIdParamSchema },
    responses: { 200: jsonAnswer(approvalResultSchema, "Approved") },
  },
  noRequest,
);

const reject = defineRoute(
  "packages",
  {
    method: "post",
    path: "/admin/package-requests/{id}/reject",
    tags: ["admin"],
    summary: "Reject a pending request",
    request: { params: requestIdParamSchema },
    responses: { 204: { description: "Rejected" } },
  },
  noRequest,
);

export function packageRequestRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(create, async (c) => {
      const { packageId } = c.req.valid("json");
      const deps = c.get("deps");
      const member = await memberSubject(c);
      await requireGuardianConsent(deps.database.db, deps, member);
      return c.json(await createRequest(deps.database.db, member.id, packageId), 201);
    })
    .openapi(listPending, async (c) => {
      return c.json({ requests: await listPendingRequests(c.get("deps").database.db) }, 200);
    })
    .openapi(approve, async (c) => {
      return c.json(await approveRequest(c.get("deps"), c.req.valid("param").id, c.get("user").id), 200);
    })
    .openapi(reject, async (c) => {
      const { database, clock } = c.get("deps");
      await rejectRequest(database.db, c.req.valid("param").id, c.get("user").id, clock.now());
      return c.body(null, 204);
    });
}
