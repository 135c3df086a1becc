import type { ChatMessage } from '@abode/shared/wire';
import type { chats } from '../../db/schema.ts';
import type { PrivateUrlSigner } from '../../lib/private-files.ts';
import type { UrlBuilder } from '../../lib/urls.ts';

const UNITS: [number, string][] = [
  [365 * 86_400, 'year'],
  [30 * 86_400, 'month'],
  [7 * 86_400, 'week'],
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/** "3 minutes ago", as upstream's `time_ago` reads (Carbon's diffForHumans). */
export function timeAgo(date: Date, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - date.getTime()) / 1000));
  for (const [size, unit] of UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n > 1 ? 's' : ''} ago`;
  }
  return seconds <= 1 ? 'just now' : `${seconds} seconds ago`;
}

/** The upstream `chat_message_type` of a row. */
export function messageType(row: { message: string; file: string; audio: string }): ChatMessage['chat_message_type'] {
  if (row.audio) return 'audio';
  if (row.file) return row.message ? 'file_and_text' : 'file';
  return 'text';
}

/** A message as get_messages shows it; attachments (private) through URLs `sign` makes for this read. */
export function publicMessage(
  row: typeof chats.$inferSelect,
  senderProfile: string | null,
  urls: UrlBuilder,
  sign: PrivateUrlSigner,
): ChatMessage {
  return {
    id: row.id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    property_id: row.property_id,
    project_id: row.project_id,
    repair_works_id: row.repair_works_id,
    message: row.message,
    is_read: row.is_read,
    file: row.file ? sign(row.file) : '',
    audio: row.audio ? sign(row.audio) : '',
    chat_message_type: messageType(row),
    user_profile: urls.upload(senderProfile),
    time_ago: timeAgo(row.created_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Whether a multipart/form value carries anything (a non-empty Buffer or string). */
export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Buffer.isBuffer(value)) return value.length > 0;
  return true;
}
