import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_OUT, CLIENT_STAMP, clientBuildState, sourcesHash, writeClientStamp } from "./client-build";

const INPUTS = ["src/client", "index.html"];
let root: string;

const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
/** What `npm start` does: a build (here: its index.html), then the stamp of the sources it read. */
const build = (index = "<script src=/assets/index-A.js>") => {
  const sources = sourcesHash(root, INPUTS);
  write(`${CLIENT_OUT}/index.html`, index);
  writeClientStamp(root, sources);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "client-build-"));
  write("index.html", "<div id=root>");
  write("src/client/main.tsx", "render()");
  write("src/client/app/HomePage.tsx", "home");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("clientBuildState: build at start only when the sources changed", () => {
  it("is missing on a fresh clone, and fresh right after a build", () => {
    expect(clientBuildState(root, INPUTS)).toBe("missing");
    build();
    expect(clientBuildState(root, INPUTS)).toBe("fresh");
    expect(clientBuildState(root, INPUTS)).toBe("fresh");
  });

  it("is stale when a file's content changes, and fresh again once rebuilt", () => {
    build();
    write("src/client/app/HomePage.tsx", "home, changed");
    expect(clientBuildState(root, INPUTS)).toBe("stale");
    build("<script src=/assets/index-B.js>");
    expect(clientBuildState(root, INPUTS)).toBe("fresh");
  });

  it("is stale when a file is added, removed or renamed", () => {
    build();
    write("src/client/app/New.tsx", "");
    expect(clientBuildState(root, INPUTS)).toBe("stale");
    fs.rmSync(path.join(root, "src/client/app/New.tsx"));
    expect(clientBuildState(root, INPUTS)).toBe("fresh");
    fs.renameSync(path.join(root, "src/client/main.tsx"), path.join(root, "src/client/entry.tsx"));
    expect(clientBuildState(root, INPUTS)).toBe("stale");
  });

  it("ignores files the build does not read", () => {
    build();
    write("src/server/main.ts", "server");
    write("README.md", "notes");
    expect(clientBuildState(root, INPUTS)).toBe("fresh");
  });

  it("sees a build made by hand from other sources, and a lost stamp or build", () => {
    build();
    write(`${CLIENT_OUT}/index.html`, "<script src=/assets/index-C.js>");
    expect(clientBuildState(root, INPUTS)).toBe("stale");
    build();
    fs.rmSync(path.join(root, CLIENT_STAMP));
    expect(clientBuildState(root, INPUTS)).toBe("missing");
    build();
    fs.rmSync(path.join(root, CLIENT_OUT), { recursive: true });
    expect(clientBuildState(root, INPUTS)).toBe("missing");
  });
});
