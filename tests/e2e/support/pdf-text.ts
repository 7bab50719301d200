import { inflateSync } from 'node:zlib';

/**
 * The text a PDF of the shop shows, as pdf-lib writes it (the trip notes): every content stream inflated, each line
 * drawn with a standard font a hex string in WinAnsi (`/F 10 Tf`, `1 0 0 1 x y Tm`, `<48656C6C6F> Tj`), in drawing
 * order. A line wrapped inside a paragraph (the next line one line height lower) is joined to it with a space; a new
 * paragraph, heading or bullet (a larger gap, or a new page) starts a new line.
 */
export function pdfText(pdf: Buffer): string {
  const latin = new TextDecoder('windows-1252');
  let text = '';
  // Each stream is read by its dictionary's /Length: compressed bytes may hold "endstream" or a line end before it
  // (a lazy match on them once cut a page short, and its text was lost).
  for (const match of pdf.toString('latin1').matchAll(/<<((?:(?!<<|>>)[\s\S])*)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1]);
    if (!length) continue;
    const start = (match.index ?? 0) + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, start + length)).toString('latin1');
    } catch {
      continue;
    }
    let size = 10;
    let y = Infinity;
    for (const op of content.matchAll(/\/\S+ ([\d.]+) Tf|1 0 0 1 [\d.]+ ([\d.]+) Tm|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (op[1]) size = Number(op[1]);
      else if (op[2]) {
        const next = Number(op[2]);
        text += y - next > size * 1.35 + 0.5 || next > y ? '\n' : ' ';
        y = next;
      } else text += latin.decode(Buffer.from(op[3] ?? '', 'hex'));
    }
    text += '\n';
  }
  return text;
}
