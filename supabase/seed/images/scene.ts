import { createRandom, hashSeed } from '../prng';
import type { ImageTheme } from '../types';
import { acacias, conifers, plume, ridge, sails, sea, skyline, snowCaps, waves } from './layers';
import { makePalette } from './palette';

export interface SceneOptions {
  theme: ImageTheme;
  seed: string;
  width: number;
  height: number;
  label?: string;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function land(theme: ImageTheme, random: () => number, w: number, h: number, layers: string[]): string {
  const [l0 = '#ccc', l1 = '#999', l2 = '#666', l3 = '#333'] = layers;
  switch (theme) {
    case 'peaks':
    case 'snow': {
      const far = ridge(random, w, h, h * 0.45, h * 0.18, l0);
      const caps = snowCaps(random, w, h * 0.45);
      const mid = ridge(random, w, h, h * 0.6, h * 0.12, l1);
      const near = theme === 'snow' ? waves(random, w, h, h * 0.8, h * 0.08, '#f4f7fb') : ridge(random, w, h, h * 0.78, h * 0.06, l2);
      const trees = theme === 'peaks' ? conifers(random, w, h * 0.82, l3, 18) : conifers(random, w, h * 0.84, l3, 6);
      return far + caps + mid + near + trees;
    }
    case 'sea':
      return ridge(random, w, h, h * 0.55, h * 0.05, l1) + sea(w, h, h * 0.58, { skyTop: '', skyBottom: '', sun: '', layers, accent: '' }) + sails(random, w, h * 0.62);
    case 'desert':
      return waves(random, w, h, h * 0.6, h * 0.12, l0) + waves(random, w, h, h * 0.72, h * 0.14, l1) + waves(random, w, h, h * 0.86, h * 0.1, l2);
    case 'city':
      return ridge(random, w, h, h * 0.55, h * 0.1, l0) + skyline(random, w, h * 0.78, l3, '#ffd166');
    case 'savanna':
      return waves(random, w, h, h * 0.66, h * 0.04, l1) + acacias(random, w, h * 0.74, l3) + waves(random, w, h, h * 0.86, h * 0.03, l2);
    case 'hills':
      return waves(random, w, h, h * 0.55, h * 0.12, l0) + waves(random, w, h, h * 0.7, h * 0.12, l1) + conifers(random, w, h * 0.66, l3, 8) + waves(random, w, h, h * 0.85, h * 0.08, l2);
    case 'volcanic': {
      const cone = `<path d="M${w * 0.3},${h * 0.65} L${w * 0.48},${h * 0.3} L${w * 0.54},${h * 0.3} L${w * 0.75},${h * 0.65} Z" fill="${l2}"/>`;
      return ridge(random, w, h, h * 0.55, h * 0.06, l0) + plume(w * 0.5, h * 0.3) + cone + waves(random, w, h, h * 0.75, h * 0.05, l3);
    }
    case 'forest':
      return ridge(random, w, h, h * 0.5, h * 0.12, l0) + waves(random, w, h, h * 0.65, h * 0.1, l1) + conifers(random, w, h * 0.62, l2, 30) + conifers(random, w, h * 0.78, l3, 22);
  }
}

/** A landscape as SVG: sky, sun, theme layers and an optional caption band. Same options, same bytes. */
export function sceneSvg({ theme, seed, width: w, height: h, label }: SceneOptions): string {
  const random = createRandom(hashSeed(`${theme}:${seed}`));
  const p = makePalette(theme, random);
  const sunX = (0.15 + random() * 0.7) * w;
  const sunY = (0.15 + random() * 0.2) * h;
  const caption = label
    ? `<rect x="0" y="${h - h * 0.14}" width="${w}" height="${h * 0.14}" fill="#000" opacity="0.35"/><text x="${w * 0.04}" y="${h - h * 0.05}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${Math.round(h * 0.055)}" font-weight="bold" fill="#ffffff">${escapeXml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${(h * 0.07).toFixed(1)}" fill="${p.sun}" opacity="0.9"/>
${land(theme, random, w, h, p.layers)}
${caption}
</svg>`;
}
