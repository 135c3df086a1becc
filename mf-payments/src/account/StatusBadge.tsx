// A state as a badge: the translated word (never the colour alone), a light tint with dark text so it reads on
// every tint.
import { Badge } from '@mantine/core';
import { useT } from '../i18n.ts';
import type { BadgeLook } from './status.ts';

/** A state badge from its look (status.ts). */
export function StatusBadge({ look, testId }: { look: BadgeLook; testId?: string }) {
  const t = useT();
  return (
    <Badge color={look.color} variant="light" c="dark.9" data-testid={testId} data-color={look.color}>
      {t(look.key)}
    </Badge>
  );
}
