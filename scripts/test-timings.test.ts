import { describe, expect, it } from "vitest";
import { slowestFirst } from "./test-timings";

describe("the test files' order", () => {
  it("starts the slowest of the last run first, and a file without a time before them", () => {
    const files = ["a.test.ts", "b.test.ts", "c.test.ts", "new.test.ts"].map((f) => `${process.cwd()}/${f}`);
    const order = slowestFirst(files, (f) => f, { "a.test.ts": 100, "b.test.ts": 9000, "c.test.ts": 500 });
    expect(order.map((f) => f.split("/").pop())).toEqual([
      "new.test.ts",
      "b.test.ts",
      "c.test.ts",
      "a.test.ts",
    ]);
  });
});
