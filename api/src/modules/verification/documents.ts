// The content check of verification documents: PDF, JPEG or PNG by their bytes, whatever the file name or
// the declared type says. Pictures must also decode as what their signature claims (sharp, through the
// shared upload helper) and are re-encoded, which drops EXIF such as a phone's GPS position.
import { randomBytes } from 'node:crypto';
import { VERIFICATION_FILE_MAX_BYTES } from '@abode/shared/wire';
import sharp from 'sharp';
import { ApiError } from '../../lib/errors.ts';
import { PRIVATE_PREFIX } from '../../lib/private-files.ts';
import { PHOTO_MAX_PIXELS, reencodePhoto, sniffPhotoFormat } from '../../lib/uploads.ts';

/** The document types accepted, by the extension they are stored under. */
export type DocumentKind = 'pdf' | 'jpg' | 'png';

/** A document ready to store. */
export interface CheckedDocument {
  data: Buffer;
  type: DocumentKind;
}

/** The type of a document by its leading bytes; null when it is none of PDF, JPEG or PNG. */
export function sniffDocument(data: Buffer): DocumentKind | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const photo = sniffPhotoFormat(data);
  return photo === 'jpeg' ? 'jpg' : photo;
}

// Pictures of a document keep enough detail to read it.
const DOCUMENT_MAX_SIDE = 4096;

/** Checks a document by content and answers what to store; throws the 400 to answer otherwise. */
export async function checkDocument(fieldName: string, data: Buffer): Promise<CheckedDocument> {
  const refuse = () => new ApiError('VALIDATION', `${fieldName} must be a PDF, JPEG or PNG file`);
  if (data.length > VERIFICATION_FILE_MAX_BYTES)
    throw new ApiError('VALIDATION', `${fieldName} must be 5 MB or smaller`);
  const type = sniffDocument(data);
  if (!type) throw refuse();
  if (type === 'pdf') {
    // A PDF ends with an %%EOF marker (possibly followed by a line break or two).
    if (!data.subarray(-1024).toString('latin1').includes('%%EOF')) throw refuse();
    return { data, type };
  }
  const format = type === 'jpg' ? 'jpeg' : 'png';
  try {
    const meta = await sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw refuse();
    const clean = await reencodePhoto({ data, format, width: meta.width, height: meta.height }, DOCUMENT_MAX_SIDE);
    return { data: clean, type };
  } catch {
    throw refuse();
  }
}

/**
 * A private storage key no one can guess: the public /uploads route refuses `private/` keys, and the API hands
 * signed, short-lived URLs of a document only to its owner and admins (lib/private-files.ts).
 */
export function documentKey(userId: number, kind: DocumentKind): string {
  return `${PRIVATE_PREFIX}verification/${userId}/${randomBytes(16).toString('hex')}.${kind}`;
}
