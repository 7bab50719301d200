import type { Sponsor } from '../content/sponsors';

const font = 'DejaVu Sans, Liberation Sans, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function isoBadgeSvg(lang: 'en' | 'es'): string {
  const lines = lang === 'en' ? ['CERTIFIED', 'QUALITY', 'MANAGEMENT'] : ['CALIDAD', 'CERTIFICADA', 'GESTIÓN'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<circle cx="120" cy="120" r="114" fill="#ffffff" stroke="#1e3a8a" stroke-width="8"/>
<circle cx="120" cy="120" r="96" fill="none" stroke="#1e3a8a" stroke-width="2" stroke-dasharray="4 4"/>
<text x="120" y="78" text-anchor="middle" font-family="${font}" font-size="16" fill="#1e3a8a">${lines[0]}</text>
<text x="120" y="128" text-anchor="middle" font-family="${font}" font-size="40" font-weight="bold" fill="#1e3a8a">ISO</text>
<text x="120" y="158" text-anchor="middle" font-family="${font}" font-size="22" font-weight="bold" fill="#1e3a8a">9001</text>
<text x="120" y="182" text-anchor="middle" font-family="${font}" font-size="12" fill="#1e3a8a">${lines[1]} · ${lines[2]}</text>
</svg>`;
}

/** A name longer than this goes on two lines: 16 characters of bold 26 px text end short of the logo's right edge. */
const ONE_LINE_MAX = 16;

/** The name on one line, or broken at the space nearest its middle. */
export function sponsorNameLines(name: string): string[] {
  if (name.length <= ONE_LINE_MAX) return [name];
  const middle = name.length / 2;
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length === 0) return [name];
  const at = spaces.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
  return [name.slice(0, at), name.slice(at + 1)];
}

/** A word-mark: an initial in a roundel and the brand name, in the sponsor's two colours. */
export function sponsorLogoSvg(s: Sponsor): string {
  const [bg, fg] = s.colors;
  const lines = sponsorNameLines(s.name);
  // One line sits on the baseline 90; two lines 31 px apart keep the same middle.
  const baseline = (i: number) => 90 + (i - (lines.length - 1) / 2) * 31;
  const name = lines.map((line, i) => `<tspan x="124" y="${baseline(i)}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160">
<rect x="2" y="2" width="396" height="156" rx="18" fill="${bg}" stroke="${fg}" stroke-width="3"/>
<circle cx="68" cy="80" r="42" fill="${fg}"/>
<text x="68" y="96" text-anchor="middle" font-family="${font}" font-size="44" font-weight="bold" fill="${bg}">${escapeXml(s.name.charAt(0))}</text>
<text font-family="${font}" font-size="26" font-weight="bold" fill="${fg}">${name}</text>
</svg>`;
}
