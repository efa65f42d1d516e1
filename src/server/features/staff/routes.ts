import { OpenAPIHono, z } from "@hono/zod-openapi";
import { tokenSchema } from "../../../shared/schemas/account";
import { staffPlacesSchema } from "../../../shared/schemas/locations";
import { myPlacesSchema, staffMemberSchema } from "../../../shared/schemas/staff";
import {
  acceptInvitationSchema,
  invitationSchema,
  invitationViewSchema,
  inviteSchema,
} from "../../../shared/schemas/staff-invitations";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { staffPlaces } from "../../domain/locations";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import {
  acceptInvitation,
  inviteStaff,
  pendingInvitations,
  viewInvitation,
  withdrawInvitation,
} from "./invitations";
import { listStaff, setStaffLocations } from "./places";

const tags = ["staff"];
const REFUSED_LINK = ["INVITATION_EXPIRED", "INVITATION_WITHDRAWN", "INVITATION_USED"] as const;

const getInvitations = defineRoute("people", {
  method: "get",
  path: "/admin/staff-invitations",
  tags,
  summary: "The invitations of staff neither withdrawn nor accepted (an expired one says so)",
  responses: { 200: jsonAnswer(z.array(invitationSchema), "Pending invitations") },
});

const postInvitation = defineRoute(
  "people",
  {
    method: "post",
    path: "/admin/staff-invitations",
    tags,
    summary:
      "The owner invites a trainer or front desk by e-mail: a link valid 7 days to set a name and password",
    request: jsonBody(inviteSchema),
    responses: { 201: jsonAnswer(invitationSchema, "Invited") },
  },
  { 400: ["INVALID_EMAIL"], 409: ["INVITATION_ACCOUNT_EXISTS"] },
);

const deleteInvitation = defineRoute(
  "people",
  {
    method: "delete",
    path: "/admin/staff-invitations/{id}",
    tags,
    summary: "Withdraw a pending invitation: its link is refused from then on",
    request: { params: z.object({ id: z.uuid() }) },
    responses: { 204: { description: "Withdrawn" } },
  },
  { 404: ["INVITATION_NOT_FOUND"] },
);

const getInvitation = defineRoute(
  "public",
  {
    method: "get",
    path: "/staff-invitations/{token}",
    tags,
    summary: "What an invitation's link opens: the address, the role and the studio",
    request: { params: z.object({ token: tokenSchema }) },
    responses: { 200: jsonAnswer(invitationViewSchema, "The invitation") },
  },
  { 404: ["INVITATION_NOT_FOUND"], 409: [...REFUSED_LINK] },
);

const postAccept = defineRoute(
  "public",
  {
    method: "post",
    path: "/staff-invitations/accept",
    tags,
    summary: "The invitee's name and password: the account is made with the invited role",
    request: jsonBody(acceptInvitationSchema),
    responses: { 200: jsonAnswer(z.object({ email: z.string() }), "The account is ready") },
  },
  {
    400: ["FILL_ALL_FIELDS", "PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"],
    404: ["INVITATION_NOT_FOUND"],
    409: [...REFUSED_LINK, "INVITATION_ACCOUNT_EXISTS"],
  },
);

const getStaff = defineRoute("people", {
  method: "get",
  path: "/admin/staff",
  tags,
  summary:
    "The staff accounts (owners, trainers, front desk), each with the locations it works at (none: every one)",
  responses: { 200: jsonAnswer(z.array(staffMemberSchema), "The staff") },
});

const putStaffPlaces = defineRoute(
  "people",
  {
    method: "put",
    path: "/admin/staff/{id}/locations",
    tags,
    summary:
      "The owner sets the locations a trainer or front desk account works at (none: every location); it then sees and acts only there",
    request: { params: z.object({ id: z.string().min(1).max(100) }), ...jsonBody(staffPlacesSchema) },
    responses: { 200: jsonAnswer(staffMemberSchema, "Where the account works") },
  },
  { 404: ["USER_NOT_FOUND", "ACCOUNT_ERASED", "LOCATION_NOT_FOUND"], 409: ["LOCATION_STAFF_ONLY"] },
);

const getMyPlaces = defineRoute("day", {
  method: "get",
  path: "/admin/my-locations",
  tags,
  summary: "The locations the signed-in staff member works at (null: every location)",
  responses: { 200: jsonAnswer(myPlacesSchema, "Where I work") },
});

/** The owner's staff: the list with each account's locations (decision 057), invitations and the invitee's page (decision 051). */
export function staffRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getStaff, async (c) => c.json(await listStaff(c.get("deps").database.db), 200))
    .openapi(putStaffPlaces, async (c) => {
      const { database, clock } = c.get("deps");
      const placed = await setStaffLocations(
        database.db,
        c.req.valid("param").id,
        c.req.valid("json").locations,
        { actorId: c.get("user").id, now: clock.now() },
      );
      return c.json(placed, 200);
    })
    .openapi(getMyPlaces, async (c) =>
      c.json({ locations: await staffPlaces(c.get("deps").database.db, c.get("user")) }, 200),
    )
    .openapi(getInvitations, async (c) => {
      const { database, clock } = c.get("deps");
      return c.json(await pendingInvitations(database.db, clock.now()), 200);
    })
    .openapi(postInvitation, async (c) =>
      c.json(await inviteStaff(c.get("deps"), c.get("user").id, c.req.valid("json")), 201),
    )
    .openapi(deleteInvitation, async (c) => {
      await withdrawInvitation(staffWriter(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(getInvitation, async (c) =>
      c.json(await viewInvitation(c.get("deps"), c.req.valid("param").token), 200),
    )
    .openapi(postAccept, async (c) =>
      c.json(await acceptInvitation(c.get("deps"), c.req.valid("json")), 200),
    );
}
