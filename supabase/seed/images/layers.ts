import type { Palette } from './palette';

type Random = () => number;

/** A ridge line by midpoint displacement, closed to the bottom of the image. */
export function ridge(random: Random, w: number, h: number, baseY: number, roughness: number, fill: string): string {
  const n = 64;
  const ys = new Array<number>(n + 1).fill(baseY);
  const displace = (a: number, b: number, amp: number): void => {
    if (b - a < 2) return;
    const m = Math.floor((a + b) / 2);
    ys[m] = ((ys[a] ?? baseY) + (ys[b] ?? baseY)) / 2 + (random() - 0.5) * amp;
    displace(a, m, amp * 0.55);
    displace(m, b, amp * 0.55);
  };
  ys[0] = baseY + (random() - 0.5) * roughness;
  ys[n] = baseY + (random() - 0.5) * roughness;
  displace(0, n, roughness * 2);
  const points = ys.map((y, i) => `${((i / n) * w).toFixed(1)},${y.toFixed(1)}`).join(' L');
  return `<path d="M0,${h} L${points} L${w},${h} Z" fill="${fill}"/>`;
}

/** Smooth rolling shapes for dunes and hills. */
export function waves(random: Random, w: number, h: number, baseY: number, amp: number, fill: string): string {
  const segments = 3 + Math.floor(random() * 3);
  const step = w / segments;
  let d = `M0,${h} L0,${baseY}`;
  for (let i = 0; i < segments; i++) {
    const x0 = i * step;
    const peak = baseY - amp * (0.4 + random() * 0.6);
    d += ` Q${(x0 + step / 2).toFixed(1)},${peak.toFixed(1)} ${(x0 + step).toFixed(1)},${(baseY + (random() - 0.5) * amp * 0.3).toFixed(1)}`;
  }
  return `<path d="${d} L${w},${h} Z" fill="${fill}"/>`;
}

export function snowCaps(random: Random, w: number, baseY: number): string {
  const caps: string[] = [];
  const count = 3 + Math.floor(random() * 3);
  for (let i = 0; i < count; i++) {
    const x = (w / count) * (i + 0.5) + (random() - 0.5) * 60;
    const top = baseY - 40 - random() * 90;
    const half = 30 + random() * 40;
    caps.push(`<path d="M${x - half},${top + half * 0.9} L${x},${top} L${x + half},${top + half * 0.9} L${x + half * 0.4},${top + half * 0.6} L${x},${top + half * 0.8} L${x - half * 0.4},${top + half * 0.6} Z" fill="#ffffff" opacity="0.9"/>`);
    caps.push(`<path d="M${x - half * 2.2},${baseY + 40} L${x},${top} L${x + half * 2.2},${baseY + 40} Z" fill="#dfe8f1" opacity="0.35"/>`);
  }
  return caps.join('');
}

export function sea(w: number, h: number, y: number, p: Palette): string {
  const lines = Array.from({ length: 6 }, (_, i) => {
    const ly = y + 20 + i * ((h - y) / 6);
    return `<path d="M0,${ly} Q${w / 4},${ly - 6} ${w / 2},${ly} T${w},${ly}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2" fill="none"/>`;
  }).join('');
  return `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="url(#sea)"/>${lines}<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.layers[1]}"/><stop offset="1" stop-color="${p.layers[3]}"/></linearGradient></defs>`;
}

export function sails(random: Random, w: number, y: number): string {
  return Array.from({ length: 2 + Math.floor(random() * 3) }, () => {
    const x = 80 + random() * (w - 160);
    const s = 0.6 + random() * 0.8;
    const by = y + 25 + random() * 80;
    return `<g transform="translate(${x.toFixed(1)},${by.toFixed(1)}) scale(${s.toFixed(2)})"><path d="M-40,0 L40,0 L30,14 L-32,14 Z" fill="#2b2d42"/><path d="M0,-4 L0,-95 L34,-6 Z" fill="#ffffff"/><path d="M-4,-4 L-4,-80 L-30,-6 Z" fill="#f1f1f1"/></g>`;
  }).join('');
}

export function skyline(random: Random, w: number, baseY: number, fill: string, windows: string): string {
  const parts: string[] = [];
  let x = 0;
  while (x < w) {
    const bw = 40 + random() * 70;
    const bh = 60 + random() * 180;
    parts.push(`<rect x="${x.toFixed(1)}" y="${(baseY - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${(bh + 400).toFixed(1)}" fill="${fill}"/>`);
    if (random() < 0.3) parts.push(`<circle cx="${(x + bw / 2).toFixed(1)}" cy="${(baseY - bh).toFixed(1)}" r="${(bw / 2.5).toFixed(1)}" fill="${fill}"/>`);
    for (let wy = baseY - bh + 14; wy < baseY - 10; wy += 22) {
      for (let wx = x + 8; wx < x + bw - 12; wx += 16) {
        if (random() < 0.45) parts.push(`<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="7" height="10" fill="${windows}" opacity="0.8"/>`);
      }
    }
    x += bw + 2;
  }
  return parts.join('');
}

export function acacias(random: Random, w: number, baseY: number, fill: string): string {
  return Array.from({ length: 2 + Math.floor(random() * 3) }, () => {
    const x = random() * w;
    const s = 0.6 + random() * 0.9;
    return `<g transform="translate(${x.toFixed(1)},${baseY.toFixed(1)}) scale(${s.toFixed(2)})"><path d="M-4,0 L-2,-70 L-30,-95 L-2,-78 L0,-100 L4,-78 L30,-95 L4,-70 L4,0 Z" fill="${fill}"/><ellipse cx="0" cy="-100" rx="80" ry="16" fill="${fill}"/></g>`;
  }).join('');
}

export function conifers(random: Random, w: number, baseY: number, fill: string, count: number): string {
  return Array.from({ length: count }, () => {
    const x = random() * w;
    const hgt = 40 + random() * 70;
    const y = baseY + random() * 60;
    return `<path d="M${x.toFixed(1)},${(y - hgt).toFixed(1)} L${(x + hgt / 4).toFixed(1)},${y.toFixed(1)} L${(x - hgt / 4).toFixed(1)},${y.toFixed(1)} Z" fill="${fill}"/>`;
  }).join('');
}

export function plume(x: number, y: number): string {
  return `<g opacity="0.55" fill="#e9ecef"><circle cx="${x}" cy="${y - 30}" r="28"/><circle cx="${x + 30}" cy="${y - 70}" r="38"/><circle cx="${x + 70}" cy="${y - 115}" r="46"/></g>`;
}
