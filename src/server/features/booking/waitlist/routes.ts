import { OpenAPIHono } from "@hono/zod-openapi";
import { MEMBER_BOOKING_REFUSALS } from "../../../../shared/domain/booking-rules";
import { CLASS_BOOKING_REFUSALS } from "../../../../shared/domain/classes";
import { WAITLIST_JOIN_REFUSALS } from "../../../../shared/domain/waitlist";
import { idParamSchema } from "../../../../shared/schemas/booking";
import {
  adminWaitlistSchema,
  claimedSchema,
  joinedSchema,
  joinWaitlistSchema,
  leftSchema,
  memberWaitlistSchema,
  waitlistHistorySchema,
  waitlistQuerySchema,
} from "../../../../shared/schemas/waitlist";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { FAMILY_REFUSALS, memberSubject } from "../../../domain/family";
import { CONSENT_REFUSALS, requireGuardianConsent } from "../../../domain/guardian-consent";
import { assertStaffAtSchedule } from "../../../domain/staff-scope";
import { jsonAnswer, jsonBody } from "../../../platform/route-shapes";
import { claimOffer } from "./claim";
import { waitlistHistory } from "./history";
import { joinWaitlist, leaveWaitlist, memberWaitlist, waitingCounts, waitlistDate } from "./service";

const tags = ["waitlist"];

const getMine = defineRoute(
  "member",
  {
    method: "get",
    path: "/waitlist",
    tags,
    summary:
      "A date's full slots for the signed-in member (how many wait, whether they may join and why not) and their waiting places with positions",
    request: { query: waitlistQuerySchema },
    responses: { 200: jsonAnswer(memberWaitlistSchema, "The date's waitlists and the member's places") },
  },
  { 403: FAMILY_REFUSALS },
);

const postJoin = defineRoute(
  "member",
  {
    method: "post",
    path: "/waitlist",
    tags,
    summary: "Join a full slot's waitlist (no credit taken; booked automatically when a place frees)",
    request: jsonBody(joinWaitlistSchema),
    responses: { 201: jsonAnswer(joinedSchema, "Waiting; the position in line") },
  },
  {
    403: [...CONSENT_REFUSALS, ...FAMILY_REFUSALS],
    404: ["SCHEDULE_NOT_FOUND"],
    409: [...WAITLIST_JOIN_REFUSALS, "SCHEDULE_OFF"],
  },
);

const deleteLeave = defineRoute(
  "member",
  {
    method: "delete",
    path: "/waitlist/{id}",
    tags,
    summary: "Leave one's waiting place",
    request: { params: idParamSchema },
    responses: { 200: jsonAnswer(leftSchema, "Left") },
  },
  { 403: FAMILY_REFUSALS, 404: ["WAITLIST_ENTRY_NOT_FOUND"] },
);

const postClaim = defineRoute(
  "member",
  {
    method: "post",
    path: "/waitlist/{id}/claim",
    tags,
    summary:
      "Claim the place the late window offers (first to claim gets it, one session; 409 WAITLIST_OFFER_TAKEN when someone else took it: still in line)",
    request: { params: idParamSchema },
    responses: { 201: jsonAnswer(claimedSchema, "Booked") },
  },
  {
    403: [...CONSENT_REFUSALS, ...FAMILY_REFUSALS],
    404: ["WAITLIST_ENTRY_NOT_FOUND"],
    409: ["WAITLIST_OFFER_TAKEN", "WAITLIST_NO_OFFER", ...MEMBER_BOOKING_REFUSALS, ...CLASS_BOOKING_REFUSALS],
  },
);

const getHistory = defineRoute(
  "member",
  {
    method: "get",
    path: "/waitlist/history",
    tags,
    summary: "The member's waitlist history, newest first: promotions, offers, claims, skips, expiries",
    responses: { 200: jsonAnswer(waitlistHistorySchema, "The history") },
  },
  { 403: FAMILY_REFUSALS },
);

const getAdmin = defineRoute(
  "day",
  {
    method: "get",
    path: "/admin/waitlist",
    tags,
    summary: "How many wait in each slot of a date (today without a date)",
    request: { query: waitlistQuerySchema },
    responses: { 200: jsonAnswer(adminWaitlistSchema, "Waiting per slot") },
  },
  { 403: ["LOCATION_FORBIDDEN"] },
);

/** The waitlist: the member's view, join and leave; the desk's counts per slot. */
export function waitlistRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getMine, async (c) => {
      const deps = c.get("deps");
      const { schedule, date } = c.req.valid("query");
      c.header("Cache-Control", "no-store");
      return c.json(
        await memberWaitlist(deps, (await memberSubject(c)).id, { schedule, date: waitlistDate(deps, date) }),
        200,
      );
    })
    .openapi(postJoin, async (c) => {
      const deps = c.get("deps");
      const member = await memberSubject(c);
      await requireGuardianConsent(deps.database.db, deps, member);
      return c.json(await joinWaitlist(deps, member, c.req.valid("json")), 201);
    })
    .openapi(deleteLeave, async (c) =>
      c.json(await leaveWaitlist(c.get("deps"), await memberSubject(c), c.req.valid("param").id), 200),
    )
    .openapi(getHistory, async (c) =>
      c.json(await waitlistHistory(c.get("deps"), (await memberSubject(c)).id), 200),
    )
    .openapi(postClaim, async (c) => {
      const deps = c.get("deps");
      const member = await memberSubject(c);
      await requireGuardianConsent(deps.database.db, deps, member);
      return c.json(await claimOffer(deps, member, c.req.valid("param").id), 201);
    })
    .openapi(getAdmin, async (c) => {
      const deps = c.get("deps");
      const { schedule, date } = c.req.valid("query");
      await assertStaffAtSchedule(deps.database.db, c.get("user"), schedule);
      const day = waitlistDate(deps, date);
      return c.json({ schedule, date: day, slots: await waitingCounts(deps, { schedule, date: day }) }, 200);
    });
}
