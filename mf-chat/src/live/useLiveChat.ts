import type { StreamStatus } from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { applyLiveEvent, joinLiveStream } from './live-chat.ts';

/** Keeps the chat's cache live for the signed-in user while mounted; answers the stream's status. */
export function useLiveChat(userId: number | null): StreamStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('closed');
  useEffect(() => {
    if (!userId) return;
    return joinLiveStream(userId, (event) => applyLiveEvent(client, userId, event), setStatus);
  }, [userId, client]);
  return status;
}
