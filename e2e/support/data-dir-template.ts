import fs from "node:fs";
import { createDataDir } from "../../src/server/db/client";

/**
 * Makes one data directory (PGlite's initdb, as a server's first start does) that every browser
 * test server copies instead of making its own: six initdbs at once cost about 25 CPU-s on two
 * cores before the first test could start (decision 028). `node --import tsx` this DIR.
 */
const dir = process.argv[2]!;
fs.mkdirSync(dir, { recursive: true });
await createDataDir(dir);
