import { OpenAPIHono } from "@hono/zod-openapi";
import {
  accountStateSchema,
  dataExportListSchema,
  dataExportsQuerySchema,
  deleteAccountSchema,
  profileSchema,
  remainingSessionsSchema,
} from "../../../shared/schemas/account";
import { memberIdParamSchema } from "../../../shared/schemas/members";
import { defineRoute } from "../../auth/guards";
import { consumePasswordCheck } from "../../auth/sign-in-limit";
import type { AppEnv } from "../../context";
import { MEMBER_GONE } from "../../domain/live-member";
import { AppError } from "../../platform/errors";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { listDataExports } from "./data-exports";
import {
  deactivatedAt,
  deactivateMember,
  deleteOwnAccount,
  exportPersonalData,
  exportStream,
  profileOf,
  reactivateMember,
  remainingSessions,
} from "./privacy";

const ok = { 204: { description: "Done" } };
const file = {
  200: {
    description:
      "Everything Kinisi holds about the member, one JSON file (an attachment), each feature's part under its key",
  },
};

const getMyData = defineRoute("member", {
  method: "get",
  path: "/me/data",
  tags: ["account"],
  summary: "Download my data: one JSON file, generated on request and recorded in the exports' audit",
  responses: file,
});

const getMyProfile = defineRoute("member", {
  method: "get",
  path: "/me/profile",
  tags: ["account"],
  summary: "The member's names, e-mail and language, for the account page's forms",
  responses: {
    200: jsonAnswer(profileSchema, "The profile"),
  },
});

const getMyRemaining = defineRoute("member", {
  method: "get",
  path: "/me/remaining-sessions",
  tags: ["account"],
  summary: "The sessions the member would lose by deleting the account",
  responses: {
    200: {
      description: "Remaining sessions",
      content: { "application/json": { schema: remainingSessionsSchema } },
    },
  },
});

const postDeleteMe = defineRoute(
  "member",
  {
    method: "post",
    path: "/me/delete",
    tags: ["account"],
    summary:
      "Delete my account: the e-mail typed again and the password; the account closes at once and its personal data is erased (decision 015)",
    request: jsonBody(deleteAccountSchema),
    responses: ok,
  },
  {
    400: ["CONFIRMATION_MISMATCH", "WRONG_PASSWORD", "FILL_ALL_FIELDS"],
    409: ["ADMIN_ACCOUNT", "FAMILY_CHOICE_REQUIRED"],
    429: ["RATE_LIMITED"],
  },
);

const getMemberData = defineRoute(
  "export",
  {
    method: "get",
    path: "/admin/members/{id}/data",
    tags: ["admin"],
    summary: "Export a member's data for an access request made at the desk (recorded in the exports' audit)",
    request: { params: memberIdParamSchema },
    responses: file,
  },
  { 404: MEMBER_GONE },
);

const getAccountState = defineRoute(
  "erase",
  {
    method: "get",
    path: "/admin/members/{id}/account-state",
    tags: ["admin"],
    summary: "Whether a member is deactivated (and since when)",
    request: { params: memberIdParamSchema },
    responses: {
      200: {
        description: "The account's state",
        content: { "application/json": { schema: accountStateSchema } },
      },
    },
  },
  { 404: MEMBER_GONE },
);

const postDeactivate = defineRoute(
  "erase",
  {
    method: "post",
    path: "/admin/members/{id}/deactivate",
    tags: ["admin"],
    summary: "Deactivate a member: no sign-in while deactivated, and their sessions end at once",
    request: { params: memberIdParamSchema },
    responses: ok,
  },
  { 404: MEMBER_GONE, 409: ["ADMIN_ACCOUNT"] },
);

const postReactivate = defineRoute(
  "erase",
  {
    method: "post",
    path: "/admin/members/{id}/reactivate",
    tags: ["admin"],
    summary: "Reactivate a deactivated member",
    request: { params: memberIdParamSchema },
    responses: ok,
  },
  { 404: MEMBER_GONE },
);

const getDataExports = defineRoute("export", {
  method: "get",
  path: "/admin/data-exports",
  tags: ["admin"],
  summary:
    "The exports' audit: the newest 200 data exports (optionally of one member), with whose data, who asked and why",
  request: { query: dataExportsQuerySchema },
  responses: {
    200: jsonAnswer(dataExportListSchema, "The exports, newest first"),
  },
});

const attachment = (day: string) => ({
  "Content-Type": "application/json; charset=utf-8",
  "Content-Disposition": `attachment; filename="kinisi-data-${day}.json"`,
  "Cache-Control": "no-store",
});

export function privacyRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getMyData, async (c) => {
      const { database, clock } = c.get("deps");
      const me = c.get("user");
      const now = clock.now();
      const exported = await exportPersonalData(database.db, me.id, {
        requestedBy: me.id,
        reason: "member",
        now,
      });
      return c.body(exportStream(exported, now), 200, attachment(now.toISOString().slice(0, 10)));
    })
    .openapi(getMyProfile, async (c) => {
      return c.json(await profileOf(c.get("deps").database.db, c.get("user").id), 200);
    })
    .openapi(getMyRemaining, async (c) => {
      return c.json(await remainingSessions(c.get("deps").database.db, c.get("user").id), 200);
    })
    .openapi(postDeleteMe, async (c) => {
      const { database, clock, auth, config, zone } = c.get("deps");
      // The password is checked here: limited like a sign-in, or a stolen session guesses it unbounded.
      const wait = await consumePasswordCheck(database.db, {
        userId: c.get("user").id,
        max: config.AUTH_RATE_LIMIT_MAX,
        now: clock.now(),
      });
      if (wait !== null) {
        c.header("Retry-After", String(wait));
        throw new AppError(429, "RATE_LIMITED", { retryAfter: wait });
      }
      await deleteOwnAccount({ db: database.db, auth }, c.get("user").id, c.req.valid("json"), {
        now: clock.now(),
        tz: zone(),
      });
      return c.body(null, 204);
    })
    .openapi(getMemberData, async (c) => {
      const { database, clock } = c.get("deps");
      const now = clock.now();
      const exported = await exportPersonalData(database.db, c.req.valid("param").id, {
        requestedBy: c.get("user").id,
        reason: "desk",
        now,
      });
      return c.body(exportStream(exported, now), 200, attachment(now.toISOString().slice(0, 10)));
    })
    .openapi(getDataExports, async (c) => {
      const items = await listDataExports(c.get("deps").database.db, c.req.valid("query").memberId);
      return c.json({ items }, 200);
    })
    .openapi(getAccountState, async (c) => {
      const at = await deactivatedAt(c.get("deps").database.db, c.req.valid("param").id);
      return c.json({ deactivatedAt: at?.toISOString() ?? null }, 200);
    })
    .openapi(postDeactivate, async (c) => {
      const { database, clock } = c.get("deps");
      await deactivateMember(database.db, c.req.valid("param").id, c.get("user").id, clock.now());
      return c.body(null, 204);
    })
    .openapi(postReactivate, async (c) => {
      const { database, clock } = c.get("deps");
      await reactivateMember(database.db, c.req.valid("param").id, c.get("user").id, clock.now());
      return c.body(null, 204);
    });
}
