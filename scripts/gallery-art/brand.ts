/** The studio's mark: a white K on teal, as used for the app icons and the social preview. */

const K_GLYPH = (s: number) => {
  const u = s / 512;
  const p = (x: number, y: number) => `${(x * u).toFixed(1)},${(y * u).toFixed(1)}`;
  return `<rect x="${(170 * u).toFixed(1)}" y="${(128 * u).toFixed(1)}" width="${(56 * u).toFixed(1)}" height="${(256 * u).toFixed(1)}" rx="${(10 * u).toFixed(1)}" fill="#fff"/>
<polygon points="${p(226, 262)} ${p(328, 128)} ${p(398, 128)} ${p(262, 300)}" fill="#fff"/>
<polygon points="${p(250, 246)} ${p(398, 384)} ${p(324, 384)} ${p(222, 290)}" fill="#fff"/>
<path d="M${p(96, 330)} A${(170 * u).toFixed(1)},${(170 * u).toFixed(1)} 0 0 0 ${p(150, 420)}" fill="none" stroke="#f4a340" stroke-width="${(22 * u).toFixed(1)}" stroke-linecap="round"/>`;
};

/** The app icon; `maskable` fills the whole square and keeps the mark in the safe centre. */
export function iconSvg(size: number, maskable = false): string {
  const inner = maskable
    ? `<g transform="translate(${size * 0.1} ${size * 0.1}) scale(0.8)">${K_GLYPH(size)}</g>`
    : K_GLYPH(size);
  const radius = maskable ? 0 : size * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#08443d"/></linearGradient></defs>
<rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>${inner}</svg>`;
}

/** The text layer of the 1200×630 social preview, laid over a photo. */
export function ogOverlaySvg(name: string, tagline: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#08443d" stop-opacity="0.96"/><stop offset="0.55" stop-color="#0b5e55" stop-opacity="0.82"/><stop offset="1" stop-color="#0b5e55" stop-opacity="0"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#fade)"/>
<g transform="translate(80 150)">${iconSvg(120).replace(/<\/?svg[^>]*>/g, "")}</g>
<text x="80" y="390" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="104" fill="#fff" letter-spacing="3">${name}</text>
<text x="84" y="452" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="32" fill="#c3fae8">${tagline}</text>
</svg>`;
}
