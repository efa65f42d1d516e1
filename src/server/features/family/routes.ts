import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import {
  addDependantSchema,
  dependantSignInSchema,
  deskFamilySchema,
  familyBookingsSchema,
  familySchema,
  removedDependantSchema,
} from "../../../shared/schemas/family";
import { memberIdParamSchema } from "../../../shared/schemas/members";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { liveMember, MEMBER_GONE } from "../../domain/live-member";
import { firstCodeHook } from "../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { removeDependant } from "./remove";
import { addDependant, deskFamily, familyBookings, familyOf, giveSignIn } from "./service";

const tags = ["family"];

const getFamily = defineRoute("member", {
  method: "get",
  path: "/family",
  tags,
  summary: "The signed-in adult's dependants (age, whether they can sign in) and the studio's two ages",
  responses: { 200: jsonAnswer(familySchema, "The family") },
});

const postDependant = defineRoute(
  "member",
  {
    method: "post",
    path: "/family/dependants",
    tags,
    summary:
      "An adult adds a dependant under the consent age (names, date of birth): a member without a sign-in, for whom the adult books, buys and answers questionnaires (`?forMember=`)",
    request: jsonBody(addDependantSchema),
    responses: { 201: jsonAnswer(z.object({ id: z.string() }), "Added") },
  },
  {
    400: ["FAMILY_DEPENDANT_ADULT", "BIRTH_DATE_INVALID", "FILL_ALL_FIELDS"],
    403: ["FAMILY_GUARDIAN_NOT_ADULT"],
    409: ["FAMILY_DEPENDANTS_MAX"],
  },
);

const postSignIn = defineRoute(
  "member",
  {
    method: "post",
    path: "/family/dependants/{id}/sign-in",
    tags,
    summary:
      "Give a dependant at or over the minimum age a sign-in of their own: a link to choose a password is mailed to the address given",
    request: { params: memberIdParamSchema, ...jsonBody(dependantSignInSchema) },
    responses: { 200: jsonAnswer(familySchema, "The family after") },
  },
  {
    400: ["INVALID_EMAIL"],
    404: ["USER_NOT_FOUND"],
    409: ["FAMILY_SIGN_IN_TOO_YOUNG", "FAMILY_SIGN_IN_EXISTS", "FAMILY_EMAIL_TAKEN"],
  },
);

const deleteDependant = defineRoute(
  "member",
  {
    method: "delete",
    path: "/family/dependants/{id}",
    tags,
    summary:
      "Remove a dependant: one with a sign-in of their own stays a member of their own; one without is erased, only with no bookings to come and no sessions left",
    request: { params: memberIdParamSchema },
    responses: { 200: jsonAnswer(removedDependantSchema, "Removed, and the family after") },
  },
  { 404: ["USER_NOT_FOUND"], 409: ["FAMILY_REMOVE_HAS_BOOKINGS", "FAMILY_REMOVE_HAS_CREDITS"] },
);

const getBookings = defineRoute("member", {
  method: "get",
  path: "/family/bookings",
  tags,
  summary: "The dependants' bookings to come, listed beside the adult's own",
  responses: { 200: jsonAnswer(familyBookingsSchema, "Bookings") },
});

const getDeskFamily = defineRoute(
  "credits",
  {
    method: "get",
    path: "/admin/members/{id}/family",
    tags,
    summary: "A member's family link: their guardian, or their dependants with their ages",
    request: { params: memberIdParamSchema },
    responses: { 200: jsonAnswer(deskFamilySchema, "The family link") },
  },
  { 404: MEMBER_GONE },
);

/** Family accounts: an adult's dependants, their sign-in, their bookings; the desk's view. */
export function familyRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook })
    .openapi(getFamily, async (c) => {
      const deps = c.get("deps");
      return c.json(await familyOf(deps.database.db, deps, c.get("user").id), 200);
    })
    .openapi(postDependant, async (c) =>
      c.json(await addDependant(c.get("deps"), c.get("user").id, c.req.valid("json")), 201),
    )
    .openapi(postSignIn, async (c) => {
      const deps = c.get("deps");
      const guardianId = c.get("user").id;
      await giveSignIn(deps, guardianId, c.req.valid("param").id, c.req.valid("json").email);
      return c.json(await familyOf(deps.database.db, deps, guardianId), 200);
    })
    .openapi(deleteDependant, async (c) => {
      const deps = c.get("deps");
      const guardianId = c.get("user").id;
      const removed = await removeDependant(deps, guardianId, c.req.valid("param").id);
      return c.json({ removed, family: await familyOf(deps.database.db, deps, guardianId) }, 200);
    })
    .openapi(getBookings, async (c) => {
      const deps = c.get("deps");
      return c.json(await familyBookings(deps.database.db, deps, c.get("user").id), 200);
    })
    .openapi(getDeskFamily, async (c) => {
      const deps = c.get("deps");
      const { id } = c.req.valid("param");
      await liveMember(deps.database.db, id);
      return c.json(await deskFamily(deps.database.db, deps, id), 200);
    });
}
