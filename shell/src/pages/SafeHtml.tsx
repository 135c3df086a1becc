// Server HTML (about us, privacy, article bodies) is sanitised before it reaches the DOM.

import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';

/** Render sanitised HTML. */
export function SafeHtml({ html }: { html: string }) {
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above. */}
      <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />
    </Typography>
  );
}
