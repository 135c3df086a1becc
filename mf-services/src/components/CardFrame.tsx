// The frame of every card in this section's lists: one link (one tab stop) to the item's page, of a fixed height
// (the skeletons hold the same place), the title image with the item's kind on it, then the card's own lines.
import { Badge, Card, Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BLANK_IMAGE, CARD_HEIGHT } from './card.ts';

/** A list card linking to `href`: `image` (an absolute URL, '' none) with the `kind` badge, then `children`. */
export function CardFrame({
  href,
  image,
  kind,
  kindTestId,
  testId,
  children,
}: {
  href: string;
  image: string;
  kind: string;
  kindTestId: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="sm" radius="md" h={CARD_HEIGHT} component={Link} to={href} data-testid={testId}>
      <Card.Section pos="relative">
        <Image src={image || null} alt="" h={170} fit="cover" loading="lazy" fallbackSrc={BLANK_IMAGE} />
        {kind && (
          <Badge
            pos="absolute"
            top={8}
            maw="80%"
            style={{ insetInlineStart: 8 }}
            variant="filled"
            data-testid={kindTestId}
          >
            <bdi>{kind}</bdi>
          </Badge>
        )}
      </Card.Section>
      {children}
    </Card>
  );
}
