// Uploaded files are judged by their CONTENT, never by the name or the Content-Type the client claims:
// a photo must start with the JPEG or PNG signature AND decode as that format with sharp, be at least
// 120×120 (spec §5) and at most 5 MB. What is stored is a fresh encoding of the decoded pixels, so EXIF
// (GPS position, camera serial…) and anything smuggled after the image data never reach the store.
import { randomUUID } from 'node:crypto';
import { MESSAGES, PHOTO_RULES } from '@abode/shared/wire';
import sharp, { type Metadata } from 'sharp';
import type { Storage } from '../storage/storage.ts';
import { ApiError } from './errors.ts';

/** Decoding a picture bigger than this many pixels is refused (a small file can inflate to gigabytes). */
export const PHOTO_MAX_PIXELS = 40_000_000;

/** The refusal when a photo has too many pixels to decode safely. */
export const PHOTO_TOO_MANY_PIXELS = 'Photos must be at most 40 megapixels.';

/** The refusal when a photo field holds text instead of a file. */
export const PHOTO_NOT_A_FILE = 'Please choose a photo file to upload.';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The formats a photo may have, by what its bytes say. */
export type PhotoFormat = 'jpeg' | 'png';

/** A photo that passed every check, decoded size included. */
export interface CheckedPhoto {
  data: Buffer;
  format: PhotoFormat;
  width: number;
  height: number;
}

/** Options of {@link storePhoto}. */
export interface StorePhotoOptions {
  /** Storage folder, e.g. `profiles` (the key becomes `profiles/<uuid>.jpg`). */
  folder: string;
  /** Longest side after re-encoding; larger pictures are scaled down (never up). Default 2048. */
  maxSide?: number;
}

const photoRule = () => new ApiError('VALIDATION', MESSAGES.photoRule);

/** The format the leading bytes announce, or null for anything that is not JPEG or PNG. */
export function sniffPhotoFormat(data: Buffer): PhotoFormat | null {
  if (data.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  if (data.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  return null;
}

/** The smallest picture {@link checkPhoto} takes; listing and profile photos follow spec §5 (120×120). */
export interface PhotoMinimum {
  minWidth: number;
  minHeight: number;
}

/**
 * Checks an uploaded photo: a file part (multipart files arrive as Buffers), at most 5 MB, a JPEG or PNG
 * by its magic bytes and by sharp's own reading of it, at least 120×120 (or `minimum`), at most 40
 * megapixels. Throws the ApiError to answer.
 */
export async function checkPhoto(value: unknown, minimum: PhotoMinimum = PHOTO_RULES): Promise<CheckedPhoto> {
  if (!Buffer.isBuffer(value)) throw new ApiError('VALIDATION', PHOTO_NOT_A_FILE);
  if (value.length > PHOTO_RULES.maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE', MESSAGES.photoTooLarge);
  const sniffed = sniffPhotoFormat(value);
  if (!sniffed) throw photoRule();
  let meta: Metadata;
  try {
    meta = await sharp(value, { limitInputPixels: false }).metadata();
  } catch {
    throw photoRule();
  }
  // Both must agree: a PNG signature glued onto something else is not a PNG.
  if (meta.format !== sniffed || !meta.width || !meta.height) throw photoRule();
  if (meta.width < minimum.minWidth || meta.height < minimum.minHeight) throw photoRule();
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new ApiError('VALIDATION', PHOTO_TOO_MANY_PIXELS);
  return { data: value, format: sniffed, width: meta.width, height: meta.height };
}

/**
 * Re-encodes a checked photo in its own format: EXIF orientation applied to the pixels, then every
 * metadata block (EXIF, XMP, ICC, comments) dropped, scaled down to `maxSide`. Throws the photo rule when
 * the data only looked like an image (a valid header over a broken body).
 */
export async function reencodePhoto(photo: CheckedPhoto, maxSide = 2048): Promise<Buffer> {
  try {
    const pipeline = sharp(photo.data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked to (withMetadata/keepExif), which is what strips it here.
    return photo.format === 'jpeg'
      ? await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
      : await pipeline.png({ compressionLevel: 9 }).toBuffer();
  } catch {
    throw photoRule();
  }
}

/** Checks, re-encodes and stores an uploaded photo; resolves with its storage key (`<folder>/<uuid>.jpg|png`). */
export async function storePhoto(storage: Storage, value: unknown, options: StorePhotoOptions): Promise<string> {
  const photo = await checkPhoto(value);
  const data = await reencodePhoto(photo, options.maxSide);
  const key = `${options.folder.replace(/^\/+|\/+$/g, '')}/${randomUUID()}.${photo.format === 'jpeg' ? 'jpg' : 'png'}`;
  await storage.put(key, data);
  return key;
}
