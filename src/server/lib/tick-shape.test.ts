import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keepTickShape } from "./tick-shape";

const MODULE = path.resolve(import.meta.dirname, "tick-shape.ts");

/**
 * A process that queues ticks between full collections, as a server does between quiet spells,
 * then prints the state of each of `nextTick`'s literal stores (V8's own debug print): how many
 * are megamorphic, i.e. go through V8's runtime on every tick from then on.
 */
async function megamorphicStores(keep: boolean): Promise<number> {
  const script = `
    ${keep ? `await import(${JSON.stringify(MODULE)});` : ""}
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < 2000; i++) process.nextTick(() => {});
      await new Promise((resolve) => setImmediate(resolve));
      globalThis.gc();
    }
    %DebugPrint(process.nextTick);
  `;
  // V8 prints straight to the process's standard output, which Node makes non-blocking on a pipe:
  // a long print to a pipe loses its end, so it goes to a file.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-tick-shape-"));
  const out = path.join(dir, "print.txt");
  const fd = fs.openSync(out, "w");
  try {
    const child = spawn(
      process.execPath,
      ["--allow-natives-syntax", "--expose-gc", "--import", "tsx", "--input-type=module", "-e", script],
      { stdio: ["ignore", fd, "inherit"] },
    );
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(0);
  } finally {
    fs.closeSync(fd);
  }
  const stdout = fs.readFileSync(out, "utf8");
  fs.rmSync(dir, { recursive: true, force: true });
  const stores = stdout.match(/DefineKeyedOwnPropertyInLiteral \w+/g) ?? [];
  // The tick object's five keys: if V8 no longer prints them, this test must be looked at again.
  expect(stores.length).toBeGreaterThanOrEqual(5);
  return stores.filter((s) => s.endsWith("MEGAMORPHIC")).length;
}

describe("the shape of Node's tick objects (decision 043)", () => {
  it("keeps one tick object, the same on every call", () => {
    const kept = keepTickShape();
    expect(kept).toBeDefined();
    expect(kept).toHaveProperty("callback");
    expect(Object.getOwnPropertySymbols(kept)).not.toHaveLength(0);
    expect(keepTickShape()).toBe(kept);
  });

  it("without it, full collections between ticks turn nextTick's stores megamorphic", async () => {
    expect(await megamorphicStores(false)).toBeGreaterThan(0);
  }, 30_000);

  it("with it, the stores stay fast across the same collections", async () => {
    expect(await megamorphicStores(true)).toBe(0);
  }, 30_000);
});
