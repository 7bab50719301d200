import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { ensureChromium } from '../../tests/e2e/chromium';
import { root } from '../shared';
import { median } from './support/servers';

/**
 * Which format the image optimizer should offer (next.config.ts `images.formats`): the demo photos at the width a
 * phone picks (828 px, Lighthouse's mobile screen) and at the trip page's full-width header (1200 px), encoded the way
 * Next 16's optimizer encodes them (sharp: WebP at the page's quality 75; AVIF at 75 x 50/80 = 47, effort 3), then
 * decoded by Chromium (createImageBitmap, every photo several times). Bytes a visitor downloads, the server's encode
 * time on a cache miss and the phone's decode time, AVIF as a ratio of WebP measured in the same run.
 * `npm run bench -- image-formats`; BENCH_IMAGE_COUNT photos (default 24) from supabase/storage/media.
 */
const QUALITY = 75;
const WIDTHS = [828, 1200];
const COUNT = Number(process.env.BENCH_IMAGE_COUNT ?? 24);
const DECODE_ROUNDS = 5;

function demoPhotos(): string[] {
  const media = join(root, 'supabase', 'storage', 'media');
  const files = readdirSync(media, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  // Spread over the folders (places, trips, activities...), not the first folder only.
  const step = Math.max(1, Math.floor(files.length / COUNT));
  return files.filter((_, i) => i % step === 0).slice(0, COUNT).map((f) => join(media, f));
}

type Format = 'webp' | 'avif';
interface Encoded { bytes: number; encodeMs: number; data: Buffer }

async function encode(input: Buffer, width: number, format: Format): Promise<Encoded> {
  const started = performance.now();
  const image = sharp(input).rotate().resize(width, undefined, { withoutEnlargement: true });
  const data = format === 'webp'
    ? await image.webp({ quality: QUALITY }).toBuffer()
    : await image.avif({ quality: Math.max(Math.round(QUALITY * (50 / 80)), 1), effort: 3 }).toBuffer();
  return { bytes: data.length, encodeMs: performance.now() - started, data };
}

export async function run(): Promise<void> {
  const photos = demoPhotos();
  if (photos.length === 0) throw new Error('no demo photos in supabase/storage/media');
  const browser = await chromium.launch({ executablePath: ensureChromium((line) => console.log(`[chromium] ${line}`)), args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    console.log(`${photos.length} demo photos, encoded as Next's optimizer does, decoded by Chromium ${browser.version()}`);
    for (const width of WIDTHS) {
      const results: Record<Format, { bytes: number; encodeMs: number; decodeMs: number }> = {
        webp: { bytes: 0, encodeMs: 0, decodeMs: 0 },
        avif: { bytes: 0, encodeMs: 0, decodeMs: 0 },
      };
      // Alternating the two formats photo by photo, so a busy moment of the machine falls on both.
      for (const photo of photos) {
        const input = readFileSync(photo);
        for (const format of ['webp', 'avif'] as const) {
          const encoded = await encode(input, width, format);
          const decodeTimes = await page.evaluate(async ({ base64, type, rounds }) => {
            const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
            const blob = new Blob([bytes], { type });
            const times: number[] = [];
            for (let i = 0; i < rounds; i++) {
              const started = performance.now();
              (await createImageBitmap(blob)).close();
              times.push(performance.now() - started);
            }
            return times;
          }, { base64: encoded.data.toString('base64'), type: `image/${format}`, rounds: DECODE_ROUNDS });
          results[format].bytes += encoded.bytes;
          results[format].encodeMs += encoded.encodeMs;
          results[format].decodeMs += median(decodeTimes);
        }
      }
      const per = (format: Format, key: 'bytes' | 'encodeMs' | 'decodeMs') => results[format][key] / photos.length;
      const row = (label: string, key: 'bytes' | 'encodeMs' | 'decodeMs', unit: string, digits: number) =>
        console.log(`  ${label.padEnd(22)} WebP ${per('webp', key).toFixed(digits).padStart(8)} ${unit}  AVIF ${per('avif', key).toFixed(digits).padStart(8)} ${unit}  AVIF/WebP ${(per('avif', key) / per('webp', key)).toFixed(2)}x`);
      console.log(`${width} px wide, per photo:`);
      row('bytes', 'bytes', 'B ', 0);
      row('encode (server, miss)', 'encodeMs', 'ms', 1);
      row('decode (Chromium)', 'decodeMs', 'ms', 1);
    }
    console.log(`(each decode figure the median of ${DECODE_ROUNDS} decodes of the photo)`);
  } finally {
    await browser.close();
  }
}
