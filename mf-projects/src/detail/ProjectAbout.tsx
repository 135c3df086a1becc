// What a project says of itself: the description, the highlights and the video (embedded when it is YouTube,
// else linked when it is a web address).
import { DetailSection, fill, youtubeEmbedUrl } from '@abode/shared';
import { AspectRatio, Text } from '@mantine/core';
import { useT } from '../i18n.ts';
import type { ProjectDetail } from '../project.queries.ts';
import { ExternalLink } from './DetailSection.tsx';

/** The description, highlights and video sections. */
export function ProjectAbout({ project }: { project: ProjectDetail }) {
  const t = useT();
  const embed = project.video_link ? youtubeEmbedUrl(project.video_link) : null;
  // Only a web address becomes a link (never `javascript:` or the like from an old or imported row).
  const videoHref = /^https?:\/\//i.test(project.video_link) ? project.video_link : null;
  return (
    <>
      <DetailSection title={t('projectAbout')}>
        <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
          {project.description}
        </Text>
      </DetailSection>

      {project.projecthighligts && (
        <DetailSection title={t('projectHighlights')} testId="project-highlights">
          <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
            {project.projecthighligts}
          </Text>
        </DetailSection>
      )}

      {(embed || videoHref) && (
        <DetailSection title={t('projectVideoTitle')} testId="project-video">
          {embed ? (
            <AspectRatio ratio={16 / 9} maw={720}>
              <iframe
                src={embed}
                title={fill(t('projectVideoOf'), { title: project.title })}
                allow="accelerometer; encrypted-media; picture-in-picture"
                allowFullScreen
                style={{ border: 0 }}
              />
            </AspectRatio>
          ) : (
            videoHref && <ExternalLink href={videoHref}>{t('projectVideo')}</ExternalLink>
          )}
        </DetailSection>
      )}
    </>
  );
}
