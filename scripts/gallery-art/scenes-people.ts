import { C, circle, type Figure, linear, type Pt, person, plant, poly, rect, shadow, svg } from "./kit";
import { boards } from "./scenes-studio";

type Look = Pick<Figure, "skin" | "top" | "bottom" | "hair" | "shoe" | "ponytail">;

const at =
  (x: number, y: number, s: number) =>
  (p: Pt): Pt => [x + p[0] * s, y + p[1] * s];

/** A squat seen from the side, facing right; (x, y) is the floor under the feet. */
export function squatter(x: number, y: number, look: Look, s = 1): string {
  const p = at(x, y, s);
  return person({
    ...look,
    scale: s,
    head: p([44, -348]),
    shoulder: p([12, -292]),
    hip: p([-50, -152]),
    knee: [p([50, -126]), p([60, -120])],
    ankle: [p([2, -16]), p([12, -14])],
    toe: [p([40, -12]), p([50, -10])],
    elbow: [p([84, -278]), p([92, -282])],
    hand: [p([152, -280]), p([162, -284])],
  });
}

/** A forward lunge facing right, holding dumbbells. */
function lunger(x: number, y: number, look: Look, s = 1): string {
  const p = at(x, y, s);
  const bell = (h: Pt) =>
    rect(h[0] - 26 * s, h[1] - 5 * s, 52 * s, 10 * s, C.steel, 'rx="4"') +
    rect(h[0] - 34 * s, h[1] - 16 * s, 16 * s, 32 * s, C.charcoal, 'rx="5"') +
    rect(h[0] + 18 * s, h[1] - 16 * s, 16 * s, 32 * s, C.charcoal, 'rx="5"');
  const hand = p([14, -196]);
  return (
    person({
      ...look,
      scale: s,
      head: p([12, -398]),
      shoulder: p([4, -340]),
      hip: p([0, -178]),
      knee: [p([-56, -72]), p([108, -166])],
      ankle: [p([-164, -40]), p([114, -16])],
      toe: [p([-182, -10]), p([154, -12])],
      elbow: [p([2, -262]), p([10, -266])],
      hand: [p([6, -192]), hand],
    }) + bell(hand)
  );
}

/** Standing, facing left, holding a clipboard. */
function coach(x: number, y: number, look: Look, s = 1): string {
  const p = at(x, y, s);
  const board = p([-92, -372]);
  return (
    person({
      ...look,
      scale: s,
      head: p([-6, -458]),
      shoulder: p([0, -400]),
      hip: p([6, -238]),
      knee: [p([22, -128]), p([4, -128])],
      ankle: [p([28, -14]), p([0, -14])],
      toe: [p([-10, -10]), p([-38, -10])],
      elbow: [p([14, -318]), p([-8, -318])],
      hand: [p([-52, -352]), p([-70, -332])],
    }) +
    rect(
      board[0],
      board[1],
      64 * s,
      86 * s,
      "#f5f0e6",
      `rx="6" transform="rotate(-12 ${board[0]} ${board[1]})"`,
    ) +
    rect(
      board[0] + 18 * s,
      board[1] - 8 * s,
      28 * s,
      12 * s,
      C.slate,
      `rx="3" transform="rotate(-12 ${board[0]} ${board[1]})"`,
    )
  );
}

const mat = (x: number, y: number, w: number, color: string) =>
  poly(
    [
      [x - w / 2 + 30, y - 40],
      [x + w / 2 - 30, y - 40],
      [x + w / 2, y + 16],
      [x - w / 2, y + 16],
    ],
    color,
  );

/** Group training: four people squat together in front of the mirror wall. */
export function groupClass(): string {
  const horizon = 700;
  const looks: Look[] = [
    { skin: C.skin1, top: C.coral, bottom: C.charcoal, hair: "#3b2a20", ponytail: -1 },
    { skin: C.skin3, top: C.teal, bottom: "#2b3a55", hair: "#1c1410" },
    { skin: C.skin2, top: C.amber, bottom: C.slate, hair: "#5a3a22", ponytail: -1 },
    { skin: C.skin1, top: "#5b6cc4", bottom: C.charcoal, hair: "#c9a26b" },
  ];
  const content = [
    rect(0, 0, 1600, horizon, "url(#wall3)"),
    rect(140, 120, 1320, 560, "url(#mirror3)", `stroke="${C.slate}" stroke-width="12"`),
    poly(
      [
        [300, 120],
        [520, 120],
        [300, 560],
      ],
      "#fff",
      'opacity="0.18"',
    ),
    poly(
      [
        [900, 120],
        [980, 120],
        [760, 680],
        [680, 680],
      ],
      "#fff",
      'opacity="0.12"',
    ),
    boards(horizon, 800, ["#c99a6b", "#c0905f", "#d0a474", "#bd8a58"]),
    rect(0, horizon - 6, 1600, 12, "#b78b5d"),
    mat(560, 850, 280, "#2f8f82"),
    mat(1120, 850, 280, "#e07a5f"),
    squatter(560, 860, looks[1]!, 0.78),
    squatter(1120, 860, looks[3]!, 0.78),
    mat(380, 1090, 360, C.tealMid),
    mat(980, 1090, 360, "#d4913c"),
    shadow(380, 1100, 170, 22),
    shadow(980, 1100, 170, 22),
    squatter(380, 1100, looks[0]!),
    squatter(980, 1100, looks[2]!),
    plant(1490, 1060, 1.05, C.sand),
  ];
  const defs =
    linear("wall3", [
      [0, "#f4ece0"],
      [1, "#e6d8c3"],
    ]) +
    linear(
      "mirror3",
      [
        [0, "#d7e7e3"],
        [0.55, "#bcd5cf"],
        [1, "#e4efec"],
      ],
      1,
      1,
    );
  return svg(defs, content.join(""));
}

/** Personal training: a coach with a clipboard watches a lunge. */
export function personalTraining(): string {
  const horizon = 720;
  const machine = [
    rect(1080, 160, 26, 560, C.slate),
    rect(1380, 160, 26, 560, C.slate),
    rect(1080, 150, 326, 26, C.slate),
    circle(1120, 200, 20, C.steel),
    circle(1366, 200, 20, C.steel),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
      rect(1190, 470 + i * 30, 106, 26, i % 2 ? C.charcoal : "#303c3a", 'rx="4"'),
    ),
    rect(1236, 176, 14, 294, C.steel),
  ];
  const content = [
    rect(0, 0, 1600, horizon, "url(#wall4)"),
    rect(120, 110, 620, 470, "url(#sky4)", `stroke="${C.cream}" stroke-width="18"`),
    rect(426, 110, 10, 470, C.cream),
    rect(120, 340, 620, 10, C.cream),
    ...machine,
    boards(horizon, 800, ["#7a8c88", "#70827e", "#82948f", "#6a7b77"], 200),
    rect(0, horizon - 6, 1600, 12, C.slate),
    poly(
      [
        [120, 720],
        [740, 720],
        [1000, 1200],
        [-200, 1200],
      ],
      "#fff",
      'opacity="0.08"',
    ),
    shadow(560, 1090, 230, 24),
    lunger(
      560,
      1090,
      { skin: C.skin2, top: C.coral, bottom: C.charcoal, hair: "#2a1d15", ponytail: -1 },
      1.1,
    ),
    shadow(1080, 1100, 110, 20),
    coach(
      1080,
      1100,
      { skin: C.skin1, top: C.teal, bottom: "#2f3d52", hair: "#4a3322", shoe: C.white },
      1.12,
    ),
    plant(1470, 1130, 1.1),
  ];
  const defs =
    linear("wall4", [
      [0, "#e9efed"],
      [1, "#d5e0dd"],
    ]) +
    linear("sky4", [
      [0, "#93cbe0"],
      [1, "#eaf6f3"],
    ]);
  return svg(defs, content.join(""));
}
