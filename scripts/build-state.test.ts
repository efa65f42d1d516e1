import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type BuildTarget,
  buildState,
  CLIENT_BUILD,
  CLIENT_OUT,
  CLIENT_STAMP,
  SERVER_BUILD,
  sourcesHash,
  writeStamp,
} from "./build-state";

const INPUTS = ["src/client", "index.html"];
const TARGET: BuildTarget = { ...CLIENT_BUILD, inputs: INPUTS };
const clientBuildState = (r: string) => buildState(r, TARGET);
let root: string;

const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
/** What `npm start` does: a build (here: its index.html), then the stamp of the sources it read. */
const build = (index = "<script src=/assets/index-A.js>") => {
  const sources = sourcesHash(root, INPUTS);
  write(`${CLIENT_OUT}/index.html`, index);
  writeStamp(root, TARGET, sources);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "client-build-"));
  write("index.html", "<div id=root>");
  write("src/client/main.tsx", "render()");
  write("src/client/app/HomePage.tsx", "home");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("buildState of the client: build at start only when the sources changed", () => {
  it("is missing on a fresh clone, and fresh right after a build", () => {
    expect(clientBuildState(root)).toBe("missing");
    build();
    expect(clientBuildState(root)).toBe("fresh");
    expect(clientBuildState(root)).toBe("fresh");
  });

  it("is stale when a file's content changes, and fresh again once rebuilt", () => {
    build();
    write("src/client/app/HomePage.tsx", "home, changed");
    expect(clientBuildState(root)).toBe("stale");
    build("<script src=/assets/index-B.js>");
    expect(clientBuildState(root)).toBe("fresh");
  });

  it("is stale when a file is added, removed or renamed", () => {
    build();
    write("src/client/app/New.tsx", "");
    expect(clientBuildState(root)).toBe("stale");
    fs.rmSync(path.join(root, "src/client/app/New.tsx"));
    expect(clientBuildState(root)).toBe("fresh");
    fs.renameSync(path.join(root, "src/client/main.tsx"), path.join(root, "src/client/entry.tsx"));
    expect(clientBuildState(root)).toBe("stale");
  });

  it("ignores files the build does not read", () => {
    build();
    write("src/server/main.ts", "server");
    write("README.md", "notes");
    expect(clientBuildState(root)).toBe("fresh");
  });

  it("sees a build made by hand from other sources, and a lost stamp or build", () => {
    build();
    write(`${CLIENT_OUT}/index.html`, "<script src=/assets/index-C.js>");
    expect(clientBuildState(root)).toBe("stale");
    build();
    fs.rmSync(path.join(root, CLIENT_STAMP));
    expect(clientBuildState(root)).toBe("missing");
    build();
    fs.rmSync(path.join(root, CLIENT_OUT), { recursive: true });
    expect(clientBuildState(root)).toBe("missing");
  });
});

describe("buildState of the server bundle", () => {
  const buildServer = (bundle = "export {}") => {
    const sources = sourcesHash(root, SERVER_BUILD.inputs);
    write(SERVER_BUILD.output, bundle);
    writeStamp(root, SERVER_BUILD, sources);
  };

  it("follows the server's and the shared sources, not the client's", () => {
    write("src/server/main.ts", "serve()");
    expect(buildState(root, SERVER_BUILD)).toBe("missing");
    buildServer();
    expect(buildState(root, SERVER_BUILD)).toBe("fresh");
    write("src/client/app/HomePage.tsx", "home, changed");
    expect(buildState(root, SERVER_BUILD)).toBe("fresh");
    write("src/shared/domain/rules.ts", "rules");
    expect(buildState(root, SERVER_BUILD)).toBe("stale");
    buildServer();
    write(SERVER_BUILD.output, "export const other = 1");
    expect(buildState(root, SERVER_BUILD)).toBe("stale");
  });
});

describe("npm start", () => {
  it("runs the server on the stock runtime: no Node or V8 flags, no restart of itself", () => {
    const start = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.start as string;
    expect(start).toBe("node scripts/start.mjs");
    expect(fs.readFileSync("scripts/start.mjs", "utf8")).not.toMatch(/execve/);
  });
});
