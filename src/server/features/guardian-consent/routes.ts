import { OpenAPIHono } from "@hono/zod-openapi";
import {
  askGuardianSchema,
  guardianDecidedSchema,
  guardianDecisionSchema,
  guardianPageSchema,
  guardianTokenParamSchema,
  myConsentSchema,
} from "../../../shared/schemas/guardian-consent";
import { defineRoute } from "../../auth/guards";
import type { AppEnv, Deps } from "../../context";
import type { Tx } from "../../db/client";
import { askGuardian } from "../../domain/guardian-consent";
import { inTransaction } from "../../platform/after-commit";
import { firstCodeHook } from "../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { decideConsent, guardianPage, myConsent } from "./service";

const tags = ["guardian consent"];

const getMine = defineRoute("member", {
  method: "get",
  path: "/me/guardian-consent",
  tags,
  summary:
    "The member's age against the studio's minimum and consent ages, and their latest guardian's consent",
  responses: { 200: jsonAnswer(myConsentSchema, "Where the member stands") },
});

const postMine = defineRoute(
  "member",
  {
    method: "post",
    path: "/me/guardian-consent",
    tags,
    summary:
      "Name a parent's or guardian's e-mail: a link (valid 14 days) is mailed there and any earlier link stops working",
    request: jsonBody(askGuardianSchema),
    responses: { 200: jsonAnswer(myConsentSchema, "Asked") },
  },
  { 400: ["GUARDIAN_SELF", "INVALID_EMAIL"], 409: ["GUARDIAN_CONSENT_NOT_NEEDED"] },
);

const getLink = defineRoute(
  "public",
  {
    method: "get",
    path: "/guardian-consent/{token}",
    tags,
    summary: "The guardian's link: whose consent, what it covers (the terms' version) and where it stands",
    request: { params: guardianTokenParamSchema },
    responses: { 200: jsonAnswer(guardianPageSchema, "The consent asked") },
  },
  { 404: ["GUARDIAN_LINK_INVALID"] },
);

const postLink = defineRoute(
  "public",
  {
    method: "post",
    path: "/guardian-consent/{token}",
    tags,
    summary:
      "The guardian confirms or declines (within 14 days), or withdraws a consent given (the member's bookings to come are cancelled, credits back)",
    request: { params: guardianTokenParamSchema, ...jsonBody(guardianDecisionSchema) },
    responses: { 200: jsonAnswer(guardianDecidedSchema, "Decided") },
  },
  { 404: ["GUARDIAN_LINK_INVALID"], 409: ["GUARDIAN_LINK_INVALID"] },
);

/**
 * A guardian's consent for a member under the studio's consent age. The withdrawal's cancellation
 * of bookings belongs to the booking feature: it comes in from where the routes are mounted.
 */
export function guardianConsentRoutes(o: {
  cancelBookingsToCome: (tx: Tx, deps: Deps, userId: string) => Promise<number>;
}) {
  return new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook })
    .openapi(getMine, async (c) => {
      const deps = c.get("deps");
      return c.json(await myConsent(deps.database.db, deps, c.get("user")), 200);
    })
    .openapi(postMine, async (c) => {
      const deps = c.get("deps");
      const { guardianEmail } = c.req.valid("json");
      const me = c.get("user");
      await inTransaction(deps, (tx) => askGuardian(tx, deps, me.id, guardianEmail));
      return c.json(await myConsent(deps.database.db, deps, me), 200);
    })
    .openapi(getLink, async (c) => {
      const deps = c.get("deps");
      return c.json(await guardianPage(deps.database.db, deps, c.req.valid("param").token), 200);
    })
    .openapi(postLink, async (c) => {
      const deps = c.get("deps");
      const { token } = c.req.valid("param");
      const { decision } = c.req.valid("json");
      const answer = await inTransaction(deps, (tx) =>
        decideConsent(tx, deps, token, decision, (t, userId) => o.cancelBookingsToCome(t, deps, userId)),
      );
      return c.json(answer, 200);
    });
}
