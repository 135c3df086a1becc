// A titled section of a detail page (a project's, a service's, a post's): a landmark named by its heading, so a
// screen reader lists the page's parts by their titles.
import { Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled section of a detail page. */
export function DetailSection({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}
