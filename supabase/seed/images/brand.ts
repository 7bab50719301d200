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

/** A word-mark: an initial in a roundel and the brand name, in the sponsor's two colours. */
export function sponsorLogoSvg(s: Sponsor): string {
  const [bg, fg] = s.colors;
  const size = s.name.length > 20 ? 20 : 26;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160">
<rect x="2" y="2" width="396" height="156" rx="18" fill="${bg}" stroke="${fg}" stroke-width="3"/>
<circle cx="68" cy="80" r="42" fill="${fg}"/>
<text x="68" y="96" text-anchor="middle" font-family="${font}" font-size="44" font-weight="bold" fill="${bg}">${escapeXml(s.name.charAt(0))}</text>
<text x="124" y="90" font-family="${font}" font-size="${size}" font-weight="bold" fill="${fg}">${escapeXml(s.name)}</text>
</svg>`;
}
