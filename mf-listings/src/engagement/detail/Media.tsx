// The 3D image and the video of a listing. The 3D image (an equirectangular panorama) opens in a 360° viewer
// (PanoramaDialog.tsx); YouTube videos play through the privacy-enhanced youtube-nocookie.com player; any
// other link is offered as a link.
import { fill, youtubeEmbedUrl } from '@abode/shared';
import { Anchor, AspectRatio, Button, Group, Image, SimpleGrid, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../i18n.ts';

// The dialog, and in turn the viewer and its library, load when a visitor first opens the 360° view: the page's
// first view carries only the button.
const PanoramaDialog = lazy(() => import('./PanoramaDialog.tsx').then((m) => ({ default: m.PanoramaDialog })));

/** The 3D image and video sections, when the listing has them. */
export function PropertyMedia({ title, threeD, video }: { title: string; threeD?: string; video?: string }) {
  const t = useT();
  const [viewing, setViewing] = useState(false);
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const embed = video ? youtubeEmbedUrl(video) : null;
  const safeVideo = video && /^https?:\/\//i.test(video.trim()) ? video.trim() : null;
  if (!threeD && !safeVideo) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: threeD && safeVideo ? 2 : 1 }}>
      {threeD && (
        <section aria-labelledby="three-d-h">
          <Stack gap="xs">
            <Title order={2} size="h3" id="three-d-h">
              {t('engThreeD')}
            </Title>
            {/* The panorama's own 2:1 shape, reserved before the picture arrives (nothing below it moves). */}
            <AspectRatio ratio={2} maw={720}>
              <Image src={threeD} alt={fill(t('engThreeDAlt'), { title })} radius="md" fit="contain" />
            </AspectRatio>
            <Group gap="md">
              <Button
                ref={opener}
                variant="light"
                onClick={() => {
                  setViewerLoaded(true);
                  setViewing(true);
                }}
                aria-haspopup="dialog"
                data-testid="open-panorama"
              >
                {t('engView360')}
              </Button>
              <Anchor href={threeD} target="_blank" rel="noopener noreferrer" size="sm">
                {t('engOpenThreeD')}
              </Anchor>
            </Group>
            {viewerLoaded && (
              <Suspense fallback={null}>
                <PanoramaDialog
                  opened={viewing}
                  onClose={() => {
                    setViewing(false);
                    // Back to the button that opened it (the dialog mounted already open, so Modal has no
                    // element of its own to return to).
                    opener.current?.focus();
                  }}
                  src={threeD}
                  title={title}
                />
              </Suspense>
            )}
          </Stack>
        </section>
      )}
      {safeVideo && (
        <section aria-labelledby="video-h">
          <Stack gap="xs">
            <Title order={2} size="h3" id="video-h">
              {t('engVideo')}
            </Title>
            {embed ? (
              <AspectRatio ratio={16 / 9}>
                <iframe
                  src={embed}
                  title={fill(t('engVideoTitle'), { title })}
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                  style={{ border: 0, borderRadius: 8 }}
                  data-testid="video-embed"
                />
              </AspectRatio>
            ) : null}
            <Anchor href={safeVideo} target="_blank" rel="noopener noreferrer" size="sm">
              {t('engWatchVideo')}
            </Anchor>
          </Stack>
        </section>
      )}
    </SimpleGrid>
  );
}
