// Conversation hand-offs from other sections (`abode:chat/open`), e.g. "Chat with the owner" on a listing.
import { type AbodeEventMap, subscribeChatOpen } from '@abode/shared';
import { useEffect, useState } from 'react';

/** A conversation another section asked to open. */
export type ChatHandOff = AbodeEventMap['abode:chat/open'];

/** The latest hand-off received while the chat page is shown, or null. */
export function useChatHandOff(): ChatHandOff | null {
  const [handOff, setHandOff] = useState<ChatHandOff | null>(null);
  useEffect(() => subscribeChatOpen(setHandOff), []);
  return handOff;
}
