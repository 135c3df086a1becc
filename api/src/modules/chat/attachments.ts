// Files and voice notes sent in chat (spec §7 send_message `file`/`audio`), judged by their content (pictures
// decoded and re-encoded like every other photo) and kept private: stored under private/chat/, reachable only
// through URLs the API signs for the two parties' reads.
import { randomBytes } from 'node:crypto';
import { CHAT_AUDIO_MAX_BYTES, CHAT_FILE_MAX_BYTES, CHAT_MEDIA_MESSAGES as M } from '@abode/shared/wire';
import { ApiError } from '../../lib/errors.ts';
import { ownedFiles, type PreparedFile } from '../../lib/owned-files.ts';
import { PRIVATE_PREFIX } from '../../lib/private-files.ts';
import {
  checkPhoto,
  PHOTO_TOO_MANY_PIXELS,
  type PhotoFormat,
  reencodePhoto,
  sniffPhotoFormat,
} from '../../lib/uploads.ts';
import { sniffDocumentType } from '../properties/write/files.ts';

/** Storage folder of chat attachments; only keys under it are ever removed by the chat. */
export const CHAT_FOLDER = `${PRIVATE_PREFIX}chat`;
export const chatFiles = ownedFiles(CHAT_FOLDER);

const key = (kind: 'files' | 'audio', ext: string) =>
  `${CHAT_FOLDER}/${kind}/${randomBytes(16).toString('hex')}.${ext}`;

/** The audio container of some bytes (what MediaRecorder and phones record), or null. */
export function sniffAudio(data: Buffer): 'webm' | 'ogg' | 'mp3' | 'm4a' | null {
  if (data.length < 12) return null;
  if (data.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (data.subarray(0, 4).toString('latin1') === 'OggS') return 'ogg';
  if (data.subarray(4, 8).toString('latin1') === 'ftyp') return 'm4a';
  if (data.subarray(0, 3).toString('latin1') === 'ID3') return 'mp3';
  // An MPEG audio frame: 11 sync bits, then a layer that is not "reserved".
  if (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0 && ((data[1] ?? 0) & 0x06) !== 0) return 'mp3';
  return null;
}

/**
 * A picture sent in chat, checked like every other photo (lib/uploads.ts): decoded by sharp, at most 40
 * megapixels, re-encoded without metadata (EXIF with its GPS position, XMP, comments). Any size from 1×1 up:
 * the 120×120 minimum of spec §5 is about listing and profile photos, not a picture shown in a conversation.
 */
async function prepareChatPicture(value: Buffer, format: PhotoFormat): Promise<PreparedFile> {
  try {
    const photo = await checkPhoto(value, { minWidth: 1, minHeight: 1 });
    return { key: key('files', format === 'jpeg' ? 'jpg' : 'png'), data: await reencodePhoto(photo) };
  } catch (err) {
    if (err instanceof ApiError && err.message === PHOTO_TOO_MANY_PIXELS) throw err;
    // Not decodable as what its signature says (truncated, corrupt, a signature glued onto something else).
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', M.fileRule);
  }
}

/**
 * A file attachment: JPEG, PNG, PDF, DOC or DOCX by content, at most 2 MB, pictures decoded and re-encoded
 * (prepareChatPicture); throws the refusal otherwise.
 */
export async function prepareChatFile(value: unknown): Promise<PreparedFile> {
  if (!Buffer.isBuffer(value)) throw new ApiError('VALIDATION', M.fileRule);
  if (value.length > CHAT_FILE_MAX_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', M.fileTooLarge);
  const photo = sniffPhotoFormat(value);
  if (photo) return prepareChatPicture(value, photo);
  const doc = sniffDocumentType(value);
  if (!doc || doc === 'txt') throw new ApiError('UNSUPPORTED_MEDIA_TYPE', M.fileRule);
  return { key: key('files', doc), data: value };
}

/** A voice note: WebM, Ogg, MP3 or M4A by content, at most 5 MB; throws the refusal otherwise. */
export function prepareChatAudio(value: unknown): PreparedFile {
  if (!Buffer.isBuffer(value)) throw new ApiError('VALIDATION', M.audioRule);
  if (value.length > CHAT_AUDIO_MAX_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', M.audioTooLarge);
  const format = sniffAudio(value);
  if (!format) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', M.audioRule);
  return { key: key('audio', format), data: value };
}
