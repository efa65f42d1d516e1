import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setRoleByEmail } from "../../src/server/auth/admins";
import { buildDeps } from "../../src/server/bootstrap";
import { type Database, openPglite, openPostgres } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { seedDatabase } from "../../src/server/db/seed";
import { loadConfig } from "../../src/server/platform/config";
import { createLogger } from "../../src/server/platform/logger";
import { type QuickMember, quickMembers } from "../../src/server/test/members";
import { freePort } from "./servers";

export type Studio = {
  dataDir: string;
  port: number;
  base: string;
  secret: string;
  /** One member a virtual user, each with sessions to book with. */
  members: QuickMember[];
  admin: QuickMember;
  /** A front-desk member of staff (decision 036), for the staff screens' Lighthouse lines. */
  desk: QuickMember;
};

/**
 * A studio's data written before the server starts (the server's embedded database is then its
 * own): the seed, `users` members with sessions (one per virtual user), `directory` more in the
 * members list, and an admin; every one with a session cookie the server will accept. With
 * `databaseUrl`, on that (empty) PostgreSQL database instead of the data directory's PGlite.
 */
export async function prepareStudio(
  users: number,
  directory: number,
  o: { databaseUrl?: string } = {},
): Promise<Studio> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-bench-mixed-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const secret = crypto.randomBytes(32).toString("base64url");
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: "warn",
    DATABASE_URL: o.databaseUrl,
  });
  const database: Database = o.databaseUrl ? openPostgres(o.databaseUrl, 2) : await openPglite(dataDir);
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { example: true });
    const deps = buildDeps({ config, database, logger: createLogger("warn"), secret });
    const until = new Date(Date.now() + 90 * 86_400_000);
    const members = await quickMembers(deps, users, { sessions: 1000, expiresAt: until, prefix: "mixed" });
    await quickMembers(deps, directory, { sessions: 8, expiresAt: until, prefix: "mixed-list" });
    const [admin] = await quickMembers(deps, 1, { sessions: 0, expiresAt: null, prefix: "mixed-admin" });
    await setRoleByEmail(database.db, admin!.email, "owner");
    const [desk] = await quickMembers(deps, 1, { sessions: 0, expiresAt: null, prefix: "mixed-desk" });
    await setRoleByEmail(database.db, desk!.email, "desk");
    return { dataDir, port, base, secret, members, admin: admin!, desk: desk! };
  } finally {
    await database.close();
  }
}
