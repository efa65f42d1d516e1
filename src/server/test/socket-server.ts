import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, inject } from "vitest";
import { copyTemplateDataDir } from "./db";
import { databaseUrl, withServerClient } from "./global-setup";
import { SERVER_ARGS } from "./server-process";
import { type Receiver, startReceiver } from "./smtp-receiver";

/**
 * The socket layer (decision 024): the real server (`src/server/main.ts`, the entry `npm start`
 * runs, in production mode) started on a free port as a child process, and requests sent to it
 * with `fetch` over TCP, as a browser or an attacker sends them. On PGlite by default; on the
 * PostgreSQL server when the run has TEST_DATABASE_URL (a database cloned from the run's template).
 * Its e-mail goes to a real SMTP receiver in the test process, so a test reads what a member got.
 */
export type SocketServer = {
  /** `http://127.0.0.1:PORT`, also the server's PUBLIC_URL (the studio's own origin). */
  url: string;
  database: "pglite" | "postgres";
  /** The PostgreSQL database's URL (null on PGlite, which the server process holds locked). */
  databaseUrl: string | null;
  mail: Receiver;
  admin: { email: string; password: string };
  child: ChildProcess;
  /** Everything the server printed so far (JSON log lines). */
  output: () => string;
  /** SIGTERM, wait for the exit, then remove its data. */
  stop: () => Promise<void>;
};

export type SocketServerOptions = {
  /** Settings as environment variables, over the harness's. */
  env?: Record<string, string>;
  /** Another server's database (a second instance of the same studio). */
  shareDatabaseOf?: SocketServer;
};

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const START_TIMEOUT_MS = 180_000;
export const SOCKET_ADMIN = { email: "admin@socket.kinisi.test", password: "socket-admin-password" };
export const MEMBER_PASSWORD = "member-password-1";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** Starts the real server on a database of its own (or another server's) and waits until it answers. */
export async function startSocketServer(o: SocketServerOptions = {}): Promise<SocketServer> {
  const source = inject("testDatabase");
  const mail = o.shareDatabaseOf?.mail ?? (await startReceiver());
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-socket-"));
  let dbUrl = o.shareDatabaseOf?.databaseUrl ?? null;
  const ownDatabase = !o.shareDatabaseOf && source.kind === "postgres";
  if (ownDatabase) {
    const name = `${source.prefix}_sock_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
    await withServerClient(source.serverUrl, (c) =>
      c.query(`create database "${name}" template "${source.template}"`),
    );
    dbUrl = databaseUrl(source.serverUrl, name);
  }
  if (o.shareDatabaseOf && !dbUrl) throw new Error("only a PostgreSQL database can be shared by two servers");
  // On PGlite, the run's migrated template directory copied: the server opens it as an existing studio's.
  if (!dbUrl) copyTemplateDataDir(dataDir);
  const env: Record<string, string> = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    ADMIN_EMAILS: SOCKET_ADMIN.email,
    ADMIN_INITIAL_PASSWORD: SOCKET_ADMIN.password,
    CAPTCHA_MAX_NUMBER: "1000",
    AUTH_RATE_LIMIT_MAX: "10000",
    MAIL_QUEUE_POLL_MS: "200",
    LOG_LEVEL: "warn",
    // The example studio's catalogue, as every first start had before the owner was asked.
    EXAMPLE_STUDIO: "true",
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    ...o.env,
  };
  if (!dbUrl) delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  let out = "";
  const child = spawn(process.execPath, [...SERVER_ARGS], { cwd: REPO_ROOT, env });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  let how = "";
  const exited = new Promise<number>((resolve) =>
    child.on("exit", (code, signal) => {
      how = `exit code ${code}, signal ${signal}`;
      resolve(code ?? -1);
    }),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`the server exited while starting (${how}):\n${out}`);
    if (Date.now() > deadline)
      throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms:\n${out}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (!gone) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (!o.shareDatabaseOf) await mail.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (ownDatabase && dbUrl && source.kind === "postgres") {
      const name = new URL(dbUrl).pathname.slice(1);
      await withServerClient(source.serverUrl, (c) =>
        c.query(`drop database if exists "${name}" with (force)`),
      );
    }
  };
  return {
    url,
    database: dbUrl ? "postgres" : "pglite",
    databaseUrl: dbUrl,
    mail,
    admin: SOCKET_ADMIN,
    child,
    output: () => out,
    stop,
  };
}

/** The usual set-up of a socket test file: one server started before its tests and stopped after. */
export function socketServer(o: SocketServerOptions = {}): { readonly server: SocketServer } {
  let server: SocketServer | undefined;
  beforeAll(async () => {
    server = await startSocketServer(o);
  }, START_TIMEOUT_MS + 30_000);
  afterAll(() => server?.stop(), 60_000);
  return {
    get server() {
      if (!server) throw new Error("socketServer: read it inside a test, after beforeAll");
      return server;
    },
  };
}
