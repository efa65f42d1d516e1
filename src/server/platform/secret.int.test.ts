import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../db/client";
import { instanceSecrets } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../test/db";
import { dataDirSecretFile, resolveAuthSecret } from "./secret";

/**
 * The secret that signs sessions and e-mailed links (decision 044): one per database, whatever the
 * DATA_DIR of the instance that reads it; an earlier version's DATA_DIR/auth-secret becomes it, so
 * sessions signed before the upgrade stay valid; AUTH_SECRET still wins.
 */
let db: TestDatabase;
const dirs: string[] = [];
const dataDir = (secret?: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-secret-"));
  dirs.push(dir);
  if (secret) fs.writeFileSync(dataDirSecretFile(dir), `${secret}\n`);
  return dir;
};

describe("the auth secret", () => {
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is the DATA_DIR's earlier secret, kept in the database and read by an instance with another DATA_DIR", async () => {
    const earlier = "an-earlier-secret-kept-in-the-data-directory";
    expect(await resolveAuthSecret(undefined, dataDir(earlier), db)).toBe(earlier);
    expect(await resolveAuthSecret(undefined, dataDir(), db)).toBe(earlier);
    // Another file does not replace it: the database's is the studio's one secret.
    expect(await resolveAuthSecret(undefined, dataDir("some-other-instance-secret"), db)).toBe(earlier);
    expect(await db.db.select().from(instanceSecrets)).toHaveLength(1);
  });

  it("gives way to AUTH_SECRET, which it does not store", async () => {
    const configured = "a-secret-from-the-environment-32-characters";
    expect(await resolveAuthSecret(configured, dataDir(), db)).toBe(configured);
    const [row] = await db.db.select().from(instanceSecrets);
    expect(row!.value).not.toBe(configured);
  });
});

describe("instances starting together on an empty database", () => {
  let fresh: TestDatabase;
  let second: Database | null = null;
  beforeAll(async () => {
    fresh = await createTestDatabase();
    if (fresh.url) second = openPostgres(fresh.url, 2);
  });
  afterAll(async () => {
    await second?.close();
    await fresh?.close();
  });

  it("agree on one new secret", async () => {
    const databases = [fresh, second ?? fresh, fresh, second ?? fresh];
    const secrets = await Promise.all(databases.map((d) => resolveAuthSecret(undefined, dataDir(), d)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
  });
});
