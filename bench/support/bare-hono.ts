// The framework's own ceiling: Hono on @hono/node-server, one route answering what /api/live answers.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/api/live", (c) => c.json({ status: "ok" }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
