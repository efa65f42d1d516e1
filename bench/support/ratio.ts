import { measure } from "./servers";

export type Side = {
  label: string;
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  pipelining?: number;
  workers?: number;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * `top`/`bottom` in requests a second, measured in `rounds` short rounds that alternate which side
 * goes first (the machine is shared and noisy), printed round by round; the last line is the median
 * ratio with its spread (min–max).
 */
export async function alternatingRatio(
  name: string,
  top: Side,
  bottom: Side,
  o: { rounds?: number; seconds?: number } = {},
): Promise<number> {
  const rounds = o.rounds ?? 7;
  const seconds = o.seconds ?? 2;
  const run = (s: Side, secs = seconds) => measure(s.url, { ...s, seconds: secs });
  await run(top, 1);
  await run(bottom, 1);
  const tops: number[] = [];
  const bottoms: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let a: number;
    let b: number;
    if (r % 2 === 0) {
      a = await run(top);
      b = await run(bottom);
    } else {
      b = await run(bottom);
      a = await run(top);
    }
    tops.push(a);
    bottoms.push(b);
    ratios.push(a / b);
    console.log(
      `  round ${r + 1}: ${top.label} ${a.toFixed(0)}, ${bottom.label} ${b.toFixed(0)} req/s → ${(a / b).toFixed(3)}`,
    );
  }
  const m = median(ratios);
  console.log(`${top.label}: median ${median(tops).toFixed(0)} req/s`);
  console.log(`${bottom.label}: median ${median(bottoms).toFixed(0)} req/s`);
  console.log(
    `${name} ratio: ${m.toFixed(3)} (median of ${rounds} rounds, min ${Math.min(...ratios).toFixed(3)}, max ${Math.max(...ratios).toFixed(3)})`,
  );
  return m;
}
