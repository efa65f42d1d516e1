/**
 * `npm run lint` runs this after Biome: every relative import in src/ must flow the one way
 * scripts/boundaries.ts describes, and no files may import each other in a circle. Prints each
 * violation as file:line (each circle with its files) and exits 1 when any remain.
 *
 *   npx tsx scripts/check-boundaries.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { importCircles, importsOf, violation } from "./boundaries";

/**
 * Known violations allowed for now ("from -> to", repository-relative, `to` without extension).
 * Empty: keep it so. An entry that no longer matches anything fails the check, so it only shrinks.
 */
const ALLOWED = new Set<string>([]);

const root = path.resolve(import.meta.dirname, "..");

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.[cm]?[jt]sx?$/.test(entry.name)) yield full;
  }
}

const problems: string[] = [];
const used = new Set<string>();
/**
 * Every file's imports, for the circle check: type-only ones too, since two files that name each
 * other's types are one job split in two (and the house drawing counts them as a circle).
 */
const graph = new Map<string, string[]>();
for (const full of sourceFiles(path.join(root, "src"))) {
  const file = path.relative(root, full).split(path.sep).join("/");
  const imports = importsOf(file, readFileSync(full, "utf8"));
  graph.set(
    file.replace(/\.[cm]?[jt]sx?$/, ""),
    imports.map((i) => i.to),
  );
  for (const imp of imports) {
    const why = violation(file, imp.to, imp.typeOnly);
    if (!why) continue;
    const key = `${file} -> ${imp.to}`;
    if (ALLOWED.has(key)) {
      used.add(key);
      continue;
    }
    problems.push(`${file}:${imp.line}: imports ${imp.to}: ${why}`);
  }
}
// No import circles: a circle makes the load order decide what a module sees.
for (const circle of importCircles(graph))
  problems.push(`import circle: ${circle.join(" -> ")} (break it: move what both need down a level)`);
for (const key of ALLOWED) {
  if (!used.has(key))
    problems.push(`scripts/check-boundaries.ts: allowed '${key}' no longer occurs; remove it`);
}

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} import boundary violation(s).`);
  process.exit(1);
}
console.log("Import boundaries: ok.");
