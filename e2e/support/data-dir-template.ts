import fs from "node:fs";
import { openPglite } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";

/**
 * Makes one data directory (PGlite's initdb and every migration, as a server's first start does)
 * that every browser test server copies instead of making its own: six initdbs and migrations at
 * once cost about half a minute of two cores before the first test could start (decision 028).
 * Each server still seeds the studio and makes its admin on its first start.
 * `node --import tsx` this DIR.
 */
const dir = process.argv[2]!;
fs.mkdirSync(dir, { recursive: true });
const database = await openPglite(dir);
await migrateDatabase(database);
await database.close();
