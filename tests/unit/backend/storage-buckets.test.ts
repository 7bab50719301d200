import { parseSize, readConfigToml, storageBuckets } from '@/supabase/local/config-toml';
import { mimeTypeAllowed } from '@/supabase/local/storage/object-writes';

describe("the local backend's buckets, from config.toml", () => {
  it('reads each bucket with its size limit and allowed types, as Storage enforces them on uploads', () => {
    const buckets = storageBuckets(readConfigToml());
    expect(buckets.get('review-photos')).toEqual({ public: false, fileSizeLimit: 2 * 1024 * 1024, allowedMimeTypes: ['image/jpeg'] });
    expect(buckets.get('review-photos-public')).toEqual({ public: true, fileSizeLimit: 2 * 1024 * 1024, allowedMimeTypes: ['image/jpeg'] });
    expect(buckets.get('media')).toEqual({ public: true, fileSizeLimit: 10 * 1024 * 1024, allowedMimeTypes: null });
  });

  it('parses sizes in the units config.toml uses, and keeps a bucket under the global limit', () => {
    expect(parseSize('"50MiB"', 0)).toBe(50 * 1024 * 1024);
    expect(parseSize('"512KB"', 0)).toBe(512 * 1024);
    expect(parseSize('"1GiB"', 0)).toBe(1024 ** 3);
    expect(parseSize('2048', 0)).toBe(2048);
    expect(parseSize('"lots"', 7)).toBe(7);
    const sections = new Map([
      ['storage', new Map([['file_size_limit', '"1MiB"']])],
      ['storage.buckets.big', new Map([['file_size_limit', '"5MiB"']])],
    ]);
    expect(storageBuckets(sections).get('big')?.fileSizeLimit).toBe(1024 * 1024);
  });

  it("compares types as storage-api's validateMimeType does", () => {
    expect(mimeTypeAllowed('image/jpeg', ['image/jpeg'])).toBe(true);
    expect(mimeTypeAllowed('image/png', ['image/*'])).toBe(true);
    expect(mimeTypeAllowed('image/png', ['image/jpeg'])).toBe(false);
    expect(mimeTypeAllowed('image/jpeg;charset=binary', ['image/jpeg'])).toBe(false);
    expect(mimeTypeAllowed('jpeg', ['image/jpeg'])).toBe(false);
    expect(mimeTypeAllowed('anything/at-all', null)).toBe(true);
  });
});
