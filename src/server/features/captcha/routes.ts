import { OpenAPIHono, z } from "@hono/zod-openapi";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";

const challenge = defineRoute("public", {
  method: "get",
  path: "/captcha/challenge",
  tags: ["system"],
  summary: "A fresh ALTCHA proof-of-work challenge for the robot check",
  responses: {
    200: {
      description: "The challenge",
      content: {
        "application/json": {
          schema: z.object({
            algorithm: z.string(),
            challenge: z.string(),
            maxnumber: z.number().optional(),
            salt: z.string(),
            signature: z.string(),
          }),
        },
      },
    },
  },
});

export function captchaRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(challenge, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.get("deps").captcha.challenge(), 200);
  });
}
