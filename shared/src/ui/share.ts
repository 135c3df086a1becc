// Sharing a page: the Web Share API where the browser has one, else the link copied to the clipboard.
import { notify } from '@abode/shared/core';

/** Shares `url` (titled `title`); without a share sheet copies it and toasts `texts.copied` (or `texts.failed`). */
export async function shareLink(url: string, title: string, texts: { copied: string; failed: string }) {
  const nav = globalThis.navigator as Navigator | undefined;
  if (nav && typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as Error)?.name === 'AbortError') return;
    }
  }
  try {
    await nav?.clipboard.writeText(url);
    notify.success(texts.copied);
  } catch {
    notify.error(texts.failed);
  }
}
