import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { MEMBER_BOOKING_REFUSALS } from "../../../../shared/domain/booking-rules";
import { CLASS_BOOKING_REFUSALS } from "../../../../shared/domain/classes";
import type { StaffPlaces } from "../../../../shared/domain/locations";
import type { ErrorCode } from "../../../../shared/errors";
import { idParamSchema } from "../../../../shared/schemas/booking";
import { memberIdParamSchema } from "../../../../shared/schemas/members";
import {
  deskStandingRequestSchema,
  standingEndedSchema,
  standingListSchema,
  standingRequestSchema,
  standingViewSchema,
} from "../../../../shared/schemas/standing";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { standingBookings, user } from "../../../db/schema";
import { FAMILY_REFUSALS, memberSubject } from "../../../domain/family";
import { CONSENT_REFUSALS, requireGuardianConsent } from "../../../domain/guardian-consent";
import { liveMember, MEMBER_GONE } from "../../../domain/live-member";
import { assertStaffAtSchedule, staffView } from "../../../domain/staff-scope";
import { notFound } from "../../../platform/errors";
import { firstCodeHook } from "../../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../../platform/route-shapes";
import type { BookingDeps } from "../types";
import { closedWeeks } from "./closure";
import { createStanding, endStanding, standingViews } from "./service";

const tags = ["standing bookings"];

/** What making a standing booking may answer: its own rules, then its first week's booking refusals. */
const CREATE_REFUSALS: ErrorCode[] = [
  ...new Set<ErrorCode>([
    "SCHEDULE_OFF",
    "STANDING_NOT_ALLOWED",
    "STANDING_TOO_LONG",
    "STANDING_EXISTS",
    ...MEMBER_BOOKING_REFUSALS,
    ...CLASS_BOOKING_REFUSALS,
    "PLACE_TAKEN",
    "PLACE_OUT_OF_RANGE",
  ]),
];

const getStanding = defineRoute(
  "member",
  {
    method: "get",
    path: "/standing-bookings",
    tags,
    summary:
      "The member's running standing bookings, each with its booked weeks to come, and their weeks still to come that a closure cancelled",
    responses: { 200: jsonAnswer(standingListSchema, "The standing bookings") },
  },
  { 403: FAMILY_REFUSALS },
);

const postStanding = defineRoute(
  "member",
  {
    method: "post",
    path: "/standing-bookings",
    tags,
    summary:
      "Make a standing booking: the same slot or class every week from its first date, for some weeks, until a date or until the package ends; its first week is booked at once (one credit), the weeks after it on the studio's rolling horizon",
    request: jsonBody(standingRequestSchema),
    responses: { 201: jsonAnswer(standingViewSchema, "Made; its weeks booked so far") },
  },
  {
    400: ["STANDING_END_BEFORE_START", "SCHEDULE_NOT_FOUND"],
    403: [...CONSENT_REFUSALS, ...FAMILY_REFUSALS],
    404: ["SCHEDULE_NOT_FOUND"],
    409: CREATE_REFUSALS,
  },
);

const deleteStanding = defineRoute(
  "member",
  {
    method: "delete",
    path: "/standing-bookings/{id}",
    tags,
    summary:
      "End one's standing booking: no more weeks are booked, and the booked weeks still outside the cancel cutoff are cancelled with their credits back",
    request: { params: idParamSchema },
    responses: { 200: jsonAnswer(standingEndedSchema, "Ended") },
  },
  { 403: FAMILY_REFUSALS, 404: ["STANDING_NOT_FOUND"], 409: ["STANDING_ENDED"] },
);

const postDeskStanding = defineRoute(
  "desk",
  {
    method: "post",
    path: "/admin/standing-bookings",
    tags,
    summary:
      "The desk makes a standing booking for the member an e-mail names, checked by the member's own rules (decision 037)",
    request: jsonBody(deskStandingRequestSchema),
    responses: { 201: jsonAnswer(standingViewSchema, "Made; its weeks booked so far") },
  },
  {
    400: ["STANDING_END_BEFORE_START", "SCHEDULE_NOT_FOUND", "FILL_ALL_FIELDS"],
    403: ["LOCATION_FORBIDDEN"],
    404: [...MEMBER_GONE, "SCHEDULE_NOT_FOUND"],
    409: CREATE_REFUSALS,
  },
);

const getDeskStanding = defineRoute(
  "desk",
  {
    method: "get",
    path: "/admin/members/{id}/standing-bookings",
    tags,
    summary:
      "A member's running standing bookings, each with its booked weeks to come, and their weeks a closure cancelled (the desk's view)",
    request: { params: memberIdParamSchema },
    responses: { 200: jsonAnswer(standingListSchema, "The standing bookings") },
  },
  { 404: MEMBER_GONE },
);

const deleteDeskStanding = defineRoute(
  "desk",
  {
    method: "delete",
    path: "/admin/standing-bookings/{id}",
    tags,
    summary:
      "The desk ends a member's standing booking by the member's own rules: no more weeks, the booked weeks outside the cancel cutoff cancelled with their credits back (on the activity log)",
    request: { params: idParamSchema },
    responses: { 200: jsonAnswer(standingEndedSchema, "Ended") },
  },
  { 403: ["LOCATION_FORBIDDEN"], 404: ["STANDING_NOT_FOUND"], 409: ["STANDING_ENDED"] },
);

/**
 * A member's running standing bookings and the weeks still to come that a closure cancelled; for
 * staff at some places (decision 057), those of schedules held there only.
 */
async function standingList(deps: BookingDeps, userId: string, places: StaffPlaces = null) {
  return {
    standing: await standingViews(deps, { userId, places }),
    closed: await closedWeeks(deps, userId, places),
  };
}

/** Standing bookings (decision 037): the member's list, make and end; the desk's make, list and end. */
export function standingRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook })
    .openapi(getStanding, async (c) =>
      c.json(await standingList(c.get("deps"), (await memberSubject(c)).id), 200),
    )
    .openapi(postStanding, async (c) => {
      const me = await memberSubject(c);
      await requireGuardianConsent(c.get("deps").database.db, c.get("deps"), me);
      const view = await createStanding(c.get("deps"), {
        ...c.req.valid("json"),
        member: me,
        actorId: me.id,
      });
      return c.json(view, 201);
    })
    .openapi(deleteStanding, async (c) => {
      const me = await memberSubject(c);
      const ended = await endStanding(c.get("deps"), {
        id: c.req.valid("param").id,
        userId: me.id,
        actorId: me.id,
        by: "member",
      });
      return c.json(ended, 200);
    })
    .openapi(postDeskStanding, async (c) => {
      const deps = c.get("deps");
      const { email, ...req } = c.req.valid("json");
      await assertStaffAtSchedule(deps.database.db, c.get("user"), req.schedule);
      const [named] = await deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (!named) throw notFound("USER_NOT_FOUND");
      const member = await liveMember(deps.database.db, named.id);
      const view = await createStanding(deps, { ...req, member, actorId: c.get("user").id });
      return c.json(view, 201);
    })
    .openapi(getDeskStanding, async (c) => {
      const deps = c.get("deps");
      const member = await liveMember(deps.database.db, c.req.valid("param").id);
      const places = await staffView(deps.database.db, c.get("user"));
      return c.json(await standingList(deps, member.id, places), 200);
    })
    .openapi(deleteDeskStanding, async (c) => {
      const db = c.get("deps").database.db;
      const [series] = await db
        .select({ schedule: standingBookings.schedule })
        .from(standingBookings)
        .where(eq(standingBookings.id, c.req.valid("param").id));
      if (series) await assertStaffAtSchedule(db, c.get("user"), series.schedule);
      return c.json(
        await endStanding(c.get("deps"), {
          id: c.req.valid("param").id,
          actorId: c.get("user").id,
          by: "desk",
        }),
        200,
      );
    });
}
