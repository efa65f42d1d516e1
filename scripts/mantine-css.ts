/**
 * The Mantine stylesheet the client needs, and nothing more (decision 041): the styles of
 * the @mantine/core components the client's code reaches, instead of the whole `styles.css` (295
 * KB for some hundred components, parsed on every page load). Found by walking Mantine's own ES
 * modules from the names the client imports: every `X.module.mjs` reached is a component whose
 * classes can be drawn, and its stylesheet is `@mantine/core/styles/X.css` (the three global sheets
 * come first). Written in the order of `styles.css`, so that one component's rules override
 * another's as they do there.
 *
 *   npx tsx scripts/mantine-css.ts   # rewrites src/client/app/mantine.css
 *
 * `scripts/mantine-css.test.ts` fails when the file is not what this would write (a component was
 * added to the client without its styles, or one left).
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.join(import.meta.dirname, "..");
const MODULES = path.join(ROOT, "node_modules/@mantine");
/** The packages whose components the client imports; their own stylesheets are imported whole. */
const PACKAGES = ["core", "notifications", "charts"] as const;
const GLOBAL_SHEETS = ["baseline", "default-css-variables", "global"];
export const MANTINE_CSS = path.join(ROOT, "src/client/app/mantine.css");

/** `import { A, type B, C as D } from "x"` and `export { … } from "x"`: the module and the names. */
const IMPORTS =
  /(?:import|export)\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']|import\s*["']([^"']+)["']/g;
const DEFAULT_IMPORT = /import\s+[A-Za-z_$][\w$]*\s+from\s*["']([^"']+)["']/g;

function namesOf(list: string): string[] {
  return list
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith("type "))
    .map((s) => s.split(/\s+as\s+/)[0]!.trim());
}

/** The file of each name a package's index exports. */
const indexCache = new Map<string, Map<string, string>>();
function exportsOf(pkg: string): Map<string, string> {
  let found = indexCache.get(pkg);
  if (found) return found;
  found = new Map();
  const index = path.join(MODULES, pkg, "esm/index.mjs");
  for (const m of fs.readFileSync(index, "utf8").matchAll(IMPORTS)) {
    if (!m[2]?.startsWith(".")) continue;
    for (const name of namesOf(m[1]!)) found.set(name, path.resolve(path.dirname(index), m[2]));
  }
  indexCache.set(pkg, found);
  return found;
}

/** The client's source files that ship (not its tests). */
function clientSources(dir = path.join(ROOT, "src/client")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "test" ? [] : clientSources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The names of a Mantine package that `source` imports, as files to start from. */
function mantineImports(source: string): string[] {
  const files: string[] = [];
  for (const m of source.matchAll(IMPORTS)) {
    const pkg = /^@mantine\/([a-z]+)$/.exec(m[2] ?? "")?.[1];
    if (!pkg || !(PACKAGES as readonly string[]).includes(pkg)) continue;
    for (const name of namesOf(m[1]!)) {
      const file = exportsOf(pkg).get(name);
      if (file) files.push(file);
    }
  }
  return files;
}

/** The @mantine/core stylesheets (names in `styles/`) of every component the client's code reaches. */
export function neededSheets(): string[] {
  const seen = new Set<string>();
  const queue = clientSources().flatMap((f) => mantineImports(fs.readFileSync(f, "utf8")));
  const sheets = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const module = /@mantine\/core\/esm\/.*\/([^/]+)\.module\.mjs$/.exec(file);
    if (module) sheets.add(module[1]!);
    const text = fs.readFileSync(file, "utf8");
    queue.push(...mantineImports(text));
    for (const m of [...text.matchAll(IMPORTS), ...text.matchAll(DEFAULT_IMPORT)]) {
      const spec = m[2] ?? m[3] ?? m[1];
      if (spec?.startsWith(".")) queue.push(path.resolve(path.dirname(file), spec));
    }
  }
  // Where each sheet's rules start in the whole stylesheet: the order to keep.
  const whole = fs.readFileSync(path.join(MODULES, "core/styles.css"), "utf8");
  const at = (name: string) => {
    const own = fs.readFileSync(path.join(MODULES, "core/styles", `${name}.css`), "utf8").trim();
    const i = whole.indexOf(own.slice(0, 200));
    if (i === -1) throw new Error(`@mantine/core/styles/${name}.css is not part of styles.css`);
    return i;
  };
  return [...sheets].sort((a, b) => at(a) - at(b) || a.localeCompare(b));
}

/** The stylesheet's text: the global sheets, then each component's, in styles.css's order. */
export function mantineCss(): string {
  const lines = [...GLOBAL_SHEETS, ...neededSheets()].map((n) => `@import "@mantine/core/styles/${n}.css";`);
  return [
    "/* Written by scripts/mantine-css.ts (npx tsx scripts/mantine-css.ts): the styles of the Mantine",
    "   components the client uses, in the order of @mantine/core/styles.css. Do not edit by hand. */",
    ...lines,
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(MANTINE_CSS, mantineCss());
  console.log(`wrote ${path.relative(ROOT, MANTINE_CSS)}`);
}
