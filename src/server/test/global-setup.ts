import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { ADMIN_CLI_BUNDLE, buildServer } from "../../../scripts/build-server";
import { openPostgres, PGLITE_OPTIONS, wrapPglite } from "../db/client";
import { migrateDatabase } from "../db/migrate";

/** What every test file needs to clone the migrated template (see db.ts). */
export type TestDatabaseSource =
  | { kind: "pglite"; dumpFile: string; dataDir: string }
  | { kind: "postgres"; serverUrl: string; template: string; prefix: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** Same server, another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withServerClient<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrates one database per run and hands its location to the test files, which clone it:
 * PGlite takes seconds to initialise, so migrating per file would dominate the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The tests that start the real server (or the admin command) as a process start this run's build
  // of it (server-process.ts).
  await Promise.all([buildServer(), buildServer(ADMIN_CLI_BUNDLE)]);
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? setupPostgres(project, serverUrl) : setupPglite(project);
}

async function setupPglite(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-test-"));
  const dataDir = path.join(dir, "pgdata");
  const client = new PGlite(dataDir, PGLITE_OPTIONS);
  const database = wrapPglite(client);
  await migrateDatabase(database);
  const dump = await client.dumpDataDir("none");
  await database.close();
  const dumpFile = path.join(dir, "template.tar");
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  // The files clone the dump in process; the socket layer's servers start on a copy of the closed
  // directory itself (a server's first start would otherwise run initdb and every migration again).
  project.provide("testDatabase", { kind: "pglite", dumpFile, dataDir });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const prefix = `kinisi_test_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  const template = `${prefix}_template`;
  await withServerClient(serverUrl, (c) => c.query(`create database "${template}"`));
  const database = openPostgres(databaseUrl(serverUrl, template), 1);
  try {
    await migrateDatabase(database);
  } finally {
    // CREATE DATABASE ... TEMPLATE needs the template to have no connections.
    await database.close();
  }
  project.provide("testDatabase", { kind: "postgres", serverUrl, template, prefix });
  return () =>
    withServerClient(serverUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        "select datname from pg_database where left(datname, length($1)) = $1",
        [`${prefix}_`],
      );
      for (const { datname } of rows) await c.query(`drop database if exists "${datname}" with (force)`);
    });
}
