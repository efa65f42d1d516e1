// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { pendingList } from "./pending";

type W = { id: string; n: number };
const list = () => pendingList<W>(`test.${Math.random()}`, (w) => w.id);

describe("the offline queue", () => {
  afterEach(() => localStorage.clear());

  it("keeps writes per owner, in order; a newer write of the same id replaces the older", () => {
    const q = list();
    q.add("u1", { id: "a", n: 1 });
    q.add("u1", { id: "b", n: 1 });
    q.add("u1", { id: "a", n: 2 });
    q.add("u2", { id: "a", n: 9 });
    expect(q.read("u1")).toEqual([
      { id: "b", n: 1 },
      { id: "a", n: 2 },
    ]);
    expect(q.read("u2")).toEqual([{ id: "a", n: 9 }]);
  });

  it("sends in order; a refusal leaves with its id; no connection keeps the rest for later", async () => {
    const q = list();
    for (const id of ["a", "b", "c", "d"]) q.add("u1", { id, n: 0 });
    const sent: string[] = [];
    const result = await q.flush("u1", async (w) => {
      if (w.id === "b") throw new ApiError(409, "DATE_NOT_IN_PLAN");
      if (w.id === "c") throw new ApiError(0, "NETWORK");
      sent.push(w.id);
    });
    expect(sent).toEqual(["a"]);
    expect(result).toMatchObject({ sent: 1, offline: true, refused: [{ id: "b" }] });
    expect(q.read("u1").map((w) => w.id)).toEqual(["c", "d"]);

    // A server away (503) is no refusal either: kept.
    const again = await q.flush("u1", async () => {
      throw new ApiError(503, "DATABASE_UNAVAILABLE");
    });
    expect(again).toMatchObject({ sent: 0, offline: true, refused: [] });
    expect(q.read("u1")).toHaveLength(2);
  });

  it("two rounds at once send each write once", async () => {
    const q = list();
    q.add("u1", { id: "a", n: 0 });
    q.add("u1", { id: "b", n: 0 });
    const sent: string[] = [];
    const send = async (w: W) => {
      await new Promise((r) => setTimeout(r, 10));
      sent.push(w.id);
    };
    await Promise.all([q.flush("u1", send), q.flush("u1", send)]);
    expect(sent).toEqual(["a", "b"]);
    expect(q.read("u1")).toEqual([]);
  });
});
