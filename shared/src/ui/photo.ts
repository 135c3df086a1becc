// The browser's check of a chosen photo before upload (spec §5); the server checks the content again.
import { isValidPhoto, MESSAGES, PHOTO_RULES } from '../messages.ts';

/** A picture's decoded size; null when it does not decode, undefined when this browser cannot tell. */
export type ImageSize = { width: number; height: number } | null | undefined;

/** Reads a picture's size in the browser by decoding it (createImageBitmap). */
export function readImageSize(file: Blob): Promise<ImageSize> {
  if (typeof createImageBitmap !== 'function') return Promise.resolve(undefined);
  return createImageBitmap(file).then(
    (bitmap) => {
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    },
    () => null,
  );
}

/**
 * The client-side check of a chosen photo (the server checks the content again): JPEG or PNG, at most 5 MB,
 * at least 120×120 once decoded — the type alone is not trusted. Resolves with the message to show, or null
 * when the photo may be sent.
 */
export async function photoProblem(
  file: File,
  readSize: (file: Blob) => Promise<ImageSize> = readImageSize,
): Promise<string | null> {
  if (!(PHOTO_RULES.mimeTypes as readonly string[]).includes(file.type.toLowerCase())) return MESSAGES.photoRule;
  if (file.size > PHOTO_RULES.maxBytes) return MESSAGES.photoTooLarge;
  const size = await readSize(file);
  // A browser that cannot decode here leaves the size to the server's own check.
  if (size === undefined) return null;
  if (size === null) return MESSAGES.photoRule;
  return isValidPhoto({ type: file.type, ...size }) ? null : MESSAGES.photoRule;
}
