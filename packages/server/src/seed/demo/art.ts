import { escapeHtml } from '../../platform/text/html-text';
import { prng } from './synth';

/** Generated SVG art: distinct per album, artist and genre, from a seeded PRNG. */

const PALETTES: [string, string, string][] = [
  ['#ff5f6d', '#ffc371', '#2b1055'],
  ['#00c9ff', '#92fe9d', '#0b1d3a'],
  ['#f857a6', '#ff5858', '#1a1a2e'],
  ['#7f00ff', '#e100ff', '#0d0221'],
  ['#f7971e', '#ffd200', '#3a1c71'],
  ['#43cea2', '#185a9d', '#0f2027'],
  ['#ee9ca7', '#ffdde1', '#2c3e50'],
  ['#c94b4b', '#4b134f', '#13111c'],
  ['#56ab2f', '#a8e063', '#1e3c1e'],
  ['#2193b0', '#6dd5ed', '#102a43'],
];

export function coverSvg(seed: number, title: string, subtitle: string): string {
  const r = prng(seed);
  const [a, b, bg] = PALETTES[seed % PALETTES.length]!;
  const style = seed % 4;
  const shapes: string[] = [];
  if (style === 0) {
    // Sunset with horizon lines (synthwave).
    shapes.push(`<circle cx="250" cy="230" r="130" fill="url(#g)"/>`);
    for (let i = 0; i < 7; i++) {
      shapes.push(`<rect x="100" y="${250 + i * 16}" width="300" height="${3 + i}" fill="${bg}"/>`);
    }
    for (let i = 0; i < 10; i++) {
      const y = 330 + i * i * 2.2;
      shapes.push(
        `<line x1="0" y1="${y}" x2="500" y2="${y}" stroke="${a}" stroke-opacity="0.5" stroke-width="1.5"/>`,
      );
    }
  } else if (style === 1) {
    // Overlapping circles.
    for (let i = 0; i < 7; i++) {
      shapes.push(
        `<circle cx="${60 + r() * 380}" cy="${60 + r() * 300}" r="${40 + r() * 120}" fill="${i % 2 ? a : b}" fill-opacity="${(0.25 + r() * 0.5).toFixed(2)}"/>`,
      );
    }
  } else if (style === 2) {
    // Waves.
    for (let i = 0; i < 12; i++) {
      const y = 80 + i * 26;
      const amp = 10 + r() * 30;
      shapes.push(
        `<path d="M0 ${y} C 120 ${y - amp}, 200 ${y + amp}, 250 ${y} S 400 ${y - amp}, 500 ${y}" stroke="url(#g)" stroke-width="${2 + r() * 5}" fill="none" stroke-opacity="0.85"/>`,
      );
    }
  } else {
    // Grid of tiles.
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 4; y++) {
        if (r() < 0.55) {
          shapes.push(
            `<rect x="${x * 100 + 8}" y="${y * 100 + 8}" width="84" height="84" rx="${r() < 0.5 ? 42 : 8}" fill="${r() < 0.5 ? a : b}" fill-opacity="${(0.3 + r() * 0.6).toFixed(2)}"/>`,
          );
        }
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 500" width="500" height="500">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></linearGradient></defs>
<rect width="500" height="500" fill="${bg}"/>
${shapes.join('\n')}
<rect width="500" height="500" fill="url(#shade)"/>
<text x="32" y="430" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="700" fill="#fff">${escapeHtml(title)}</text>
<text x="32" y="468" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#fff" fill-opacity="0.8">${escapeHtml(subtitle)}</text>
</svg>`;
}

export function artistSvg(seed: number, name: string): string {
  const r = prng(seed * 7 + 3);
  const [a, b, bg] = PALETTES[(seed + 3) % PALETTES.length]!;
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const rings = Array.from(
    { length: 6 },
    (_, i) =>
      `<circle cx="250" cy="250" r="${60 + i * 36}" fill="none" stroke="${i % 2 ? a : b}" stroke-opacity="${(0.2 + r() * 0.4).toFixed(2)}" stroke-width="${4 + r() * 10}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 500" width="500" height="500">
<defs><radialGradient id="g" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
<rect width="500" height="500" fill="url(#g)"/>
${rings.join('\n')}
<circle cx="250" cy="205" r="78" fill="${bg}" fill-opacity="0.55"/>
<path d="M120 430 C 130 320, 370 320, 380 430 Z" fill="${bg}" fill-opacity="0.55"/>
<text x="250" y="228" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeHtml(initials)}</text>
</svg>`;
}

export function genreSvg(seed: number, name: string): string {
  const [a, b] = PALETTES[(seed * 3 + 1) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 300" width="500" height="300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="500" height="300" fill="url(#g)"/>
<circle cx="430" cy="250" r="120" fill="#fff" fill-opacity="0.12"/>
<text x="28" y="70" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">${escapeHtml(name)}</text>
</svg>`;
}
