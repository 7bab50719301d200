import type { ImageTheme } from '../types';

export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const light = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) => Math.round(x * 255).toString(16).padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  /** Land layers from far (light) to near (dark). */
  layers: string[];
  accent: string;
}

/** Base hues per theme keep a family look (cold blues for snow, warm ochres for desert) with per-image variety. */
const themeHues: Record<ImageTheme, { land: number; sky: number; sat: number }> = {
  peaks: { land: 215, sky: 205, sat: 30 },
  snow: { land: 205, sky: 200, sat: 25 },
  sea: { land: 195, sky: 195, sat: 55 },
  desert: { land: 28, sky: 20, sat: 60 },
  city: { land: 260, sky: 20, sat: 30 },
  savanna: { land: 40, sky: 25, sat: 55 },
  hills: { land: 95, sky: 200, sat: 35 },
  volcanic: { land: 160, sky: 210, sat: 15 },
  forest: { land: 140, sky: 195, sat: 35 },
};

export function makePalette(theme: ImageTheme, random: () => number): Palette {
  const base = themeHues[theme];
  const shift = (random() - 0.5) * 30;
  const dusk = random() < 0.35;
  const skyHue = dusk ? 20 + random() * 25 : base.sky + shift;
  const landHue = base.land + shift;
  const layers = [0, 1, 2, 3].map((i) => hsl(landHue + i * 4, base.sat + i * 5, 72 - i * 15));
  return {
    skyTop: hsl(dusk ? 250 : skyHue, dusk ? 40 : 60, dusk ? 35 : 55),
    skyBottom: hsl(skyHue, dusk ? 85 : 70, dusk ? 72 : 86),
    sun: dusk ? hsl(35, 95, 70) : hsl(50, 90, 92),
    layers,
    accent: hsl(landHue + 180, 70, 55),
  };
}
