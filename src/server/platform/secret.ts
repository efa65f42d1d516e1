import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { underMigrationLock } from "../db/migrate";
import { instanceSecrets } from "../db/schema";

/** Where a server before decision 044 kept the secret it generated (DATA_DIR, this user only). */
export const dataDirSecretFile = (dataDir: string) => path.join(dataDir, "auth-secret");

/**
 * The one secret the sessions, the e-mailed links (verification, password reset, unsubscribe) and
 * the robot check are signed with: AUTH_SECRET when it is set, otherwise the one kept in the
 * database (decision 044), so every instance on one database signs and checks alike. It is made
 * once, under the migrations' lock (instances starting together agree on it): the value an earlier
 * version kept in DATA_DIR/auth-secret, so its sessions and links stay valid, or a new random one.
 */
export async function resolveAuthSecret(
  configured: string | undefined,
  dataDir: string,
  database: Database,
): Promise<string> {
  if (configured) return configured;
  return underMigrationLock(database, async (db) => {
    const kept = () =>
      db
        .select({ value: instanceSecrets.value })
        .from(instanceSecrets)
        .where(eq(instanceSecrets.name, "auth"));
    const [row] = await kept();
    if (row) return row.value;
    const file = dataDirSecretFile(dataDir);
    const earlier = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : "";
    const value = earlier || crypto.randomBytes(32).toString("base64url");
    // The lock is one session's, and PGlite's one connection is every caller's session: the key
    // decides between two callers there.
    await db.insert(instanceSecrets).values({ name: "auth", value }).onConflictDoNothing();
    return (await kept())[0]!.value;
  });
}
