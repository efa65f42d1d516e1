/**
 * Drawing helpers for the studio's illustrations: plain SVG strings, rendered to raster by
 * `render.ts`. Coordinates are in a 1600×1200 canvas.
 */
export type Pt = readonly [number, number];

export const W = 1600;
export const H = 1200;

export const C = {
  teal: "#0b5e55",
  tealDark: "#08443d",
  tealMid: "#1f7a6d",
  mint: "#c3fae8",
  sage: "#9cc9b8",
  cream: "#f8f1e7",
  sand: "#eadcc8",
  wood: "#c99a6b",
  woodDark: "#a5764b",
  woodDeep: "#7d5534",
  coral: "#ef7d5b",
  amber: "#f4a340",
  sun: "#ffd29a",
  charcoal: "#24302e",
  slate: "#3c4a47",
  grey: "#6b7a77",
  steel: "#a9b7b4",
  white: "#ffffff",
  skin1: "#e8b594",
  skin2: "#c68a62",
  skin3: "#8d5a3c",
  leaf: "#3f8f5a",
  leafLight: "#6dbb74",
  red: "#e5484d",
} as const;

const num = (n: number) => Math.round(n * 10) / 10;
export const pts = (list: readonly Pt[]) => list.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");

export const poly = (list: readonly Pt[], fill: string, extra = "") =>
  `<polygon points="${pts(list)}" fill="${fill}" ${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}" ${extra}/>`;
export const circle = (x: number, y: number, r: number, fill: string, extra = "") =>
  `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}" ${extra}/>`;
export const line = (a: Pt, b: Pt, stroke: string, width: number, extra = "") =>
  `<line x1="${num(a[0])}" y1="${num(a[1])}" x2="${num(b[0])}" y2="${num(b[1])}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;
export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const stroke = (d: string, color: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
export const polyline = (list: readonly Pt[], color: string, width: number, extra = "") =>
  `<polyline points="${pts(list)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
export const group = (content: string, extra = "") => `<g ${extra}>${content}</g>`;

/** A vertical or diagonal linear gradient definition. */
export const linear = (id: string, stops: [number, string][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;
export const radial = (id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
    .join("")}</radialGradient>`;

/** Shared filters: a soft blur for shadows and glows, and film grain over the whole picture. */
const FILTERS = `
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="softer" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
<filter id="grain" x="0" y="0" width="100%" height="100%">
  <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="n"/>
  <feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.09 0"/>
</filter>`;

/** A soft shadow on the floor under an object. */
export const shadow = (x: number, y: number, rx: number, ry: number, opacity = 0.28) =>
  ellipse(x, y, rx, ry, "#000", `opacity="${opacity}" filter="url(#soft)"`);

/** The whole picture: defs, content, a gentle vignette and grain. */
export function svg(defs: string, content: string, size: { w: number; h: number } = { w: W, h: H }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="0 0 ${size.w} ${size.h}">
<defs>${FILTERS}${radial("vignette", [
    [0.55, "#000", 0],
    [1, "#000", 0.32],
  ])}${defs}</defs>
${content}
<rect width="${size.w}" height="${size.h}" fill="url(#vignette)"/>
<rect width="${size.w}" height="${size.h}" filter="url(#grain)" opacity="0.9"/>
</svg>`;
}

/** A potted plant with long leaves; (x, y) is the bottom centre of the pot. */
export function plant(x: number, y: number, s = 1, pot: string = C.cream): string {
  const leaves: string[] = [];
  const angles = [-62, -40, -22, -6, 10, 28, 48, 66, -80, 80];
  angles.forEach((a, i) => {
    const len = (180 + ((i * 37) % 70)) * s;
    const rad = ((a - 90) * Math.PI) / 180;
    const tip: Pt = [x + Math.cos(rad) * len, y - 150 * s + Math.sin(rad) * len];
    const base: Pt = [x, y - 140 * s];
    const mid: Pt = [(base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2];
    const nx = -(tip[1] - base[1]) * 0.18;
    const ny = (tip[0] - base[0]) * 0.18;
    const d = `M${base[0]},${base[1]} Q${mid[0] + nx},${mid[1] + ny} ${tip[0]},${tip[1]} Q${mid[0] - nx},${mid[1] - ny} ${base[0]},${base[1]}Z`;
    leaves.push(path(d, i % 2 ? C.leaf : C.leafLight));
  });
  const potShape = `M${x - 70 * s},${y - 150 * s} L${x + 70 * s},${y - 150 * s} L${x + 52 * s},${y} L${x - 52 * s},${y}Z`;
  return (
    shadow(x, y, 90 * s, 16 * s) +
    leaves.join("") +
    path(potShape, pot) +
    rect(x - 74 * s, y - 162 * s, 148 * s, 22 * s, pot, `rx="${6 * s}"`)
  );
}

export type Figure = {
  head: Pt;
  shoulder: Pt;
  hip: Pt;
  knee: [Pt, Pt];
  ankle: [Pt, Pt];
  toe: [Pt, Pt];
  elbow: [Pt, Pt];
  hand: [Pt, Pt];
  skin: string;
  top: string;
  bottom: string;
  hair: string;
  shoe?: string;
  /** Hair behind the head: a ponytail pointing this way (-1 left, 1 right, 0 none). */
  ponytail?: -1 | 0 | 1;
  scale?: number;
};

/** A person seen from the side, drawn with thick rounded limbs: [0] is the far side, [1] the near. */
export function person(f: Figure): string {
  const s = f.scale ?? 1;
  const shoe = f.shoe ?? C.charcoal;
  const limb = (side: 0 | 1) => {
    const shade = side === 0 ? 'opacity="0.78"' : "";
    return {
      leg:
        polyline([f.hip, f.knee[side], f.ankle[side]], f.bottom, 46 * s, shade) +
        line(f.ankle[side], f.toe[side], shoe, 24 * s, shade),
      arm:
        polyline([f.shoulder, f.elbow[side]], f.top, 30 * s, shade) +
        polyline([f.elbow[side], f.hand[side]], f.skin, 24 * s, shade),
    };
  };
  const far = limb(0);
  const near = limb(1);
  const [hx, hy] = f.head;
  const neck = line([hx, hy + 20 * s], f.shoulder, f.skin, 22 * s);
  const hair = f.ponytail
    ? stroke(
        `M${hx},${hy - 20 * s} q${f.ponytail * 55 * s},${-4 * s} ${f.ponytail * 62 * s},${46 * s}`,
        f.hair,
        20 * s,
      )
    : "";
  return [
    far.arm,
    far.leg,
    neck,
    line(f.shoulder, f.hip, f.top, 62 * s),
    line([f.hip[0], f.hip[1] - 6 * s], f.hip, f.bottom, 60 * s),
    near.leg,
    hair,
    circle(hx, hy, 34 * s, f.skin),
    path(
      `M${hx - 35 * s},${hy + 2 * s} a${35 * s},${35 * s} 0 0 1 ${70 * s},0 q${-20 * s},${-14 * s} ${-35 * s},${-10 * s} q${-18 * s},${2 * s} ${-35 * s},${10 * s}Z`,
      f.hair,
    ),
    near.arm,
  ].join("");
}

/** A deterministic pseudo-random sequence, so the art renders the same every time. */
export function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

/** A kettlebell standing on the floor; (x, y) is the bottom centre. */
export function kettlebell(
  x: number,
  y: number,
  r: number,
  color: string,
  handle: string = C.charcoal,
): string {
  const cy = y - r * 0.95;
  return [
    shadow(x + r * 0.15, y, r * 1.05, r * 0.2, 0.4),
    stroke(
      `M${x - r * 0.58},${cy - r * 0.62} C${x - r * 0.72},${cy - r * 1.75} ${x + r * 0.72},${cy - r * 1.75} ${x + r * 0.58},${cy - r * 0.62}`,
      handle,
      r * 0.26,
    ),
    circle(x, cy, r, color),
    ellipse(x, y - r * 0.08, r * 0.62, r * 0.12, "#000", 'opacity="0.25"'),
    ellipse(
      x - r * 0.38,
      cy - r * 0.38,
      r * 0.3,
      r * 0.2,
      "#fff",
      `opacity="0.22" transform="rotate(-35 ${x - r * 0.38} ${cy - r * 0.38})"`,
    ),
    path(
      `M${x - r * 0.62},${cy - r * 0.34} a${r * 0.7},${r * 0.7} 0 0 1 ${r * 0.34},${-r * 0.4}`,
      "none",
      `stroke="#fff" stroke-opacity="0.35" stroke-width="${r * 0.09}" stroke-linecap="round"`,
    ),
  ].join("");
}
