import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { REVIEW_PHOTO_LIMITS, type ReviewPhotoErrorKey } from './photo-limits';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image format the file's first bytes announce (its magic number), whatever its name or declared type says:
 * JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (a RIFF container of type WEBP). Null for anything else.
 */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface PreparedPhoto {
  /** A baseline JPEG with no metadata at all (no EXIF, GPS, XMP, IPTC or ICC profile), in sRGB. */
  jpeg: Buffer;
  width: number;
  height: number;
}

export type PrepareResult = { ok: true; photo: PreparedPhoto } | { ok: false; error: ReviewPhotoErrorKey };

/**
 * A traveller's file made into the photo the shop keeps: refused unless its bytes are a JPEG, PNG or WebP of a
 * reasonable size that decodes whole; then turned upright (its EXIF orientation applied), flattened on white (a
 * transparent PNG), made at most 1600 px on its longer side, and encoded afresh as JPEG. Sharp writes no metadata
 * unless asked to, so the camera, the time and the GPS position of the original are gone.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<PrepareResult> {
  const limits = REVIEW_PHOTO_LIMITS;
  if (bytes.byteLength > limits.maxBytes) return { ok: false, error: 'photo_too_large' };
  const format = sniffPhotoFormat(bytes);
  if (!format) return { ok: false, error: 'photo_type' };
  // Sharp's default failOn ('warning', the level its documentation gives untrusted input): a truncated or corrupt file
  // is refused rather than stored half grey. An animation gives its first frame.
  const input = () => sharp(bytes, { limitInputPixels: limits.maxInputPixels, animated: false }).timeout({ seconds: 20 });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch (error) {
    return { ok: false, error: /pixel limit/i.test(String(error)) ? 'photo_dimensions' : 'photo_unreadable' };
  }
  // The bytes must decode as the format they announced (a PNG signature in front of something else is not a PNG).
  if (meta.format !== format) return { ok: false, error: 'photo_unreadable' };
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height || width * height > limits.maxInputPixels) return { ok: false, error: 'photo_dimensions' };
  if (Math.min(width, height) < limits.minSide) return { ok: false, error: 'photo_dimensions' };
  try {
    const { data, info } = await input()
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ width: limits.storedMaxSide, height: limits.storedMaxSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { jpeg: data, width: info.width, height: info.height } };
  } catch {
    return { ok: false, error: 'photo_unreadable' };
  }
}
