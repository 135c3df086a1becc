// The photos of an item (a service, a repair work, a JV post, a construction profile): the title image large, the
// gallery as thumbnails; pressing a thumbnail shows it large. The large photo keeps its height whichever is shown
// (no layout shift).
import { fill } from '@abode/shared';
import { Image, SimpleGrid, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { BLANK_IMAGE } from '../components/card.ts';
import { useT } from '../i18n.ts';

/** The photos (addresses, the title image first) of an item titled `title`. */
export function Gallery({ title, photos, testId }: { title: string; photos: string[]; testId: string }) {
  const t = useT();
  const id = useId();
  const [shown, setShown] = useState(0);
  const count = Math.max(photos.length, 1);
  const alt = (n: number) => fill(t('photoOf'), { title, n, count });
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <VisuallyHidden>
        <h2 id={id}>{t('photos')}</h2>
      </VisuallyHidden>
      <Image
        src={photos[shown] ?? null}
        alt={alt(shown + 1)}
        h={360}
        radius="md"
        fit="cover"
        fallbackSrc={BLANK_IMAGE}
        data-testid="gallery-main"
      />
      {photos.length > 1 && (
        <SimpleGrid component="ul" cols={{ base: 4, sm: 6 }} mt="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {photos.map((src, i) => (
            <li key={src}>
              <UnstyledButton
                onClick={() => setShown(i)}
                aria-pressed={shown === i}
                aria-label={fill(t('showPhoto'), { n: i + 1, count })}
                w="100%"
                style={{
                  borderRadius: 4,
                  outline: shown === i ? '2px solid var(--mantine-color-brand-6)' : undefined,
                }}
                data-testid="gallery-thumb"
              >
                <Image src={src} alt="" h={64} radius="sm" fit="cover" loading="lazy" fallbackSrc={BLANK_IMAGE} />
              </UnstyledButton>
            </li>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
