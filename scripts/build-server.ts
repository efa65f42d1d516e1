import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/**
 * The server as one file (`dist/server/main.mjs`), for the tests and browser tests that start it
 * as a process many times (decision 028). Started through tsx, the server resolves some 3,000
 * modules (kysely's alone are 976) and spends about 10 s of CPU doing it; bundled, it starts in
 * about 4 s of CPU on the same data. Packages that find files of their own at run time (PGlite's
 * WebAssembly, sharp's native library, pino's worker, the API reference's page) stay outside.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_BUNDLE = path.join(ROOT, "dist/server/main.mjs");
/** The `npm run admin` command built the same way, for the tests that run it as a process. */
export const ADMIN_CLI_BUNDLE = path.join(ROOT, "dist/server/admin.mjs");
const ENTRIES: Record<string, string> = {
  [SERVER_BUNDLE]: "src/server/main.ts",
  [ADMIN_CLI_BUNDLE]: "src/server/cli/admin.ts",
};

const EXTERNAL = [
  "@electric-sql/pglite",
  "sharp",
  "pino",
  "pino-pretty",
  "pg-native",
  "@scalar/*",
  "@touch4it/ical-timezones",
];

/**
 * Builds the bundle (about a second); written whole or not at all, so a reader never sees half.
 * `entry` is the source it starts from: the server's, or for ADMIN_CLI_BUNDLE the admin command's.
 */
export async function buildServer(
  outfile = SERVER_BUNDLE,
  entry = ENTRIES[outfile] ?? ENTRIES[SERVER_BUNDLE]!,
): Promise<string> {
  const partial = `${outfile}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile: partial,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    external: EXTERNAL,
    logLevel: "warning",
    // CommonJS packages inside an ES module bundle call `require`.
    banner: {
      js: "import { createRequire as __kinisiRequire } from 'node:module'; const require = __kinisiRequire(import.meta.url);",
    },
  });
  fs.writeFileSync(partial, asciiSource(fs.readFileSync(partial, "utf8")));
  fs.renameSync(partial, outfile);
  if (entry === ENTRIES[SERVER_BUNDLE]) copyApiReferenceScript(path.dirname(outfile));
  return outfile;
}

/**
 * The API reference's browser script (`@scalar/api-reference`, a development package: the client's
 * tooling brings it) copied beside the server, which serves it from there
 * (`SCALAR_SCRIPT_FILE` in src/server/platform/api-docs.ts): the production install needs none of it.
 */
function copyApiReferenceScript(dir: string): void {
  const main = createRequire(import.meta.url).resolve("@scalar/api-reference");
  fs.copyFileSync(
    path.join(path.dirname(main), "browser", "standalone.js"),
    path.join(dir, "scalar-standalone.js"),
  );
}

/**
 * The bundle with every character outside ASCII written as its `\uXXXX` escape (esbuild escapes
 * strings and names, not comments or regular expressions). V8 keeps a module's source in memory for
 * as long as the server runs, at two bytes a character if a single one is outside Latin-1 (a Greek
 * letter in a comment): 9.3 MB for this bundle, against 4.7 ASCII (decision 040). An escape means the
 * same character in a string, a template, a regular expression or a name, and is plain text in a
 * comment.
 */
export function asciiSource(source: string): string {
  return source.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The operator's commands (`kinisi <command>` in the container image), built like the admin one. */
export const COMMANDS = ["admin", "backup", "restore", "restore-drill"];

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildServer();
  if (process.argv.includes("--commands")) {
    for (const c of COMMANDS)
      await buildServer(path.join(ROOT, `dist/server/${c}.mjs`), `src/server/cli/${c}.ts`);
  }
}
