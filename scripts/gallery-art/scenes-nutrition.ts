import { C, circle, ellipse, line, path, random, rect, shadow, stroke, svg } from "./kit";

/** A healthy meal seen from above on a wooden table. */
export function nutrition(): string {
  const rnd = random(11);
  const planks: string[] = [];
  for (let y = 0, i = 0; y < 1200; y += 150, i++) {
    planks.push(rect(0, y, 1600, 146, ["#c9a27a", "#c09670", "#d0aa82", "#bb8f68"][i % 4]!));
    for (let k = 0; k < 5; k++) {
      const gy = y + 20 + rnd() * 110;
      planks.push(
        stroke(
          `M0,${gy} C400,${gy + 10 - rnd() * 20} 1100,${gy - 12 + rnd() * 24} 1600,${gy}`,
          "#a57c55",
          2,
          'opacity="0.35"',
        ),
      );
    }
    planks.push(rect(0, y + 146, 1600, 4, "#8e6844"));
  }
  const salad: string[] = [];
  for (let i = 0; i < 90; i++) {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * 250;
    const x = 800 + Math.cos(a) * d;
    const y = 600 + Math.sin(a) * d;
    const g = ["#4f9d57", "#6dbb74", "#3b7f47", "#8ccf7e", "#2f6b3b"][i % 5]!;
    salad.push(
      ellipse(
        x,
        y,
        46 + rnd() * 20,
        24 + rnd() * 10,
        g,
        `transform="rotate(${Math.round(rnd() * 180)} ${x.toFixed(0)} ${y.toFixed(0)})"`,
      ),
    );
  }
  const topping = (x: number, y: number, kind: number) => {
    if (kind === 0)
      return circle(x, y, 30, "#e5484d") + circle(x, y, 20, "#f27a6e") + circle(x - 8, y - 8, 6, "#ffd1c9");
    if (kind === 1)
      return (
        circle(x, y, 34, "#cfe8b5", `stroke="#4d8a3f" stroke-width="6"`) +
        circle(x, y, 14, "none", `stroke="#e9f5dc" stroke-width="5" stroke-dasharray="4 6"`)
      );
    if (kind === 2)
      return rect(x - 20, y - 20, 40, 40, "#fbf8ef", `rx="6" transform="rotate(${(x * 7) % 90} ${x} ${y})"`);
    return circle(x, y, 13, "#e3c48f") + circle(x - 4, y - 4, 4, "#f3deb4");
  };
  const toppings: string[] = [];
  for (let i = 0; i < 34; i++) {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * 230;
    toppings.push(topping(800 + Math.cos(a) * d, 600 + Math.sin(a) * d, i % 4));
  }
  const avocado = [
    shadow(1300, 330, 150, 110, 0.3),
    path(
      "M1300,160 C1400,160 1430,300 1420,380 C1410,480 1190,480 1180,380 C1170,300 1200,160 1300,160Z",
      "#3d6b2f",
    ),
    path(
      "M1300,182 C1388,182 1408,304 1398,376 C1390,456 1210,456 1202,376 C1194,304 1212,182 1300,182Z",
      "#d8e49a",
    ),
    circle(1300, 350, 62, "#8a5a33"),
    circle(1284, 334, 18, "#b58256"),
  ];
  const lemon = [
    shadow(1260, 930, 140, 120, 0.3),
    circle(1260, 910, 130, "#f6c945"),
    circle(1260, 910, 114, "#fbe7a0"),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
      const a = (i / 8) * Math.PI * 2;
      return line([1260, 910], [1260 + Math.cos(a) * 108, 910 + Math.sin(a) * 108], "#f6d86a", 6);
    }),
    circle(1260, 910, 14, "#fff6cf"),
  ];
  const glass = [
    shadow(330, 290, 150, 150, 0.22),
    circle(330, 280, 140, "#d6eef2", 'opacity="0.85"'),
    circle(330, 280, 140, "none", `stroke="#ffffff" stroke-width="12" opacity="0.9"`),
    circle(330, 280, 112, "#bfe3ea", 'opacity="0.8"'),
    rect(280, 230, 56, 56, "#eefafc", 'rx="10" transform="rotate(18 308 258)" opacity="0.8"'),
    rect(340, 270, 50, 50, "#eefafc", 'rx="10" transform="rotate(-12 365 295)" opacity="0.8"'),
    path(
      "M230,200 A140,140 0 0 1 350,142",
      "none",
      `stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.8"`,
    ),
  ];
  const napkin = [
    rect(110, 560, 300, 520, C.teal, 'rx="10" transform="rotate(-6 260 820)"'),
    rect(
      110,
      560,
      300,
      520,
      "none",
      `rx="10" stroke="${C.mint}" stroke-width="4" stroke-dasharray="2 12" transform="rotate(-6 260 820)"`,
    ),
    rect(245, 610, 22, 300, "#d9dfe0", 'rx="11" transform="rotate(-6 256 760)"'),
    path(
      "M226,600 L230,520 M246,598 L250,518 M266,596 L270,516 M286,594 L290,514",
      "none",
      `stroke="#d9dfe0" stroke-width="10" stroke-linecap="round"`,
    ),
    rect(222, 586, 74, 36, "#d9dfe0", 'rx="14" transform="rotate(-6 258 604)"'),
  ];
  const berries: string[] = [
    shadow(560, 1020, 120, 110, 0.25),
    circle(560, 1010, 120, C.cream),
    circle(560, 1010, 100, "#efe6d8"),
  ];
  for (let i = 0; i < 26; i++) {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * 80;
    berries.push(circle(560 + Math.cos(a) * d, 1010 + Math.sin(a) * d, 15, i % 3 ? "#3f4f8f" : "#5a3b7a"));
  }
  const content = [
    ...planks,
    ...napkin,
    ...glass,
    shadow(800, 620, 380, 370, 0.35),
    circle(800, 600, 340, "#fbf8f2"),
    circle(800, 600, 300, "#efe8dc"),
    ...salad,
    ...toppings,
    ellipse(680, 430, 160, 60, "#fff", 'opacity="0.12" transform="rotate(-30 680 430)"'),
    ...avocado,
    ...lemon,
    ...berries,
  ];
  return svg("", content.join(""));
}
