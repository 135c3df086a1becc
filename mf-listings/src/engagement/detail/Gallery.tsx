// The photos of a listing: one large photo with previous/next buttons and arrow keys, and thumbnails
// (buttons) to jump to any photo. Every photo has an alternative text.
import { fill, useDirection } from '@abode/shared';
import { ActionIcon, Group, Image, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '../../i18n.ts';

/** The gallery of a property: title image first, then the gallery images. */
export function Gallery({ title, images }: { title: string; images: string[] }) {
  const t = useT();
  const { rtl } = useDirection();
  const hintId = useId();
  const [active, setActive] = useState(0);
  const count = images.length;
  if (count === 0) return null;
  const current = Math.min(active, count - 1);
  const go = (delta: number) => setActive((current + delta + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    // In right-to-left text "next" lies to the left.
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) go(1);
    else if (e.key === backward) go(-1);
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(count - 1);
    else return;
    e.preventDefault();
  };
  const altOf = (i: number) => `${title} — ${fill(t('engPhotoOf'), { n: i + 1, total: count })}`;
  return (
    <Stack gap="xs" data-testid="gallery">
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a focusable carousel the arrow keys move through */}
      <section
        aria-roledescription="carousel"
        aria-label={t('engPhotos')}
        aria-describedby={count > 1 ? hintId : undefined}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={count > 1 ? onKeyDown : undefined}
        style={{ position: 'relative', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Image
          src={images[current]}
          alt={altOf(current)}
          radius="md"
          h={{ base: 260, md: 420 }}
          fit="cover"
          data-testid="gallery-main"
        />
        {count > 1 && (
          <>
            <ActionIcon
              variant="white"
              radius="xl"
              size="lg"
              aria-label={t('engPreviousPhoto')}
              onClick={() => go(-1)}
              style={{ position: 'absolute', top: '50%', insetInlineStart: 8 }}
            >
              <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
            </ActionIcon>
            <ActionIcon
              variant="white"
              radius="xl"
              size="lg"
              aria-label={t('engNextPhoto')}
              onClick={() => go(1)}
              style={{ position: 'absolute', top: '50%', insetInlineEnd: 8 }}
            >
              <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
            </ActionIcon>
            <Text
              size="xs"
              aria-live="polite"
              style={{
                position: 'absolute',
                bottom: 8,
                insetInlineEnd: 8,
                background: 'rgba(0,0,0,0.65)',
                color: '#fff',
                padding: '2px 8px',
                borderRadius: 12,
              }}
            >
              {fill(t('engPhotoOf'), { n: current + 1, total: count })}
            </Text>
          </>
        )}
      </section>
      {count > 1 && (
        <>
          <Text id={hintId} size="xs" c="dimmed">
            {t('engGalleryHint')}
          </Text>
          <Group
            component="ul"
            gap="xs"
            aria-label={t('engPhotos')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {images.map((src, i) => (
              <li key={src}>
                <button
                  type="button"
                  onClick={() => setActive(i)}
                  aria-label={fill(t('engPhotoOf'), { n: i + 1, total: count })}
                  aria-current={i === current}
                  style={{
                    padding: 0,
                    border: i === current ? '2px solid var(--mantine-color-brand-6)' : '2px solid transparent',
                    borderRadius: 6,
                    background: 'none',
                    cursor: 'pointer',
                  }}
                >
                  <Image src={src} alt="" w={88} h={64} radius="sm" fit="cover" loading="lazy" />
                </button>
              </li>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}
