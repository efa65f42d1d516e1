import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { studioToday } from "../../../shared/domain/schedule";
import { Browser, codeOf, newMember, signedInAdmin, socketServer } from "../../test/socket";

/**
 * The coaching loop's guards on the running server: nobody signed in is refused every
 * route, a member is refused the coach's routes and another member's log, the coach reads the
 * member's log and page; a set sent twice over the socket is stored once.
 */
const s = socketServer();

describe("the coaching routes on the running server", () => {
  it("are guarded: visitors 401, members 403 on the coach's routes and 404 on another's set; staff read", async () => {
    const anna = await newMember(s.server);
    const vicky = await newMember(s.server);
    const admin = await signedInAdmin(s.server);
    const today = studioToday(new Date(), "Europe/Athens");
    const log = { id: crypto.randomUUID(), date: today, programId: null, dayKey: "monday" };
    const setId = crypto.randomUUID();
    const body = {
      log,
      position: 0,
      exerciseId: null,
      exerciseName: "Plank",
      setNumber: 1,
      reps: null,
      weightKg: null,
      seconds: 45,
    };

    const visitor = new Browser(s.server);
    for (const [method, path] of [
      ["GET", "/api/me/training"],
      ["GET", "/api/me/progress"],
      ["GET", "/api/me/measurements"],
      ["GET", `/api/admin/workout-logs?userId=${anna.id}`],
      ["GET", "/api/admin/coaching"],
    ] as const) {
      const res = await visitor.request(method, path);
      expect([path, res.status, codeOf(res)]).toEqual([path, 401, "UNAUTHORIZED"]);
    }
    expect((await visitor.put(`/api/me/workout-sets/${setId}`, body)).status).toBe(401);

    // Sent twice (a retried request): stored once.
    expect((await anna.browser.put(`/api/me/workout-sets/${setId}`, body)).status).toBe(200);
    expect((await anna.browser.put(`/api/me/workout-sets/${setId}`, body)).status).toBe(200);
    const mine = await anna.browser.get<{ logs: { sets: unknown[] }[] }>("/api/me/training");
    expect(mine.body.logs.flatMap((l) => l.sets)).toHaveLength(1);

    // Vicky: not Anna's set, not the coach's routes.
    const overwrite = await vicky.browser.put(`/api/me/workout-sets/${setId}`, {
      ...body,
      log: { ...log, id: crypto.randomUUID() },
    });
    expect([overwrite.status, codeOf(overwrite)]).toEqual([404, "WORKOUT_LOG_NOT_FOUND"]);
    for (const path of [
      `/api/admin/workout-logs?userId=${anna.id}`,
      "/api/admin/coaching",
      `/api/admin/coaching/members/${anna.id}`,
    ]) {
      const res = await vicky.browser.get(path);
      expect([path, res.status, codeOf(res)]).toEqual([path, 403, "FORBIDDEN"]);
    }
    // A write from another site is refused before anything else.
    const foreign = await anna.browser.put(`/api/me/workout-sets/${crypto.randomUUID()}`, body, {
      origin: "https://evil.example",
    });
    expect([foreign.status, codeOf(foreign)]).toEqual([403, "CROSS_ORIGIN_REFUSED"]);

    // The coach reads Anna's log and page.
    const logs = await admin.get<{ logs: { id: string }[] }>(`/api/admin/workout-logs?userId=${anna.id}`);
    expect(logs.body.logs.map((l) => l.id)).toEqual([log.id]);
    const page = await admin.get<{ member: { email: string }; logs: unknown[] }>(
      `/api/admin/coaching/members/${anna.id}`,
    );
    expect([page.status, page.body.member.email, page.body.logs.length]).toEqual([200, anna.email, 1]);
  }, 120_000);
});
