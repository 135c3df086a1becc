// Spec §5 photo rule checked in the browser before upload (the server checks the content again): JPEG or PNG,
// at most 5 MB, and at least 120×120 once decoded. The type alone is not trusted: the picture is decoded.
import { isValidPhoto, MESSAGES, PHOTO_RULES } from '@abode/shared';

/** A picture's decoded size; null when it does not decode, undefined when this browser cannot tell. */
export type ImageSize = { width: number; height: number } | null | undefined;

/** Reads a picture's size by decoding it (createImageBitmap). */
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

/** The message to show for a chosen photo, or null when it may be sent. */
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

/** Injected in tests, where happy-dom cannot decode pictures. */
export const photoChecker = { readSize: readImageSize };
