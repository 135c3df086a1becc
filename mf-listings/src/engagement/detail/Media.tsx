// The 3D image and the video of a listing. YouTube videos play through the privacy-enhanced
// youtube-nocookie.com player; any other link is offered as a link.
import { fill } from '@abode/shared';
import { Anchor, AspectRatio, Image, SimpleGrid, Stack, Title } from '@mantine/core';
import { useT } from '../../i18n.ts';

/** The YouTube video id of a link (watch, youtu.be, embed, shorts), or null. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const m = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = m?.[1] ?? null;
    }
  }
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null;
}

/** The 3D image and video sections, when the listing has them. */
export function PropertyMedia({ title, threeD, video }: { title: string; threeD?: string; video?: string }) {
  const t = useT();
  const id = video ? youtubeId(video) : null;
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
            {id ? (
              <AspectRatio ratio={16 / 9}>
                <iframe
                  src={`https://www.youtube-nocookie.com/embed/${id}`}
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
