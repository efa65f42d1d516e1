import { OpenAPIHono } from "@hono/zod-openapi";
import {
  feedCreatedSchema,
  feedParamSchema,
  myCalendarSchema,
  remindersBodySchema,
} from "../../../shared/schemas/calendar";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { errorBody } from "../../platform/errors";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { createFeed, deleteFeed, feedFor, myCalendar, setReminders } from "./service";

const tags = ["calendar"];

const getMine = defineRoute("member", {
  method: "get",
  path: "/calendar/me",
  tags,
  summary:
    "The member's reminder preference, whether their calendar feed is on, and the studio's reminder time",
  responses: { 200: jsonAnswer(myCalendarSchema, "The member's calendar settings") },
});

const putReminders = defineRoute("member", {
  method: "put",
  path: "/calendar/me/reminders",
  tags,
  summary: "Turn the reminder e-mails before each booking on or off",
  request: jsonBody(remindersBodySchema),
  responses: { 200: jsonAnswer(myCalendarSchema, "Saved") },
});

const postFeed = defineRoute("member", {
  method: "post",
  path: "/calendar/me/feed",
  tags,
  summary: "Make a new private calendar feed address (shown only now; the previous address stops working)",
  responses: { 201: jsonAnswer(feedCreatedSchema, "The new address") },
});

const deleteMyFeed = defineRoute("member", {
  method: "delete",
  path: "/calendar/me/feed",
  tags,
  summary: "Turn the calendar feed off (its address answers 404 from now on)",
  responses: { 200: jsonAnswer(myCalendarSchema, "Turned off") },
});

const getFeed = defineRoute(
  "public",
  {
    method: "get",
    path: "/calendar/feed/{file}",
    tags,
    summary:
      "A member's private calendar feed (`<token>.ics`, text/calendar): their upcoming bookings, for a phone's calendar app",
    request: { params: feedParamSchema },
    responses: { 200: { description: "The calendar (text/calendar)" } },
  },
  { 404: ["NOT_FOUND"] },
);

/** Reminders and the member's private calendar feed (decision 019); the reminder time is a studio rule (`booking/settings`). */
export function calendarFeedRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getMine, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await myCalendar(c.get("deps").database.db, c.get("user").id), 200);
    })
    .openapi(putReminders, async (c) =>
      c.json(
        await setReminders(c.get("deps").database.db, c.get("user").id, c.req.valid("json").reminders),
        200,
      ),
    )
    .openapi(postFeed, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await createFeed(c.get("deps"), c.get("user").id), 201);
    })
    .openapi(deleteMyFeed, async (c) =>
      c.json(await deleteFeed(c.get("deps").database.db, c.get("user").id), 200),
    )
    .openapi(getFeed, async (c) => {
      const ics = await feedFor(c.get("deps"), c.req.valid("param").file);
      c.header("Cache-Control", "private, no-store");
      if (ics === null) return c.json(errorBody("NOT_FOUND"), 404);
      return c.body(ics, 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Cache-Control": "private, max-age=900",
        "Referrer-Policy": "no-referrer",
      });
    });
}
