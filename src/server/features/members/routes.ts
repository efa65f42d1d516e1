import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { deskBirthDateSchema } from "../../../shared/schemas/account";
import {
  accountSchema,
  balancesSchema,
  memberDetailsSchema,
  memberEditSchema,
  memberIdParamSchema,
  memberListQuerySchema,
  memberListSchema,
  memberLookupQuerySchema,
  memberLookupSchema,
  myAccountSchema,
  sessionAdjustSchema,
} from "../../../shared/schemas/members";
import { defineRoute, type RouteErrors } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { MEMBER_GONE } from "../../domain/live-member";
import { staffPlaces } from "../../domain/locations";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { setBirthDate } from "./birth-date";
import { lookupMembers } from "./lookup";
import { listMembers } from "./search";
import { adjustSessions, editMember, memberDetails, myAccount } from "./service";

const params = { params: memberIdParamSchema };
const noMember = { 404: MEMBER_GONE } satisfies RouteErrors;

const list = defineRoute(
  "credits",
  {
    method: "get",
    path: "/admin/members",
    tags: ["admin"],
    summary: "Active clients: filter, search by field (name, email, sessions, expiration) and page",
    request: { query: memberListQuerySchema },
    responses: { 200: jsonAnswer(memberListSchema, "One page of members") },
  },
  { 400: ["INVALID_SEARCH"] },
);

const lookup = defineRoute("day", {
  method: "get",
  path: "/admin/member-lookup",
  tags: ["admin"],
  summary: "The member picker: search by name, surname or e-mail (Greek without accents or case)",
  request: { query: memberLookupQuerySchema },
  responses: { 200: jsonAnswer(memberLookupSchema, "The matching members, by name") },
});

const details = defineRoute(
  "credits",
  {
    method: "get",
    path: "/admin/members/{id}",
    tags: ["admin"],
    summary: "A member's account, requests, ledger history and bookings",
    request: params,
    responses: { 200: jsonAnswer(memberDetailsSchema, "Details") },
  },
  noMember,
);

const birthDate = defineRoute(
  "credits",
  {
    method: "put",
    path: "/admin/members/{id}/birth-date",
    tags: ["admin"],
    summary:
      "Set or correct a member's date of birth (the member gives it once); answers the age, on the activity log",
    request: { ...params, ...jsonBody(deskBirthDateSchema) },
    responses: { 200: jsonAnswer(z.object({ age: z.number().int().nullable() }), "The member's age now") },
  },
  noMember,
);

const edit = defineRoute(
  "balances",
  {
    method: "put",
    path: "/admin/members/{id}",
    tags: ["admin"],
    summary: "Edit a member's sessions, expiries and package names (empty sessions become 0)",
    request: { ...params, ...jsonBody(memberEditSchema) },
    responses: { 200: jsonAnswer(accountSchema, "Saved") },
  },
  { 404: [...MEMBER_GONE, "CREDIT_KIND_NOT_FOUND"] },
);

const adjust = defineRoute(
  "credits",
  {
    method: "post",
    path: "/admin/members/{id}/sessions",
    tags: ["admin"],
    summary: "Plus or minus one session (never below 0)",
    request: { ...params, ...jsonBody(sessionAdjustSchema) },
    responses: { 200: jsonAnswer(balancesSchema, "New balances") },
  },
  { 404: [...MEMBER_GONE, "CREDIT_KIND_NOT_FOUND"], 409: ["SESSIONS_NEGATIVE"] },
);

const mine = defineRoute("member", {
  method: "get",
  path: "/me/account",
  tags: ["account"],
  summary: "The signed-in member's sessions, expiries, pending request and ledger history",
  responses: { 200: jsonAnswer(myAccountSchema, "Account") },
});

export function memberRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(list, async (c) => {
      const { database, clock, zone } = c.get("deps");
      return c.json(await listMembers(database.db, c.req.valid("query"), clock.now(), zone()), 200);
    })
    .openapi(lookup, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const items = await lookupMembers(database.db, c.req.valid("query"), clock.now(), zone());
      return c.json({ items }, 200);
    })
    .openapi(details, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const id = c.req.valid("param").id;
      const places = await staffPlaces(database.db, c.get("user"));
      return c.json(await memberDetails(database.db, id, zone(), clock.now(), places), 200);
    })
    .openapi(birthDate, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const answer = await setBirthDate(database.db, {
        userId: c.req.valid("param").id,
        birthDate: c.req.valid("json").birthDate,
        actorId: c.get("user").id,
        now: clock.now(),
        tz: zone(),
      });
      return c.json(answer, 200);
    })
    .openapi(edit, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const ctx = { actorId: c.get("user").id, now: clock.now(), tz: zone() };
      return c.json(await editMember(database.db, c.req.valid("param").id, c.req.valid("json"), ctx), 200);
    })
    .openapi(adjust, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(
        await adjustSessions(
          c.get("deps").database.db,
          id,
          c.req.valid("json"),
          c.get("user").id,
          c.get("deps").clock.now(),
        ),
        200,
      );
    })
    .openapi(mine, async (c) => {
      const { database, clock, zone } = c.get("deps");
      return c.json(await myAccount(database.db, c.get("user").id, zone(), clock.now()), 200);
    });
}
