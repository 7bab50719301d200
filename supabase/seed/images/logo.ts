/**
 * The shop's logo: the mark (the site icon's mountain and sun in a rounded square) and the wordmark ALTITUD /
 * ADVENTURES drawn as strokes, not text, so it looks the same in every browser and in generated share images
 * whatever fonts the system has. Glyphs are drawn on a 24-unit cap height with strokes centred 2 units inside.
 */
const glyphs: Record<string, { width: number; d: string }> = {
  A: { width: 16, d: 'M0 22 L8 2 L16 22 M3.6 15 H12.4' },
  D: { width: 19, d: 'M2 2 V22 H7 A10 10 0 0 0 7 2 Z' },
  E: { width: 14, d: 'M14 2 H2 V22 H14 M2 12 H11' },
  I: { width: 4, d: 'M2 2 V22' },
  L: { width: 14, d: 'M2 2 V22 H14' },
  N: { width: 18, d: 'M2 22 V2 L16 22 V2' },
  R: { width: 16, d: 'M2 22 V2 H9 A5 5 0 0 1 9 12 H2 M8 12 L15 22' },
  S: { width: 16, d: 'M15 5 C13 2.5 11 2 8 2 C4 2 2 4 2 7 C2 10 5 11 8 12 C11 13 15 14 15 17 C15 20 13 22 8 22 C5 22 3 21 1 19' },
  T: { width: 16, d: 'M0 2 H16 M8 2 V22' },
  U: { width: 18, d: 'M2 2 V14 A7 7 0 0 0 16 14 V2' },
  V: { width: 16, d: 'M0 2 L8 22 L16 2' },
};

function word(text: string, gap: number): { width: number; paths: string } {
  let x = 0;
  const parts: string[] = [];
  for (const letter of text) {
    const glyph = glyphs[letter];
    if (!glyph) throw new Error(`logo: no glyph for ${letter}`);
    parts.push(`<path transform="translate(${x} 0)" d="${glyph.d}"/>`);
    x += glyph.width + gap;
  }
  return { width: x - gap, paths: parts.join('') };
}

const brand = { dark: '#0e3429', green: '#185a4a', mist: '#d5ece4', sun: '#e0782f' };

function mark(): string {
  return `<rect width="64" height="64" rx="14" fill="${brand.green}"/><path d="M8 50 26 20l9 14 6-9 15 25z" fill="#fff"/><path d="m26 20-5 8 5-3 4 3z" fill="${brand.mist}"/><circle cx="46" cy="16" r="5" fill="${brand.sun}"/>`;
}

/** The mark alone (square), for narrow headers and icons. */
export function logoMarkSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${mark()}</svg>`;
}

/** The full logo: the mark and the two-line wordmark, about four units wide for each unit of height. */
export function logoSvg(): string {
  const big = word('ALTITUD', 6);
  const small = word('ADVENTURES', 14);
  const x = 78;
  const width = Math.ceil(x + big.width * 1.3 + 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64">
<title>Altitud Adventures</title>
${mark()}
<g transform="translate(${x} 8) scale(1.3)" fill="none" stroke="${brand.dark}" stroke-width="4" stroke-linejoin="round">${big.paths}</g>
<g transform="translate(${x} 46) scale(0.42)" fill="none" stroke="${brand.green}" stroke-width="5.2" stroke-linejoin="round">${small.paths}</g>
</svg>`;
}
