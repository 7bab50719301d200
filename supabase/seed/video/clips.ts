import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { supabaseDir } from '../../local/paths';
import { captionsOf, demoClips, paidClipPath, previewClipPath } from './clip-paths';

/**
 * Writes the demo lesson videos (a few seconds of a moving colour gradient each, VP9 in WebM, a keyframe every
 * second so the player can seek and resume) and their WebVTT captions in English and Spanish. Run with
 * `npm run seed:videos` after installing ffmpeg (Debian: `apt-get install ffmpeg`). The files are committed: the
 * seed and the tests do not need ffmpeg. Each clip is written twice: once in the public `course-previews` bucket (free
 * previews) and once in the private `course-videos` bucket (paid lessons, reached only through signed URLs).
 */
function main(): void {
  for (const clip of demoClips) {
    const preview = join(supabaseDir, 'storage', previewClipPath(clip.n));
    const paid = join(supabaseDir, 'storage', paidClipPath(clip.n));
    mkdirSync(dirname(preview), { recursive: true });
    mkdirSync(dirname(paid), { recursive: true });
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `gradients=s=426x240:r=24:speed=0.03:c0=${clip.colors[0]}:c1=${clip.colors[1]}:seed=${clip.n}`,
      '-t', String(clip.seconds),
      '-c:v', 'libvpx-vp9', '-crf', '55', '-b:v', '0', '-g', '24', '-deadline', 'good', '-cpu-used', '5',
      '-pix_fmt', 'yuv420p', '-an', '-fflags', '+bitexact', '-flags:v', '+bitexact', preview,
    ], { stdio: 'inherit' });
    copyFileSync(preview, paid);
    for (const lang of ['en', 'es'] as const) {
      const vtt = captionsOf(clip, lang);
      writeFileSync(join(supabaseDir, 'storage', previewClipPath(clip.n).replace(/\.webm$/, `.${lang}.vtt`)), vtt);
      writeFileSync(join(supabaseDir, 'storage', paidClipPath(clip.n).replace(/\.webm$/, `.${lang}.vtt`)), vtt);
    }
    console.log(`clip ${clip.n}: ${preview}`);
  }
}

main();
