// The 3D image and the video of a listing. YouTube videos play through the privacy-enhanced
// youtube-nocookie.com player; any other link is offered as a link.
import { fill, youtubeEmbedUrl } from '@abode/shared';
import { Anchor, AspectRatio, Image, SimpleGrid, Stack, Title } from '@mantine/core';
import { useT } from '../../i18n.ts';

/** The 3D image and video sections, when the listing has them. */
export function PropertyMedia({ title, threeD, video }: { title: string; threeD?: string; video?: string }) {
  const t = useT();
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
            <Image src={threeD} alt={fill(t('engThreeDAlt'), { title })} radius="md" mah={360} fit="contain" />
            <Anchor href={threeD} target="_blank" rel="noopener noreferrer" size="sm">
              {t('engOpenThreeD')}
            </Anchor>
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
