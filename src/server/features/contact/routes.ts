import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  contactHandledSchema,
  contactMessageListSchema,
  contactReceivedSchema,
  contactRequestSchema,
} from "../../../shared/schemas/contact";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { listContactMessages, receiveContactMessage, setContactHandled } from "./service";

const postContact = defineRoute(
  "public",
  {
    method: "post",
    path: "/contact",
    tags: ["site"],
    summary: "Send a message to the studio (robot check in the x-captcha header; rate-limited per address)",
    request: {
      headers: z.object({ "x-captcha": z.string().max(2000).optional() }),
      ...jsonBody(contactRequestSchema),
    },
    responses: {
      201: {
        description: "Stored (and mailed)",
        content: { "application/json": { schema: contactReceivedSchema } },
      },
    },
  },
  { 400: ["CAPTCHA_REQUIRED"], 429: ["RATE_LIMITED"] },
);

const listMessages = defineRoute("desk", {
  method: "get",
  path: "/admin/contact-messages",
  tags: ["admin"],
  summary: "Received contact messages, newest first",
  request: { query: z.object({ filter: z.enum(["open", "handled", "all"]).default("all") }) },
  responses: {
    200: jsonAnswer(contactMessageListSchema, "Messages"),
  },
});

const patchMessage = defineRoute(
  "desk",
  {
    method: "patch",
    path: "/admin/contact-messages/{id}",
    tags: ["admin"],
    summary: "Mark a contact message handled (or not)",
    request: {
      params: z.object({ id: z.uuid() }),
      ...jsonBody(contactHandledSchema),
    },
    responses: { 204: { description: "Done" } },
  },
  { 404: ["CONTACT_MESSAGE_NOT_FOUND"] },
);

export function contactRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(postContact, async (c) => {
      const { language, ...message } = c.req.valid("json");
      const result = await receiveContactMessage(c.get("deps"), {
        message,
        language,
        captcha: c.req.valid("header")["x-captcha"],
        clientIp: c.get("clientIp"),
      });
      return c.json(result, 201);
    })
    .openapi(listMessages, async (c) => {
      const messages = await listContactMessages(c.get("deps").database.db, c.req.valid("query").filter);
      return c.json({ messages }, 200);
    })
    .openapi(patchMessage, async (c) => {
      const { database, clock } = c.get("deps");
      await setContactHandled(database.db, {
        id: c.req.valid("param").id,
        handled: c.req.valid("json").handled,
        adminId: c.get("user").id,
        now: clock.now(),
      });
      return c.body(null, 204);
    });
}
