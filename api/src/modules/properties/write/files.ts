// Files of a listing, judged by their content: photos through the shared upload helper (JPEG or PNG,
// at least 120×120, re-encoded without metadata), documents as PDF, DOC, DOCX or plain text.
import { randomBytes } from 'node:crypto';
import { PROPERTY_WRITE_MESSAGES as M, PROPERTY_DOCUMENT_MAX_BYTES } from '@abode/shared/wire';
import { ApiError } from '../../../lib/errors.ts';
import { ownedFiles, type PreparedFile } from '../../../lib/owned-files.ts';
import { checkPhoto, PHOTO_NOT_A_FILE, reencodePhoto } from '../../../lib/uploads.ts';

/** Storage folder of everything a listing uploads; only keys under it are ever removed. */
export const PROPERTY_FOLDER = 'properties';

/** The files a listing wrote (seed pictures are shared between listings and never removed). */
export const propertyFiles = ownedFiles(PROPERTY_FOLDER);

/** The document types accepted, by the extension they are stored under. */
export type DocumentType = 'pdf' | 'doc' | 'docx' | 'txt';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The document type of some bytes, or null. A DOCX is a ZIP whose entries include `word/`. */
export function sniffDocumentType(data: Buffer): DocumentType | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') {
    return data.subarray(-1024).toString('latin1').includes('%%EOF') ? 'pdf' : null;
  }
  if (data.subarray(0, OLE2.length).equals(OLE2)) return 'doc';
  if (data.subarray(0, ZIP.length).equals(ZIP)) {
    return data.includes('[Content_Types].xml') && data.includes('word/') ? 'docx' : null;
  }
  // Plain text: valid UTF-8 without control characters other than tab, line breaks and form feed.
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: this is the check for them
    return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? null : 'txt';
  } catch {
    return null;
  }
}

const token = () => randomBytes(16).toString('hex');

/** A fresh key under the listing folder. */
export const fileKey = (kind: 'images' | 'docs', ext: string) => `${PROPERTY_FOLDER}/${kind}/${token()}.${ext}`;

/** Checks and re-encodes a photo (JPEG or PNG ≥ 120×120 by content, ≤ 5 MB); throws the answer otherwise. */
export async function preparePhoto(value: unknown): Promise<PreparedFile> {
  if (!Buffer.isBuffer(value)) throw new ApiError('VALIDATION', PHOTO_NOT_A_FILE);
  const photo = await checkPhoto(value);
  const data = await reencodePhoto(photo, 2560);
  return { key: fileKey('images', photo.format === 'jpeg' ? 'jpg' : 'png'), data };
}

/** Checks a document (PDF, DOC, DOCX or TXT by content, ≤ 5 MB). */
export function prepareDocument(value: unknown): PreparedFile & { type: DocumentType } {
  if (!Buffer.isBuffer(value)) throw new ApiError('VALIDATION', M.documentRule);
  if (value.length > PROPERTY_DOCUMENT_MAX_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', M.documentTooLarge);
  const type = sniffDocumentType(value);
  if (!type) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', M.documentRule);
  return { key: fileKey('docs', type), data: value, type };
}

/** A file-type parameter's value: a photo (re-encoded) or a document. */
export async function prepareParameterFile(name: string, value: unknown): Promise<PreparedFile> {
  if (!Buffer.isBuffer(value)) throw new ApiError('VALIDATION', `${name} must be a file`);
  const photoLike = value[0] === 0xff || value[0] === 0x89;
  if (photoLike) return preparePhoto(value);
  try {
    return prepareDocument(value);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'UNSUPPORTED_MEDIA_TYPE')
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE', `${name} must be a JPEG, PNG, PDF, DOC, DOCX or TXT file`);
    throw err;
  }
}
