import { C, circle, group, line, linear, poly, radial, random, rect, shadow, stroke, svg } from "./kit";

/** The cardio corner: a rowing machine and a treadmill in front of a sunrise over the city. */
export function cardio(): string {
  const rnd = random(5);
  const skyline: string[] = [];
  for (let x = 120; x < 1480; ) {
    const w = 50 + rnd() * 90;
    const h = 60 + rnd() * 170;
    skyline.push(rect(x, 680 - h, w, h, rnd() > 0.5 ? "#7d6b8a" : "#6c5c7a"));
    x += w + 6;
  }
  const mullions = [460, 800, 1140].map((x) => rect(x - 7, 80, 14, 600, "#3a3340"));
  const treadmill = [
    shadow(1180, 990, 340, 30, 0.45),
    poly(
      [
        [880, 960],
        [1480, 960],
        [1460, 900],
        [940, 900],
      ],
      "#2e3436",
    ),
    rect(930, 880, 520, 24, "#1d2224", 'rx="12"'),
    circle(1440, 892, 20, C.steel),
    rect(880, 860, 110, 100, "#3a4244", 'rx="18"'),
    stroke("M930,870 L870,600", "#3a4244", 26),
    rect(800, 566, 150, 56, "#2e3436", 'rx="12" transform="rotate(-14 875 594)"'),
    rect(824, 574, 90, 26, "#5fc9b6", 'rx="6" opacity="0.8" transform="rotate(-14 869 587)"'),
    stroke("M896,690 L1060,712", C.steel, 12),
  ];
  const rower = [
    shadow(480, 1075, 360, 26, 0.45),
    rect(140, 1030, 640, 22, "#2e3436", 'rx="11"'),
    rect(160, 1050, 30, 40, "#1d2224", 'rx="6"'),
    rect(720, 1050, 30, 40, "#1d2224", 'rx="6"'),
    circle(800, 960, 96, "#2e3436"),
    circle(800, 960, 70, "#3f4a4c"),
    circle(800, 960, 18, C.steel),
    poly(
      [
        [640, 1030],
        [700, 1030],
        [690, 960],
        [650, 960],
      ],
      "#3a4244",
    ),
    rect(612, 944, 70, 22, C.coral, 'rx="8" transform="rotate(-50 646 955)"'),
    rect(360, 996, 120, 34, C.teal, 'rx="14"'),
    line([730, 920], [800, 960], C.charcoal, 6),
    rect(690, 908, 70, 16, C.charcoal, 'rx="8"'),
  ];
  const content = [
    rect(0, 0, 1600, 760, "#2f2a35"),
    rect(120, 80, 1360, 600, "url(#sunrise)"),
    circle(1000, 470, 220, "url(#sun)"),
    circle(1000, 470, 70, "#fff1c9"),
    ...skyline,
    ...mullions,
    rect(120, 80, 1360, 600, "none", `stroke="#3a3340" stroke-width="18"`),
    rect(100, 680, 1400, 24, "#4a4150"),
    rect(0, 760, 1600, 440, "url(#floor5)"),
    rect(0, 756, 1600, 10, "#1f1b24"),
    poly(
      [
        [700, 766],
        [1420, 766],
        [1700, 1200],
        [420, 1200],
      ],
      "url(#shine)",
    ),
    group(rower.join(""), 'transform="translate(-70 0)"'),
    group(treadmill.join(""), 'transform="translate(90 0)"'),
  ];
  const defs =
    linear("sunrise", [
      [0, "#8fb4d6"],
      [0.45, "#f6c9a0"],
      [0.8, "#f59f6b"],
      [1, "#f7b27a"],
    ]) +
    radial("sun", [
      [0, "#fff3cf", 1],
      [0.5, "#ffd29a", 0.55],
      [1, "#ffb36b", 0],
    ]) +
    linear("floor5", [
      [0, "#6a5b63"],
      [1, "#94806f"],
    ]) +
    radial(
      "shine",
      [
        [0, "#ffcf9a", 0.45],
        [1, "#ffcf9a", 0],
      ],
      0.5,
      0,
      0.9,
    );
  return svg(defs, content.join(""));
}
