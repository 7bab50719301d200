/**
 * A video's duration read from its own container header, without decoding it: WebM / Matroska (the Segment's Info:
 * Duration in TimecodeScale units) and MP4 / MOV (the movie header `mvhd`: duration / timescale). The seed measures
 * every demo clip with it, and `npm run courses:durations` measures an operator's uploaded lessons, so the syllabus
 * states what the file holds, never a number typed by hand.
 *
 * `bytes` is the file, or its beginning: WebM states its duration in the first few KB; an MP4 needs its `moov` box,
 * which a "fast start" file has at the front and others after the media data (then the whole file is needed, and
 * the error says so: `MediaDurationError.needsMore`).
 */
export class MediaDurationError extends Error {
  constructor(message: string, readonly needsMore = false) {
    super(message);
  }
}

/** The duration in seconds (fractional) of the video whose bytes (or first bytes) these are. */
export function videoDurationSeconds(bytes: Uint8Array): number {
  if (bytes.length >= 4 && readUint(bytes, 0, 4) === EBML_HEADER) return matroskaDuration(bytes);
  if (bytes.length >= 8 && ascii(bytes, 4, 4) === 'ftyp') return mp4Duration(bytes);
  throw new MediaDurationError('Not a WebM, Matroska, MP4 or MOV file');
}

/** A lesson's duration as the syllabus states it: whole seconds, as a player's clock shows them. */
export const lessonSeconds = (bytes: Uint8Array) => Math.round(videoDurationSeconds(bytes));

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

function readUint(bytes: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i += 1) value = value * 256 + bytes[at + i]!;
  return value;
}

// ------------------------------------------------------------------------------------------------ Matroska / WebM
const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
/** Top-level children of a Segment that may come before its Info (skipped by their size). */
const UNKNOWN_SIZE = -1;

/** An EBML variable-length integer at `at`: its value (without the length marker) and how many bytes it takes. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new MediaDurationError('Truncated or malformed EBML header');
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) throw new MediaDurationError('Truncated EBML header', true);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + bytes[at + i]!;
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value: !keepMarker && allOnes ? UNKNOWN_SIZE : value, length };
}

function element(bytes: Uint8Array, at: number): { id: number; size: number; data: number } {
  const id = vint(bytes, at, true);
  const size = vint(bytes, at + id.length, false);
  return { id: id.value, size: size.value, data: at + id.length + size.length };
}

function matroskaDuration(bytes: Uint8Array): number {
  const header = element(bytes, 0);
  let at = header.data + header.size;
  const segment = element(bytes, at);
  if (segment.id !== SEGMENT) throw new MediaDurationError('No Matroska Segment after the EBML header');
  at = segment.data;
  while (at < bytes.length) {
    const child = element(bytes, at);
    if (child.id === INFO) return infoDuration(bytes, child.data, child.data + child.size);
    if (child.size === UNKNOWN_SIZE) break;
    at = child.data + child.size;
  }
  throw new MediaDurationError('No Segment Info in these bytes of the file', true);
}

function infoDuration(bytes: Uint8Array, from: number, to: number): number {
  let scale = 1_000_000;
  let duration: number | null = null;
  for (let at = from; at < Math.min(to, bytes.length);) {
    const child = element(bytes, at);
    const view = new DataView(bytes.buffer, bytes.byteOffset + child.data, child.size);
    if (child.id === TIMECODE_SCALE) scale = readUint(bytes, child.data, child.size);
    if (child.id === DURATION) duration = child.size === 4 ? view.getFloat32(0) : view.getFloat64(0);
    at = child.data + child.size;
  }
  if (duration === null || !Number.isFinite(duration) || duration <= 0) throw new MediaDurationError('The Segment Info states no duration');
  return (duration * scale) / 1e9;
}

// ------------------------------------------------------------------------------------------------------ MP4 / MOV
/** The first box of a type in a region: the start of its payload and its end. */
function box(bytes: Uint8Array, from: number, to: number, wanted: string): { start: number; end: number } | null {
  for (let at = from; at < to;) {
    const header = bytes.subarray(at, at + 16);
    if (header.length < 8) return null;
    let size = readUint(header, 0, 4);
    let start = at + 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = readUint(header, 8, 8);
      start = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < start - at) throw new MediaDurationError('Malformed MP4 box');
    if (ascii(header, 4, 4) === wanted) return { start, end: at + size };
    at += size;
  }
  return null;
}

function mp4Duration(bytes: Uint8Array): number {
  const moov = box(bytes, 0, bytes.length, 'moov');
  if (!moov) throw new MediaDurationError('No moov box in these bytes of the MP4 file', true);
  const mvhd = box(bytes, moov.start, Math.min(moov.end, bytes.length), 'mvhd');
  if (!mvhd) throw new MediaDurationError('No mvhd box in the MP4 file', moov.end > bytes.length);
  const body = bytes.subarray(mvhd.start, mvhd.start + 32);
  if (body.length < 32) throw new MediaDurationError('Truncated movie header', true);
  // Version 0: creation and modification times of 4 bytes each; version 1: 8 bytes each.
  const [timescale, duration] = body[0] === 1 ? [readUint(body, 20, 4), readUint(body, 24, 8)] : [readUint(body, 12, 4), readUint(body, 16, 4)];
  if (!timescale || !duration) throw new MediaDurationError('The movie header states no duration');
  return duration / timescale;
}
