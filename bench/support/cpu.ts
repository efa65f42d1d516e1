import fs from "node:fs";

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** User + system CPU seconds a process has used so far (Linux's /proc), or null elsewhere. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces: the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

/** A process's resident memory in MB (Linux's /proc), or null elsewhere. */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
