/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lessonSeconds, MediaDurationError, videoDurationSeconds } from '@/lib/courses/media-duration';
import { demoClips, paidClipPath, previewClipPath } from '@/supabase/seed/video/clip-paths';

const storage = (path: string) => readFileSync(join(process.cwd(), 'supabase', 'storage', path));

/** An ISO-BMFF box: 32-bit size, four-letter type, payload. */
function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(Buffer.from(type), 4);
  let at = 8;
  for (const p of payload) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A movie header (mvhd) of version 0 (32-bit times) or 1 (64-bit), with its timescale and duration. */
function mvhd(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const body = new Uint8Array(version === 0 ? 100 : 112);
  const view = new DataView(body.buffer);
  view.setUint8(0, version);
  if (version === 0) {
    view.setUint32(12, timescale);
    view.setUint32(16, duration);
  } else {
    view.setUint32(20, timescale);
    view.setBigUint64(24, BigInt(duration));
  }
  return box('mvhd', body);
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41'));

describe('a video duration read from its own header', () => {
  test.each(demoClips.flatMap((clip) => [[previewClipPath(clip.n), clip.seconds], [paidClipPath(clip.n), clip.seconds]]))('%s (WebM) lasts the %i s it was made with', (path, seconds) => {
    const file = storage(path);
    expect(videoDurationSeconds(file)).toBeCloseTo(seconds, 3);
    // Its first few hundred bytes are enough: no need to fetch a whole lesson to measure it.
    expect(videoDurationSeconds(file.subarray(0, 512))).toBeCloseTo(seconds, 3);
    expect(lessonSeconds(file)).toBe(seconds);
  });

  test('MP4: the movie header, version 0 or 1, before or after the media data', () => {
    const mdat = box('mdat', new Uint8Array(5000));
    expect(videoDurationSeconds(concat(ftyp, box('moov', mvhd(0, 600, 367_800)), mdat))).toBe(613);
    expect(videoDurationSeconds(concat(ftyp, mdat, box('moov', box('udta'), mvhd(1, 90_000, 54_090_000))))).toBe(601);
    expect(lessonSeconds(concat(ftyp, box('moov', mvhd(0, 1000, 12_499))))).toBe(12);
  });

  test('says when the bytes given stop before the header that holds the duration, and what is not a video', () => {
    const lateMoov = concat(ftyp, box('mdat', new Uint8Array(5000)), box('moov', mvhd(0, 600, 6000)));
    const cut = () => videoDurationSeconds(lateMoov.subarray(0, 2000));
    expect(cut).toThrow(MediaDurationError);
    expect(() => cut()).toThrow(expect.objectContaining({ needsMore: true }));
    expect(() => videoDurationSeconds(Buffer.from('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nHi'))).toThrow('Not a WebM, Matroska, MP4 or MOV file');
    expect(() => videoDurationSeconds(concat(ftyp, box('moov', mvhd(0, 0, 0))))).toThrow('states no duration');
  });
});
