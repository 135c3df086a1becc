/**
 * Chat attachments and deletion (spec §7 send_message `file`/`audio`, delete_chat_message): the limits, the
 * texts of the refusals, and the body of delete_chat_message.
 */
import { z } from 'zod';

/** A file attached to a message: JPEG, PNG, PDF, DOC or DOCX (by content), at most 2 MB (upstream). */
export const CHAT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** A voice note: WebM, Ogg, MP3 or M4A/MP4 audio (by content), at most 5 MB (upstream). */
export const CHAT_AUDIO_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers (the server judges by content). */
export const CHAT_FILE_ACCEPT = 'image/jpeg,image/png,application/pdf,.doc,.docx';

export const CHAT_MEDIA_MESSAGES = {
  fileRule: 'The file must be a JPEG, PNG, PDF, DOC or DOCX file.',
  fileTooLarge: 'The file must be at most 2 MB.',
  audioRule: 'The voice note must be a WebM, Ogg, MP3 or M4A recording.',
  audioTooLarge: 'The voice note must be at most 5 MB.',
  oneAttachment: 'Please send a file or a voice note, not both.',
  messageNotFound: 'Message not found',
  notYourMessage: 'You can only delete your own messages',
  deleted: 'Message deleted successfully',
  deleteTarget: 'message_id is required',
} as const;

// An id from a form field or JSON.
const id = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z.number().int().min(1).max(2_147_483_647),
);

/**
 * Body of POST delete_chat_message: `message_id` (one of the caller's messages). Upstream's other form
 * (`receiver_id` with `property_id`, `project_id` or `repair_works_id`) deletes every message the caller
 * sent in that conversation.
 */
export const deleteChatMessageBody = z
  .object({
    message_id: id.optional(),
    sender_id: z.unknown().optional(),
    receiver_id: id.optional(),
    property_id: id.optional(),
    project_id: id.optional(),
    repair_works_id: id.optional(),
  })
  .refine(
    (b) =>
      b.message_id !== undefined ||
      (b.receiver_id !== undefined &&
        [b.property_id, b.project_id, b.repair_works_id].filter((v) => v !== undefined).length === 1),
    { message: CHAT_MEDIA_MESSAGES.deleteTarget },
  );
export type DeleteChatMessageBody = z.infer<typeof deleteChatMessageBody>;

/** Answer of delete_chat_message: the ids removed. */
export const deleteChatMessageAnswer = z.object({
  error: z.literal(false),
  message: z.string(),
  data: z.object({ ids: z.array(z.number().int()) }),
});
