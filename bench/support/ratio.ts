import { cpuSeconds } from "./cpu";
import { measure } from "./servers";

export type Side = {
  label: string;
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  pipelining?: number;
  workers?: number;
  /** The serving process, when it is a child: its CPU time per request is printed too. */
  pid?: number;
};

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Requests a second and, for a child process, CPU microseconds a request (less sensitive to a busy machine). */
type Sample = { rps: number; cpuUs: number | null };

async function sample(s: Side, seconds: number): Promise<Sample> {
  const cpuBefore = s.pid ? cpuSeconds(s.pid) : null;
  const { rps, requests } = await measure(s.url, { ...s, seconds });
  const cpuAfter = s.pid ? cpuSeconds(s.pid) : null;
  const cpuUs =
    cpuBefore !== null && cpuAfter !== null && requests > 0
      ? ((cpuAfter - cpuBefore) * 1e6) / requests
      : null;
  return { rps, cpuUs };
}

/**
 * Every side measured in `rounds` short rounds; each round starts from a different side (the
 * machine is shared and noisy), printed round by round. Returns each side's samples, in order.
 */
export async function alternatingRounds(
  sides: Side[],
  o: { rounds?: number; seconds?: number } = {},
): Promise<Sample[][]> {
  const rounds = o.rounds ?? 7;
  const seconds = o.seconds ?? 2;
  for (const s of sides) await sample(s, 1);
  const samples: Sample[][] = sides.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < sides.length; k++) {
      const i = (r + k) % sides.length;
      samples[i]!.push(await sample(sides[i]!, seconds));
    }
    const parts = sides.map((s, i) => {
      const x = samples[i]![r]!;
      return `${s.label} ${x.rps.toFixed(0)}${x.cpuUs === null ? "" : ` (${x.cpuUs.toFixed(0)} µs cpu)`}`;
    });
    console.log(`  round ${r + 1}: ${parts.join(", ")} req/s`);
  }
  for (const [i, s] of sides.entries()) {
    const cpu = samples[i]!.flatMap((x) => (x.cpuUs === null ? [] : [x.cpuUs]));
    console.log(
      `${s.label}: median ${median(samples[i]!.map((x) => x.rps)).toFixed(0)} req/s${cpu.length ? `, ${median(cpu).toFixed(0)} µs of CPU a request` : ""}`,
    );
  }
  return samples;
}

/** The median of the round-by-round ratios of two sides' samples, printed with its spread (min–max). */
export function printRatio(name: string, top: Sample[], bottom: Sample[]): number {
  const ratios = top.map((t, r) => t.rps / bottom[r]!.rps);
  const m = median(ratios);
  console.log(
    `${name} ratio: ${m.toFixed(3)} (median of ${ratios.length} rounds, min ${Math.min(...ratios).toFixed(3)}, max ${Math.max(...ratios).toFixed(3)})`,
  );
  return m;
}

/**
 * `top`/`bottom` in requests a second, measured in `rounds` short rounds that alternate which side
 * goes first; the last line is the median ratio with its spread (min–max).
 */
export async function alternatingRatio(
  name: string,
  top: Side,
  bottom: Side,
  o: { rounds?: number; seconds?: number } = {},
): Promise<number> {
  const [a, b] = await alternatingRounds([top, bottom], o);
  return printRatio(name, a!, b!);
}
