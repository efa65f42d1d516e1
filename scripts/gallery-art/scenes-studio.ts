import {
  C,
  circle,
  ellipse,
  kettlebell,
  line,
  linear,
  type Pt,
  path,
  plant,
  poly,
  polyline,
  radial,
  random,
  rect,
  shadow,
  stroke,
  svg,
} from "./kit";

/** Floor boards running towards a vanishing point, from the horizon line down. */
export function boards(horizon: number, vpx: number, colors: readonly string[], width = 170): string {
  const out: string[] = [];
  for (let i = 0, x = -1400; x < 3000; x += width, i++) {
    const back = (bx: number) => vpx + (bx - vpx) * 0.45;
    out.push(
      poly(
        [
          [x, 1200],
          [x + width, 1200],
          [back(x + width), horizon],
          [back(x), horizon],
        ],
        colors[i % colors.length]!,
      ),
    );
  }
  return out.join("");
}

/** A Reformer Pilates machine in a bright room with an arched window. */
export function reformer(): string {
  const horizon = 760;
  const window = [
    path("M560,700 L560,330 A240,240 0 0 1 1040,330 L1040,700Z", "url(#sky2)"),
    stroke("M560,700 L560,330 A240,240 0 0 1 1040,330 L1040,700Z", C.white, 18),
    line([800, 90], [800, 700], C.white, 10),
    line([560, 420], [1040, 420], C.white, 10),
    line([560, 560], [1040, 560], C.white, 10),
    rect(530, 700, 540, 26, "#efe4d4"),
  ];
  const light = poly(
    [
      [560, 760],
      [1040, 760],
      [1320, 1200],
      [300, 1200],
    ],
    "url(#glow)",
  );
  const springs = [C.red, "#3b82c4", C.amber, C.leafLight].map((color, i) => {
    const y = 818 + i * 6;
    const pts: Pt[] = [];
    for (let x = 880, k = 0; x <= 1240; x += 12, k++) pts.push([x, y + (k % 2 ? 5 : -5)]);
    return polyline(pts, color, 4);
  });
  const machine = [
    shadow(800, 905, 660, 40, 0.35),
    ...[240, 520, 1080, 1360].map((x) => rect(x - 18, 850, 36, 52, C.woodDeep, 'rx="6"')),
    rect(190, 790, 1220, 70, "url(#woodbar)", 'rx="16"'),
    rect(200, 784, 1200, 14, C.steel, 'rx="7"'),
    ...springs,
    // pulley posts and ropes at the far end
    rect(214, 520, 22, 280, C.steel, 'rx="8"'),
    circle(225, 530, 18, C.slate),
    stroke("M225,530 C330,600 470,690 560,748", C.charcoal, 5),
    stroke("M232,548 C340,630 470,700 548,760", C.charcoal, 5, 'opacity="0.6"'),
    ellipse(572, 752, 20, 13, "none", `stroke="${C.coral}" stroke-width="8"`),
    // carriage with shoulder rests and headrest
    rect(520, 730, 360, 60, C.tealDark, 'rx="14"'),
    rect(526, 732, 348, 18, "#fff", 'rx="9" opacity="0.12"'),
    rect(770, 672, 30, 64, C.tealDark, 'rx="12"'),
    rect(828, 672, 30, 64, C.teal, 'rx="12"'),
    poly(
      [
        [520, 740],
        [430, 712],
        [426, 734],
        [520, 762],
      ],
      C.tealDark,
    ),
    // footbar
    stroke("M1330,796 L1290,630", C.steel, 16),
    circle(1288, 624, 22, C.teal),
    circle(1282, 618, 7, "#fff", 'opacity="0.3"'),
  ];
  const mat = [
    shadow(1180, 1080, 180, 20),
    rect(1010, 1010, 330, 64, C.coral, 'rx="32"'),
    ellipse(1340, 1042, 30, 32, "#d86a4b"),
  ];
  const ball = [
    shadow(420, 1100, 110, 18),
    circle(420, 1010, 92, C.mint),
    ellipse(390, 975, 36, 22, "#fff", 'opacity="0.5"'),
  ];
  const content = [
    rect(0, 0, 1600, horizon, "url(#wall2)"),
    rect(0, 0, 1600, 60, "#e9dfcf"),
    ...window,
    boards(horizon, 800, ["#e6cfae", "#dcc29e", "#e9d4b4", "#d8bd97"]),
    light,
    rect(0, horizon - 8, 1600, 12, "#e2d4bf"),
    plant(150, 990, 1.25),
    plant(1470, 960, 1.05, C.sand),
    ...mat,
    ...machine,
    ...ball,
  ];
  const defs =
    linear("sky2", [
      [0, "#8cc9de"],
      [0.75, "#dff1ee"],
      [1, "#fff1d6"],
    ]) +
    linear("wall2", [
      [0, "#f7f0e6"],
      [1, "#efe3d0"],
    ]) +
    linear("woodbar", [
      [0, "#d9ac7b"],
      [1, C.woodDark],
    ]) +
    radial(
      "glow",
      [
        [0, "#fffaf0", 0.55],
        [1, "#fffaf0", 0],
      ],
      0.5,
      0.15,
      0.8,
    );
  return svg(defs, content.join(""));
}

/** Kettlebells, a medicine ball and a coiled rope on the rubber floor. */
export function kettlebells(): string {
  const horizon = 640;
  const rnd = random(42);
  const flecks: string[] = [];
  for (let i = 0; i < 700; i++) {
    const y = horizon + rnd() ** 0.7 * (1200 - horizon);
    flecks.push(
      circle(rnd() * 1600, y, 1 + rnd() * 2.5, rnd() > 0.5 ? "#55625f" : "#1b2321", 'opacity="0.7"'),
    );
  }
  const slats: string[] = [];
  slats.push(rect(0, 0, 1600, horizon, "#6b4a2f"));
  for (let x = 0; x < 1600; x += 64) slats.push(rect(x + 4, 0, 56, horizon, x % 128 ? "#c2905f" : "#b7844f"));
  const rope: string[] = [];
  for (let i = 0; i < 5; i++) {
    rope.push(
      ellipse(
        300,
        1040 - i * 22,
        210 - i * 28,
        62 - i * 8,
        "none",
        `stroke="${i % 2 ? "#4f605c" : "#63756f"}" stroke-width="30"`,
      ),
    );
  }
  rope.push(stroke("M490,1030 C620,1070 700,1150 760,1210", "#4f605c", 30));
  const medicine = [
    shadow(1330, 1100, 150, 26, 0.45),
    circle(1330, 975, 128, "#a8453a"),
    stroke("M1206,950 C1280,900 1380,900 1456,960", "#7e2f27", 10),
    stroke("M1240,1060 C1300,1020 1380,1030 1440,1060", "#7e2f27", 10),
    ellipse(1290, 910, 48, 26, "#fff", 'opacity="0.2"'),
  ];
  const content = [
    ...slats,
    rect(0, 0, 1600, horizon, "url(#shade)"),
    rect(0, horizon, 1600, 560, "url(#rubber)"),
    ...flecks,
    rect(0, horizon - 6, 1600, 14, C.charcoal),
    shadow(300, 1050, 250, 50, 0.4),
    ...rope,
    kettlebell(560, 860, 58, C.steel, "#8d9b98"),
    kettlebell(720, 880, 70, C.amber, "#d98a2b"),
    kettlebell(900, 905, 84, C.coral, "#d9664a"),
    kettlebell(640, 1110, 96, C.teal, "#0a4f47"),
    kettlebell(1020, 1150, 118, "#33403d", "#6b7b77"),
    ...medicine,
  ];
  const defs =
    linear("shade", [
      [0, "#000000"],
      [0.4, "#000000"],
      [1, "#000000"],
    ])
      .replace(/<stop offset="(0|0.4)" stop-color="#000000"\/>/g, (m) =>
        m.replace("/>", ' stop-opacity="0.05"/>'),
      )
      .replace(
        '<stop offset="1" stop-color="#000000"/>',
        '<stop offset="1" stop-color="#000000" stop-opacity="0.45"/>',
      ) +
    linear("rubber", [
      [0, "#3b4744"],
      [1, "#596865"],
    ]);
  return svg(defs, content.join(""));
}
