// Run in the image's dependencies stage after `npm ci --omit=dev`: removes every installed package
// that no production dependency needs, following the lockfile's own tree from package.json's
// `dependencies` (their dependencies, optional ones and required peers; an optional peer only
// where something else needs it). npm keeps more: packages a production package names as an
// optional peer (better-auth names react, vitest, drizzle-kit and TypeScript's compiler; i18next
// names TypeScript) and their platform binaries. Nothing the built server runs loads them: it is
// one bundle with a few packages kept outside (scripts/build-server.ts). `--omit=optional` is no
// way out: it would drop sharp's native binary too.
import fs from "node:fs";
import path from "node:path";

const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;

/** Where Node finds `name` from the package at `from`: its own node_modules, then its parents'. */
function resolve(from, name) {
  for (let dir = from; ; dir = dir.includes("node_modules/") ? dir.slice(0, dir.lastIndexOf("/node_modules/")) : "") {
    const where = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[where]) return where;
    if (!dir) return undefined;
  }
}

function needs(entry) {
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  const peers = Object.keys(entry.peerDependencies ?? {}).filter((p) => !optionalPeers[p]?.optional);
  return [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...peers];
}

const needed = new Set();
const queue = Object.keys(packages[""].dependencies ?? {}).map((name) => resolve("", name));
while (queue.length > 0) {
  const where = queue.pop();
  if (!where || needed.has(where)) continue;
  needed.add(where);
  for (const name of needs(packages[where])) queue.push(resolve(where, name));
}

let removed = 0;
for (const where of Object.keys(packages)) {
  if (!where || needed.has(where) || !fs.existsSync(where)) continue;
  fs.rmSync(where, { recursive: true, force: true });
  removed += 1;
}
// Commands of removed packages left behind in node_modules/.bin.
const bin = path.join("node_modules", ".bin");
for (const link of fs.existsSync(bin) ? fs.readdirSync(bin) : []) {
  if (!fs.existsSync(path.join(bin, link))) fs.rmSync(path.join(bin, link), { force: true });
}
console.log(`Removed ${removed} packages no production dependency needs.`);
