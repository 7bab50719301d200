/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { preparePhoto, sniffPhotoFormat } from '@/lib/reviews/photo-image';
import { REVIEW_PHOTO_LIMITS } from '@/lib/reviews/photo-limits';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366aa' } });

/** A camera's JPEG: its make, the time, a GPS position and an orientation saying "turn me 90° clockwise". */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', DateTime: '2026:07:14 09:31:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 59/1 1700/100', GPSLongitudeRef: 'E', GPSLongitude: '86/1 55/1 2500/100' },
    })
    .toBuffer();
}

describe('sniffPhotoFormat: the bytes decide, not the name', () => {
  it('knows JPEG, PNG and WebP by their magic numbers and nothing else', async () => {
    expect(sniffPhotoFormat(await solid(8, 8).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPhotoFormat(await solid(8, 8).png().toBuffer())).toBe('png');
    expect(sniffPhotoFormat(await solid(8, 8).webp().toBuffer())).toBe('webp');
    expect(sniffPhotoFormat(await solid(8, 8).gif().toBuffer())).toBeNull();
    expect(sniffPhotoFormat(await solid(8, 8).tiff().toBuffer())).toBeNull();
    expect(sniffPhotoFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffPhotoFormat(new Uint8Array())).toBeNull();
  });
});

describe('preparePhoto', () => {
  it('keeps no metadata at all, turns the photo upright and bounds its longer side', async () => {
    const original = await cameraJpeg(3000, 2000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await preparePhoto(original);
    if (!result.ok) throw new Error(result.error);
    const meta = await sharp(result.photo.jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    // Orientation 6 applied: the landscape file is a portrait photo.
    expect([result.photo.width, result.photo.height]).toEqual([1067, REVIEW_PHOTO_LIMITS.storedMaxSide]);
    expect([meta.width, meta.height]).toEqual([result.photo.width, result.photo.height]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const leaked of ['PhoneMaker', 'Pocket 12', '2026:07:14']) expect(result.photo.jpeg.includes(Buffer.from(leaked))).toBe(false);
  });

  it('takes a small PNG or WebP as it is, flattened and re-encoded as JPEG', async () => {
    const transparent = await sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const png = await preparePhoto(transparent);
    expect(png).toMatchObject({ ok: true, photo: { width: 640, height: 480 } });
    if (png.ok) expect(sniffPhotoFormat(png.photo.jpeg)).toBe('jpeg');
    expect(await preparePhoto(await solid(800, 600).webp().toBuffer())).toMatchObject({ ok: true, photo: { width: 800, height: 600 } });
  });

  it('refuses what is not a JPEG, PNG or WebP, whatever it is called', async () => {
    expect(await preparePhoto(await solid(800, 600).gif().toBuffer())).toEqual({ ok: false, error: 'photo_type' });
    expect(await preparePhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>'))).toEqual({ ok: false, error: 'photo_type' });
    expect(await preparePhoto(Buffer.from('%PDF-1.7\n'))).toEqual({ ok: false, error: 'photo_type' });
  });

  it('refuses a file that announces a photo but does not decode as one', async () => {
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    expect(await preparePhoto(jpeg.subarray(0, jpeg.length / 2))).toEqual({ ok: false, error: 'photo_unreadable' });
    expect(await preparePhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not a jpeg at all')]))).toEqual({ ok: false, error: 'photo_unreadable' });
    // A PNG's signature in front of a JPEG: the format announced is not the one inside.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await preparePhoto(Buffer.concat([png, jpeg]))).toEqual({ ok: false, error: 'photo_unreadable' });
  });

  it('refuses too few pixels, too many (a decompression bomb) and too many bytes', async () => {
    expect(await preparePhoto(await solid(REVIEW_PHOTO_LIMITS.minSide - 1, 900).jpeg().toBuffer())).toEqual({ ok: false, error: 'photo_dimensions' });
    // 10,000 x 6,000 of one colour: a small file, 60 megapixels once decoded.
    const bomb = await solid(10_000, 6_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(REVIEW_PHOTO_LIMITS.maxBytes);
    expect(await preparePhoto(bomb)).toEqual({ ok: false, error: 'photo_dimensions' });
    const padded = Buffer.concat([await solid(800, 600).jpeg().toBuffer(), Buffer.alloc(REVIEW_PHOTO_LIMITS.maxBytes)]);
    expect(await preparePhoto(padded)).toEqual({ ok: false, error: 'photo_too_large' });
  });
});
