import { describe, expect, it, vi } from 'vitest';
import { dispatchAuthChanged, dispatchChatOpen, subscribeAuthChanged, subscribeChatOpen } from './events.ts';

describe('typed events', () => {
  it('delivers the payload to subscribers and stops after unsubscribe', () => {
    const seen = vi.fn();
    const off = subscribeAuthChanged(seen);
    dispatchAuthChanged({ userId: 7 });
    off();
    dispatchAuthChanged({ userId: null });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith({ userId: 7 });
  });

  it('keeps events apart by namespaced name', () => {
    const auth = vi.fn();
    const chat = vi.fn();
    const offs = [subscribeAuthChanged(auth), subscribeChatOpen(chat)];
    dispatchChatOpen({ userId: 2, name: 'Asha', subject: { kind: 'property', id: 9, title: 'Flat' } });
    for (const off of offs) off();
    expect(auth).not.toHaveBeenCalled();
    expect(chat).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 2, subject: expect.objectContaining({ id: 9 }) }),
    );
  });
});
