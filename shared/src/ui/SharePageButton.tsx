// The "Share" button of a detail page (a property, a project): the page's own address through the share sheet,
// or copied with a toast where the browser has none (see `shareLink`). Each section brings its words.
import { Button } from '@mantine/core';
import { shareLink } from './share.ts';

/** Props of {@link SharePageButton}. */
export interface SharePageButtonProps {
  /** What is shared (the share sheet's title). */
  title: string;
  /** The button's text. */
  label: string;
  /** The toasts when the link was copied, or could not be. */
  copied: string;
  failed: string;
}

/** Shares the current page's address. */
export function SharePageButton({ title, label, copied, failed }: SharePageButtonProps) {
  const share = () => shareLink(window.location.href, title, { copied, failed });
  return (
    <Button variant="default" onClick={share} data-testid="share-button">
      {label}
    </Button>
  );
}
