import fs from "node:fs";

/** A process's resident memory by kind of mapping, in MB (Linux's /proc/PID/smaps), or null elsewhere. */
export type MemoryParts = {
  /** The node executable's own pages (code and data read from the file). */
  binary: number;
  /** Other files mapped in (shared libraries). */
  files: number;
  /** glibc's main arena ([heap], brk). */
  brk: number;
  /** glibc's other arenas (the threads'): mappings that start at a 64 MB boundary, 64 MB at most. */
  arenas: number;
  /**
   * Anonymous mappings over 64 MB: PGlite's WebAssembly memory (128 MB declared; touched pages
   * count); a few MB of V8's own where PGlite is not open.
   */
  wasmMemory: number;
  /** Other anonymous mappings: V8's heap pages, glibc's mmap'ed blocks, compiled code, stacks. */
  anon: number;
  rss: number;
};

const MB64 = 64 * 1024; // kB

export function memoryParts(pid: number): MemoryParts | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return null;
  }
  const parts: MemoryParts = { binary: 0, files: 0, brk: 0, arenas: 0, wasmMemory: 0, anon: 0, rss: 0 };
  let name = "";
  let start = 0;
  let size = 0;
  for (const line of text.split("\n")) {
    const head = /^([0-9a-f]+)-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      start = Number.parseInt(head[1]!.slice(-7), 16); // the low bits: is it on a 64 MB boundary?
      name = head[2] ?? "";
      continue;
    }
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    if (!field) continue;
    const kb = Number(field[2]);
    if (field[1] === "Size") {
      size = kb;
      continue;
    }
    const mb = kb / 1024;
    parts.rss += mb;
    if (name === "[heap]") parts.brk += mb;
    else if (name.startsWith("/") && /\/node$/.test(name)) parts.binary += mb;
    else if (name.startsWith("/")) parts.files += mb;
    else if (size > MB64) parts.wasmMemory += mb;
    else if (start % (MB64 * 1024) === 0) parts.arenas += mb;
    else parts.anon += mb;
  }
  return parts;
}

/** One line: each part in whole MB. */
export function formatParts(p: MemoryParts | null): string {
  if (!p) return "n/a";
  return Object.entries(p)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(", ");
}
