import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { ImageJob } from './plan';
import { sceneSvg } from './scene';

/** Rewrites the folders it writes (media, the review photos' buckets) from scratch so removed images do not linger. */
export async function renderImages(storageDir: string, jobs: ImageJob[]): Promise<number> {
  for (const folder of new Set(jobs.map((job) => job.path.split('/')[0]!))) rmSync(join(storageDir, folder), { recursive: true, force: true });
  let bytes = 0;
  for (const job of jobs) {
    const file = join(storageDir, job.path);
    mkdirSync(dirname(file), { recursive: true });
    let data: Buffer;
    if (job.kind === 'svg') {
      data = Buffer.from(job.svg);
    } else if (job.kind === 'png') {
      data = await sharp(Buffer.from(job.svg), { density: 72 * (job.scale ?? 1) }).png({ compressionLevel: 9, palette: true }).toBuffer();
    } else {
      const { theme, seed, width, height, label } = job;
      const svg = sceneSvg({ theme, seed, width, height, label });
      data = await sharp(Buffer.from(svg)).jpeg({ quality: 70, mozjpeg: true }).toBuffer();
    }
    writeFileSync(file, data);
    bytes += data.length;
  }
  return bytes;
}
