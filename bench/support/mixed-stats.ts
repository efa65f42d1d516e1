/** The median of a list of numbers (the mean of the middle two when even). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The q-quantile (0–1) of a list of numbers (nearest rank). */
export function quantile(xs: number[], q: number): number {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
}

/** Latencies (ms) by operation, and the answers that were not what the operation expects. */
export class Tally {
  readonly ms = new Map<string, number[]>();
  readonly errors: string[] = [];

  add(op: string, ms: number) {
    const list = this.ms.get(op) ?? [];
    list.push(ms);
    this.ms.set(op, list);
  }

  fail(op: string, why: string) {
    this.errors.push(`${op}: ${why}`);
  }

  /**
   * One line per operation: median, 95th percentile, count, and its throughput ÷ liveness's in the
   * same run (liveness's median latency ÷ the operation's: how many liveness answers one costs).
   * Returns the worst p95/median. Each line starts with `label` (`mixed`, `mixed postgres`).
   */
  print(liveOp: string, label = "mixed"): number {
    const live = median(this.ms.get(liveOp) ?? [Number.NaN]);
    let worst = 0;
    for (const [op, xs] of [...this.ms].sort((a, b) => a[0].localeCompare(b[0]))) {
      const m = median(xs);
      const p95 = quantile(xs, 0.95);
      worst = Math.max(worst, p95 / m);
      console.log(
        `${label} ${op}: median ${m.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, n ${xs.length}, throughput ratio ${(live / m).toFixed(3)}`,
      );
    }
    return worst;
  }
}
