import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DomainError } from '../../shared/errors';

/** Decisions §9: payment screenshots are PNG, JPEG or WebP by content, at most 5 MB. */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** Larger images are refused before they are decoded (decompression bombs). */
const MAX_PIXELS = 40_000_000;
/** Stored re-encoded as WebP no larger than this on either side. */
const MAX_SIDE = 2400;
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

const NOT_AN_IMAGE = 'The screenshot must be a PNG, JPEG or WebP image';
const TOO_MANY_PIXELS = 'The screenshot has too many pixels';

/**
 * Re-encodes an upload as WebP: the format is read from the bytes (not the name or the declared
 * type), anything else is 415, and nothing of the original (metadata, trailing data, scripts)
 * survives the round trip through pixels.
 */
export async function reencodeScreenshot(bytes: Buffer): Promise<Buffer> {
  try {
    const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
    if (!format || !ACCEPTED.has(format)) throw new DomainError('unsupported', NOT_AN_IMAGE);
    // The header says how big the decoded image would be: refuse before decoding a bomb.
    if (width * height > MAX_PIXELS) throw new DomainError('too_large', TOO_MANY_PIXELS);
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const message = error instanceof Error ? error.message : '';
    throw /pixel limit/i.test(message)
      ? new DomainError('too_large', TOO_MANY_PIXELS)
      : new DomainError('unsupported', NOT_AN_IMAGE);
  }
}

export type ScreenshotStore = {
  put(image: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
};

const KEY = /^[a-f0-9]{32}\.webp$/;

/** Screenshots in a private folder (never under the served client). */
export function localScreenshotStore(folder: string): ScreenshotStore {
  return {
    async put(image) {
      await mkdir(folder, { recursive: true });
      const key = `${randomBytes(16).toString('hex')}.webp`;
      await writeFile(join(folder, key), image, { flag: 'wx' });
      return key;
    },
    async get(key) {
      if (!KEY.test(key)) return undefined;
      try {
        return await readFile(join(folder, key));
      } catch {
        return undefined;
      }
    },
  };
}

export const screenshotUrl = (key: string | null) => (key ? `/api/screenshots/${key}` : null);
