import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * An exclusive lock on a directory held for the life of the process, by the operating system:
 * a unix-domain socket listening at `<dir>/kinisi.lock` (decision 005). Binding a socket path is
 * atomic, and the kernel closes the socket when the process dies however it dies, so a lock left
 * by a crashed process is recognized by a refused connection, never by a process id (which a
 * container reuses on every start). A live holder answers a connection with its pid, for the message.
 *
 * Removing a stale socket is the only step that is not atomic by itself; it happens only inside a
 * short takeover guard (`<lock>.takeover`, a directory made with mkdir, itself atomic) after probing
 * again, so two processes that both found the same stale lock cannot both take it.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number | null,
  ) {
    super(
      `The data directory ${dir} is in use by another Kinisi process${pid ? ` (pid ${pid})` : ""}. Stop it first, or set DATA_DIR to another directory.`,
    );
  }
}

/** Socket paths are limited to about 100 bytes; a longer directory locks through a name in the temp dir. */
const SOCKET_PATH_MAX = 100;
/** A takeover guard older than this belongs to a process that died inside the few-ms takeover. */
const TAKEOVER_STALE_MS = 10_000;

export function lockPathOf(dir: string): string {
  const inside = path.join(path.resolve(dir), "kinisi.lock");
  if (Buffer.byteLength(inside) <= SOCKET_PATH_MAX) return inside;
  const hash = crypto.createHash("sha256").update(fs.realpathSync(dir)).digest("hex").slice(0, 24);
  return path.join(os.tmpdir(), `kinisi-${hash}.lock`);
}

type Probe = { live: true; pid: number | null } | { live: false };

/** Connects to the lock: a live holder accepts (and writes its pid); a stale socket or a plain file refuses. */
function probe(lockPath: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    let data = "";
    const socket = net.connect(lockPath);
    socket.setEncoding("utf8");
    socket.on("data", (d) => (data += d));
    socket.on("end", () => resolve({ live: true, pid: Number.parseInt(data, 10) || null }));
    socket.on("error", (err: NodeJS.ErrnoException) => {
      if (["ECONNREFUSED", "ENOENT", "ENOTSOCK", "EINVAL"].includes(err.code ?? "")) resolve({ live: false });
      else reject(err);
    });
    socket.setTimeout(5000, () => {
      socket.destroy();
      resolve({ live: true, pid: null }); // someone holds it but does not answer: do not take it
    });
  });
}

function listen(lockPath: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      // A prober that hangs up before the answer (another starter giving up) must not bring down
      // the server holding the lock: a socket's 'error' without a listener ends the process.
      socket.on("error", () => {});
      socket.end(String(process.pid));
    });
    server.once("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "EADDRINUSE") resolve(null);
      else reject(err);
    });
    server.listen(lockPath, () => {
      server.removeAllListeners("error");
      server.on("error", () => {}); // the listening socket's own later errors end nothing either
      server.unref(); // the lock does not keep the process alive
      resolve(server);
    });
  });
}

/** How long a socket just bound by another starter may take to listen: a stale one stays refused. */
const SETTLE_MS = 100;

/**
 * Takes over a stale lock: inside the takeover guard, probes again (twice, SETTLE_MS apart, so a
 * socket another starter has bound but not yet put to listening is not mistaken for a dead one),
 * removes it and binds our own before letting go of the guard. Returns the server, or null when
 * someone else holds the guard or the lock.
 */
async function takeOverStale(lockPath: string): Promise<net.Server | null> {
  const guard = `${lockPath}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const since = fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - since > TAKEOVER_STALE_MS) fs.rmSync(guard, { recursive: true, force: true });
    return null;
  }
  try {
    if ((await probe(lockPath)).live) return null;
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    if ((await probe(lockPath)).live) return null;
    fs.rmSync(lockPath, { force: true });
    return await listen(lockPath);
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

const releaser = (server: net.Server) => () =>
  new Promise<void>((resolve) => {
    server.close(() => resolve()); // close() also removes the socket file
  });

/** Takes the directory's lock or throws `DataDirLockedError`; the returned function releases it. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = lockPathOf(dir);
  for (let attempt = 0; attempt < 100; attempt++) {
    const server = await listen(lockPath);
    if (server) return releaser(server);
    const found = await probe(lockPath);
    if (found.live) throw new DataDirLockedError(path.resolve(dir), found.pid);
    const taken = await takeOverStale(lockPath);
    if (taken) return releaser(taken);
    await new Promise((r) => setTimeout(r, 20 + Math.random() * 30));
  }
  throw new DataDirLockedError(path.resolve(dir), null);
}
