// The pieces the parts of the project page are built from besides shared's DetailSection: an external link that
// says it opens a new tab, and the blank picture shown while a photo is missing.
import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n.ts';

/** A transparent 1×1 GIF: what a missing photo shows. */
export const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/** An external file or page, opened in a new tab (said to screen readers too). */
export function ExternalLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  const t = useT();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
      <VisuallyHidden> {t('projectOpensNewTab')}</VisuallyHidden>
    </Anchor>
  );
}
