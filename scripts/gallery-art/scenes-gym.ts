import { C, circle, kettlebell, line, linear, type Pt, plant, poly, radial, rect, shadow, svg } from "./kit";

/** A dumbbell seen from the side, lying level: (x, y) is its centre. */
function dumbbell(x: number, y: number, band: string): string {
  return [
    rect(x - 37, y - 5, 74, 10, C.steel, 'rx="4"'),
    rect(x - 40, y - 22, 20, 44, C.charcoal, 'rx="6"'),
    rect(x + 20, y - 22, 20, 44, C.charcoal, 'rx="6"'),
    rect(x - 40, y - 6, 20, 8, band),
    rect(x + 20, y - 6, 20, 8, band),
  ].join("");
}

/** The gym floor in one-point perspective: windows on the left, racks at the back, a bench. */
export function gymFloor(): string {
  const vp: Pt = [800, 500];
  const back = { x1: 380, x2: 1220, y1: 240, y2: 760 };
  const boards: string[] = [];
  const shades = [C.wood, "#c3935f", "#cfa273", "#bd8c5b"];
  for (let i = 0, xb = -1100; xb < 2700; xb += 150, i++) {
    const toBack = (x: number) => vp[0] + (x - vp[0]) * 0.525;
    boards.push(
      poly(
        [
          [xb, 1200],
          [xb + 150, 1200],
          [toBack(xb + 150), 760],
          [toBack(xb), 760],
        ],
        shades[i % 4]!,
      ),
    );
  }
  const wall = (u: number, v: number): Pt => {
    const top: Pt = [380 * u, 240 * u];
    const bottom: Pt = [380 * u, 1200 - 440 * u];
    return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
  };
  const windows = [
    [0.08, 0.38],
    [0.52, 0.8],
  ].map(([u1, u2]) => {
    const q = [wall(u1!, 0.1), wall(u2!, 0.1), wall(u2!, 0.74), wall(u1!, 0.74)];
    const mid = (u1! + u2!) / 2;
    return (
      poly(q, "url(#sky)") +
      line(wall(mid, 0.1), wall(mid, 0.74), C.cream, 10) +
      line(wall(u1!, 0.4), wall(u2!, 0.4), C.cream, 10) +
      poly(q, "none", `stroke="${C.cream}" stroke-width="14"`)
    );
  });
  const beams = [
    [0.08, 0.38],
    [0.52, 0.8],
  ].map(([u1, u2]) => {
    const a = wall(u1!, 0.74);
    const b = wall(u2!, 0.74);
    return poly(
      [wall(u1!, 0.1), wall(u2!, 0.1), [b[0] + 560, b[1] + 320], [a[0] + 700, a[1] + 380]],
      "url(#beam)",
    );
  });
  const lights = [0.25, 0.5, 0.75].map((t) => {
    const y = 240 * t;
    const half = 60 + 120 * (1 - t);
    return poly(
      [
        [800 - half, y - 8],
        [800 + half, y - 8],
        [800 + half * 0.9, y + 10],
        [800 - half * 0.9, y + 10],
      ],
      "#fffbe8",
    );
  });
  const rackY = [650, 712];
  const bands = [C.teal, C.coral, C.amber, C.steel, C.teal, C.coral, C.amber];
  const rack = [
    rect(500, 610, 600, 150, C.charcoal, 'opacity="0.12"'),
    ...rackY.map((y) => rect(500, y + 22, 600, 12, C.slate, 'rx="4"')),
    rect(506, 620, 14, 140, C.slate),
    rect(1080, 620, 14, 140, C.slate),
    ...rackY.flatMap((y, row) =>
      bands.map((b, i) => dumbbell(552 + i * 82, y, bands[(i + row * 3) % 7] ?? b)),
    ),
  ];
  // A flat bench pointing at the back wall: its far end follows the lines to the vanishing point.
  const toVp = (p: Pt, t: number): Pt => [p[0] + (vp[0] - p[0]) * t, p[1] + (vp[1] - p[1]) * t];
  const nearL: Pt = [520, 1010];
  const nearR: Pt = [700, 1010];
  const farL = toVp(nearL, 0.34);
  const farR = toVp(nearR, 0.34);
  const down = (p: Pt, d: number): Pt => [p[0], p[1] + d];
  const bench = [
    shadow(640, 1030, 200, 34),
    ...[toVp(nearL, 0.3), toVp(nearR, 0.3)].map((p) => rect(p[0] - 6, p[1] + 10, 12, 46, C.charcoal)),
    rect(nearL[0] + 16, nearL[1] + 20, 16, 66, C.charcoal),
    rect(nearR[0] - 32, nearR[1] + 20, 16, 66, C.charcoal),
    poly([nearL, nearR, down(nearR, 26), down(nearL, 26)], C.tealDark),
    poly([farL, farR, nearR, nearL], C.teal),
    poly([farL, farR, toVp(nearR, 0.2), toVp(nearL, 0.2)], "#fff", 'opacity="0.07"'),
  ];
  const right = (u: number, v: number): Pt => [1220 + 380 * u, 240 - 240 * u + (520 + 680 * u) * v];
  const mirror = poly(
    [right(0.18, 0.1), right(0.62, 0.1), right(0.62, 0.8), right(0.18, 0.8)],
    "url(#mirror)",
    `stroke="${C.slate}" stroke-width="10"`,
  );
  const logo = [
    circle(800, 400, 74, C.teal),
    circle(800, 400, 74, "none", `stroke="${C.mint}" stroke-width="6" opacity="0.6"`),
    rect(768, 360, 16, 80, C.white, 'rx="3"'),
    poly(
      [
        [784, 402],
        [826, 360],
        [846, 360],
        [796, 410],
      ],
      C.white,
    ),
    poly(
      [
        [796, 396],
        [846, 440],
        [824, 440],
        [784, 408],
      ],
      C.white,
    ),
  ];
  const content = [
    poly(
      [
        [0, 0],
        [1600, 0],
        [1220, 240],
        [380, 240],
      ],
      "#efe6d8",
    ),
    ...lights,
    poly(
      [
        [0, 0],
        [380, 240],
        [380, 760],
        [0, 1200],
      ],
      "#e7dccb",
    ),
    poly(
      [
        [1600, 0],
        [1220, 240],
        [1220, 760],
        [1600, 1200],
      ],
      "#e2d6c3",
    ),
    rect(back.x1, back.y1, back.x2 - back.x1, back.y2 - back.y1, "url(#backwall)"),
    rect(back.x1, 560, back.x2 - back.x1, 200, C.tealDark, 'opacity="0.9"'),
    poly([right(0, 0.615), right(1, 0.615), [1600, 1200], [1220, 760]], C.tealDark, 'opacity="0.85"'),
    ...windows,
    mirror,
    ...boards,
    ...beams,
    ...logo,
    ...rack,
    plant(440, 790, 0.75),
    ...bench,
    kettlebellRow(),
    plant(1490, 1190, 1.2, C.sand),
  ];
  const defs =
    linear("sky", [
      [0, "#9fd3e6"],
      [0.7, "#e6f4f1"],
      [1, "#fff4dc"],
    ]) +
    linear(
      "mirror",
      [
        [0, "#dfeeea"],
        [0.5, "#b9d3cd"],
        [1, "#e9f3f0"],
      ],
      1,
      1,
    ) +
    linear("backwall", [
      [0, "#f6efe4"],
      [1, "#eadfcd"],
    ]) +
    radial(
      "beam",
      [
        [0, "#fff8e1", 0.5],
        [1, "#fff8e1", 0],
      ],
      0.3,
      0.3,
      0.8,
    );
  return svg(defs, content.join(""));
}

function kettlebellRow(): string {
  return (
    kettlebell(960, 1080, 56, C.amber) +
    kettlebell(1080, 1110, 66, C.coral) +
    kettlebell(1210, 1130, 78, C.charcoal, C.slate)
  );
}
