import path from "node:path";
import { parseAst } from "rolldown/parseAst";

/**
 * The direction imports may flow in (docs/TEAM-NOTES.md, "Boundaries"):
 * - `src/shared` imports nothing from the server or the client;
 * - the client takes only the server's route *types* (`import type … from "src/server/app"`), the
 *   server nothing from the client;
 * - inside the client, `lib` and `components` ← features ← `app` (and `main.tsx`); a feature never
 *   imports another feature;
 * - a server feature never imports another server feature;
 * - the server's platform (`src/server/platform`: HTTP, errors, config, logging, jobs) imports none
 *   of the studio's domain (`src/server/domain`) and no feature; the domain imports no feature;
 * - `src/client/test` (component tests' helpers) may use any client code, and only tests
 *   (`*.test.tsx`) import it.
 * Paths are repository-relative with forward slashes, `to` without its extension.
 */
export type Import = { to: string; line: number; typeOnly: boolean };

type Place =
  | { area: "shared" | "server" | "other" }
  | { area: "server-feature"; feature: string }
  | { area: "server-platform" | "server-domain" }
  | { area: "client"; layer: "base" | "app" | "test" }
  | { area: "client"; layer: "feature"; feature: string };

function placeOf(file: string): Place {
  const parts = file.replace(/\.[cm]?[jt]sx?$/, "").split("/");
  if (parts[0] !== "src") return { area: "other" };
  if (parts[1] === "shared") return { area: "shared" };
  if (parts[1] === "server") {
    if (parts[2] === "features" && parts.length > 4) return { area: "server-feature", feature: parts[3]! };
    if (parts[2] === "platform" && parts.length > 3) return { area: "server-platform" };
    if (parts[2] === "domain" && parts.length > 3) return { area: "server-domain" };
    return { area: "server" };
  }
  if (parts[1] === "client") {
    if (parts[2] === "lib" || parts[2] === "components") return { area: "client", layer: "base" };
    if (parts[2] === "test") return { area: "client", layer: "test" };
    if (parts[2] === "features" && parts.length > 4)
      return { area: "client", layer: "feature", feature: parts[3]! };
    return { area: "client", layer: "app" };
  }
  return { area: "other" };
}

const side = (p: Place) => (p.area.startsWith("server") ? "server" : p.area);

/** Why importing `to` from `from` breaks the direction, or null when it may. */
export function violation(from: string, to: string, typeOnly = false): string | null {
  const a = placeOf(from);
  const b = placeOf(to);
  if (a.area === "shared" && (side(b) === "server" || b.area === "client"))
    return "shared code imports nothing from the server or the client";
  if (a.area === "client" && side(b) === "server") {
    if (typeOnly && to === "src/server/app") return null;
    return "the client takes only the route types (import type { AppType } from src/server/app)";
  }
  if (side(a) === "server" && b.area === "client") return "the server imports nothing from the client";
  // A platform's test may set the studio up through the domain; the code it tests may not.
  const test = /\.test\.tsx?$/.test(from);
  if (a.area === "server-platform" && !test && (b.area === "server-domain" || b.area === "server-feature"))
    return "the platform imports none of the studio's domain and no feature: move what it needs into src/server/platform";
  if (a.area === "server-domain" && b.area === "server-feature")
    return "the studio's domain imports no feature: move what both need to src/server/domain";
  if (a.area === "server-feature" && b.area === "server-feature" && a.feature !== b.feature)
    return `server feature '${a.feature}' imports feature '${b.feature}': move what both need to src/server/domain or src/shared`;
  if (a.area === "client" && b.area === "client") {
    if (b.layer === "test" && a.layer !== "test" && !/\.test\.tsx?$/.test(from))
      return "only tests import src/client/test";
    if (a.layer === "test" || b.layer === "test") return null;
    if (a.layer === "base" && b.layer !== "base")
      return "lib and components import no feature and no app code: move what they need down";
    if (a.layer === "feature" && b.layer === "app")
      return "a feature imports no app code: move what it needs to lib or components";
    if (a.layer === "feature" && b.layer === "feature" && a.feature !== b.feature)
      return `feature '${a.feature}' imports feature '${b.feature}': move what both need to lib or components, or compose them in src/client/app`;
  }
  return null;
}

/** A node of the parsed file, as far as the walk below reads it. */
type Node = { type?: string; start: number; [key: string]: unknown };

/**
 * The relative imports of one file (static, re-exports and `import()`), resolved against its folder.
 * Parsed with the oxc parser that Vite's bundler (rolldown) ships, which reads TypeScript and JSX:
 * TypeScript 7's compiler has no JavaScript API to parse with.
 */
export function importsOf(file: string, text: string): Import[] {
  const lang = file.endsWith(".tsx")
    ? "tsx"
    : file.endsWith(".jsx")
      ? "jsx"
      : /\.[cm]?js$/.test(file)
        ? "js"
        : "ts";
  const program = parseAst(text, { lang, sourceType: "module" }, file) as unknown as Node;
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const found: Import[] = [];
  const add = (spec: unknown, typeOnly: boolean) => {
    const literal = spec as Node | null | undefined;
    if (literal?.type !== "Literal" || typeof literal.value !== "string" || !literal.value.startsWith("."))
      return;
    const to = path.posix.join(path.posix.dirname(file), literal.value).replace(/\.[cm]?[jt]sx?$/, "");
    found.push({ to, line: lineOf(literal.start), typeOnly });
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node === null || typeof node !== "object") return;
    const n = node as Node;
    if (n.type === "ImportDeclaration") {
      const specifiers = (n.specifiers as Node[]) ?? [];
      const typeOnly =
        specifiers.length > 0 &&
        (n.importKind === "type" ||
          specifiers.every((e) => e.type === "ImportSpecifier" && e.importKind === "type"));
      add(n.source, typeOnly);
    } else if ((n.type === "ExportNamedDeclaration" || n.type === "ExportAllDeclaration") && n.source) {
      add(n.source, n.exportKind === "type");
    } else if (n.type === "ImportExpression") {
      add(n.source, false);
    }
    for (const key in n) if (key !== "type") visit(n[key]);
  };
  visit(program);
  return found;
}

/**
 * The import circles of a graph (file → the files it imports at run time): each strongly connected
 * group of more than one file, its files sorted (Tarjan's algorithm). Type-only imports leave no
 * circle at run time and are not edges.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return circles;
}
