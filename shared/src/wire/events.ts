/**
 * The live stream (GET /api/events, Server-Sent Events): what each event's `data` carries. Control events:
 * `ready` (the stream is live from `last_event_id`) and `reset` (the client was too far behind: reload what it
 * shows). The SSE `id` of an event is its position in the user's log, which a reconnecting client sends back as
 * Last-Event-ID; a broadcast (a notification to everyone) is in no user's log and has none (`id` null).
 */
import { z } from 'zod';
import { chatMessage } from './chat.ts';
import { notificationEvent } from './notification.ts';

/** The path of the stream. */
export const EVENTS_PATH = '/api/events';

/** `message`: a chat message sent to the caller, or by the caller from another tab or device. */
export const messageEvent = chatMessage;

/** `message_deleted`: a message of one of the caller's conversations was deleted by its sender. */
export const messageDeletedEvent = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  property_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  repair_works_id: z.number().int().nullable(),
});
export type MessageDeletedEvent = z.infer<typeof messageDeletedEvent>;

/** `ready`: the stream is live. */
export const readyEvent = z.object({ last_event_id: z.number().int() });

/** Every event type the stream sends, with the schema of its data. */
export const STREAM_EVENTS = {
  message: messageEvent,
  message_deleted: messageDeletedEvent,
  notification: notificationEvent,
  ready: readyEvent,
  reset: z.object({}),
} as const;
export type StreamEventType = keyof typeof STREAM_EVENTS;
export type StreamEvent = {
  [K in StreamEventType]: { id: number | null; type: K; data: z.infer<(typeof STREAM_EVENTS)[K]> };
}[StreamEventType];
