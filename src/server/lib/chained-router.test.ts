import { type Context, type ErrorHandler, Hono, type MiddlewareHandler } from "hono";
import { RegExpRouter } from "hono/router/reg-exp-router";
import type { H, RouterRoute } from "hono/types";
import { describe, expect, it } from "vitest";
import { ChainedRouter } from "./chained-router";

const onError: ErrorHandler = (err, c) => c.text(`error: ${err.message}`, 500);

/** The same app on Hono's own dispatch (RegExpRouter and its compose) or on the chained router. */
function appOn(kind: "hono" | "chained") {
  const router =
    kind === "chained" ? new ChainedRouter<[H, RouterRoute]>(onError) : new RegExpRouter<[H, RouterRoute]>();
  const app = new Hono({ router });
  app.onError(onError);
  const seen: string[] = [];
  // An app-wide layer that works before and after the rest, as the front does.
  app.use("*", async (c, next) => {
    seen.push("front in");
    await next();
    seen.push(`front out ${c.res.status}`);
    c.header("x-front", "1");
  });
  const syncGuard: MiddlewareHandler = (_c, next) => next();
  app.get("/live", syncGuard, (c) => c.json({ status: "ok" }));
  app.get("/slow", async (c) => {
    await new Promise((r) => setTimeout(r, 1));
    return c.text("slow");
  });
  app.get("/throws", syncGuard, () => {
    throw new Error("at once");
  });
  app.get("/rejects", async () => {
    await Promise.resolve();
    throw new Error("later");
  });
  app.get("/guard-throws", () => {
    throw new Error("guard");
  });
  app.get("/twice", async (_c, next) => {
    await next();
    await next();
  });
  app.get("/past-the-end", (_c, next) => next());
  app.get("/nothing", (() => undefined) as unknown as MiddlewareHandler);
  app.use("/members/:member/*", async (c, next) => {
    c.header("x-member", c.req.param("member"));
    await next();
  });
  app.get("/members/:member/notes/:note", (c) => c.text(`${c.req.param("member")}/${c.req.param("note")}`));
  return { app, seen };
}

const text = async (res: Response | Promise<Response>) => {
  const r = await res;
  return { status: r.status, body: await r.text(), front: r.headers.get("x-front") };
};

describe.each(["hono", "chained"] as const)("the matched handlers, on %s dispatch", (kind) => {
  it("run in order, each layer after the inner ones, on a read answered at once and on a slow one", async () => {
    const { app, seen } = appOn(kind);
    expect(await text(app.request("/live"))).toEqual({ status: 200, body: '{"status":"ok"}', front: "1" });
    expect(await text(app.request("/slow"))).toEqual({ status: 200, body: "slow", front: "1" });
    expect(seen).toEqual(["front in", "front out 200", "front in", "front out 200"]);
  });

  it("give an error to the error handler at its layer: the front still sees the answer and puts its header", async () => {
    const { app, seen } = appOn(kind);
    for (const path of ["/throws", "/rejects", "/guard-throws"]) {
      const res = await text(app.request(path));
      expect(res.status).toBe(500);
      expect(res.front).toBe("1");
    }
    expect(seen.filter((s) => s.startsWith("front out"))).toEqual([
      "front out 500",
      "front out 500",
      "front out 500",
    ]);
    expect((await text(app.request("/throws"))).body).toBe("error: at once");
  });

  it("refuse a second next(), answer not found past the last handler, and fail an answer never made", async () => {
    const { app } = appOn(kind);
    expect(await text(app.request("/twice"))).toMatchObject({
      status: 500,
      body: "error: next() called multiple times",
    });
    expect(await text(app.request("/past-the-end"))).toMatchObject({ status: 404, front: "1" });
    expect((await text(app.request("/nothing"))).status).toBe(500);
    expect((await text(app.request("/nowhere"))).status).toBe(404);
  });

  it("give every handler its parameters by name", async () => {
    const { app } = appOn(kind);
    const res = await app.request("/members/m1/notes/n2");
    expect(await res.text()).toBe("m1/n2");
    expect(res.headers.get("x-member")).toBe("m1");
  });

  it("answer HEAD as GET without a body", async () => {
    const { app } = appOn(kind);
    const res = await app.request("/live", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });
});

describe("the chained router (decision 043)", () => {
  it("hands a request answered at once back at once, not as a promise", async () => {
    const withLayers = (router?: ChainedRouter<[H, RouterRoute]>) => {
      const app = new Hono(router ? { router } : {});
      // Layers that answer without waiting, as the front and the input guard do on a plain read.
      app.use("*", (_c, next) => next());
      app.get(
        "/live",
        (_c, next) => next(),
        (c) => c.json({ status: "ok" }),
      );
      return app;
    };
    const chained = withLayers(new ChainedRouter(onError)).fetch(new Request("http://x/live"));
    expect(chained).toBeInstanceOf(Response);
    expect(await (chained as Response).json()).toEqual({ status: "ok" });
    // Hono's own compose makes every layer wait a turn.
    expect(withLayers().fetch(new Request("http://x/live"))).toBeInstanceOf(Promise);
  });

  it("makes one chain per set of matched handlers, kept across requests", () => {
    const router = new ChainedRouter<[H, RouterRoute]>(onError);
    const route = { basePath: "/", path: "*", method: "ALL", handler: () => {} } as unknown as RouterRoute;
    const h = ((_c: Context, next: () => Promise<void>) => next()) as unknown as H;
    router.add("ALL", "*", [h, route]);
    router.add("GET", "/a/:id", [h, route]);
    const [first] = router.match("GET", "/a/1");
    const [again] = router.match("GET", "/a/2");
    expect(first).toHaveLength(1);
    expect(again[0]).toBe(first[0]);
  });
});
