// A JV post or construction profile in a list: title image, its kind (post type / project type), title, company,
// city, rating average and count, and views. The whole card is one link (one tab stop) to the detail page, and
// its height is fixed so that skeletons hold the same place and the grid does not jump when data arrives.
import { fill } from '@abode/shared';
import { Group, Text } from '@mantine/core';
import { CardFrame } from '../../components/CardFrame.tsx';
import { RatingStars } from '../../components/RatingStars.tsx';
import { useT } from '../../i18n.ts';
import { link } from '../../links.ts';
import type { ConstructionProfile, JvPost } from '../venture.queries.ts';
import { KIND_PAGES } from '../venture-kind.ts';

/** The kind label of a post: the JV post type, or the construction profile's project type. */
export const kindLabel = (post: JvPost | ConstructionProfile) =>
  post.kind === 'jv' ? post.post_type_name : post.type_name;

/** One card. */
export function VentureCard({ post }: { post: JvPost | ConstructionProfile }) {
  const t = useT();
  const badge = kindLabel(post);
  const second = post.kind === 'jv' ? post.jv_type_name : post.work_name;
  return (
    <CardFrame
      href={link(KIND_PAGES[post.kind].detail, { slug_id: post.slug_id })}
      image={post.title_image}
      kind={badge}
      kindTestId="venture-kind"
      testId="venture-card"
    >
      <Text fw={600} mt="sm" lineClamp={1} dir="auto" data-testid="venture-title">
        {post.title}
      </Text>
      <Text size="sm" lineClamp={1} dir="auto">
        {post.company_name || '\u00a0'}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
        {[post.city, second].filter(Boolean).join(' · ') || '\u00a0'}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap">
        <RatingStars avg={post.rating_avg} count={post.rating_count} />
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="venture-views">
          {fill(t('ventureViews'), { count: post.total_click })}
        </Text>
      </Group>
    </CardFrame>
  );
}
