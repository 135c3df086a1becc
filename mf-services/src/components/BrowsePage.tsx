// The frame of a public list (services, repair works, JV posts, construction profiles): title and intro, the way
// to add one, the filters, then, while the first page loads, skeleton cards of the cards' own height holding the
// grid's place (no layout shift), and the page of results with its count, states and paging (in the URL).
import { type ApiEnvelope, CardGridSkeleton, PagedResults, usePageMeta } from '@abode/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { CARD_HEIGHT } from './card.ts';

/** Props of {@link BrowsePage}. */
export interface BrowsePageProps<T> {
  title: string;
  intro: string;
  /** The add page of this kind, and its button's text. */
  add: { href: string; label: string };
  /** The filter form. */
  filters: ReactNode;
  /** Whether any filter is applied: an empty result then offers `onClear`. */
  filtered: boolean;
  onClear: () => void;
  query: UseQueryResult<ApiEnvelope<T[]>, Error>;
  pageSize: number;
  /** What the count counts ("services"). */
  noun: string;
  /** Test ids of the grid and of its skeleton. */
  testId: string;
  skeletonTestId: string;
  renderItem: (item: T) => ReactNode;
}

/** A public list page. */
export function BrowsePage<T>({
  title,
  intro,
  add,
  filters,
  filtered,
  onClear,
  query,
  pageSize,
  noun,
  testId,
  skeletonTestId,
  renderItem,
}: BrowsePageProps<T>) {
  const t = useT();
  usePageMeta({ title, description: intro });
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </div>
        <Button component={Link} to={add.href} variant="light">
          {add.label}
        </Button>
      </Group>
      {filters}
      {query.isPending ? (
        <>
          {/* The count line's height, kept while nothing is counted yet. */}
          <Text size="sm" c="dimmed" aria-hidden="true">
            &nbsp;
          </Text>
          <CardGridSkeleton count={pageSize} label={t('loading')} cardHeight={CARD_HEIGHT} testId={skeletonTestId} />
        </>
      ) : (
        <PagedResults<T>
          query={query}
          pageSize={pageSize}
          noun={noun}
          testId={testId}
          renderItem={renderItem}
          emptyHint={filtered ? t('listEmptyHint') : undefined}
          emptyAction={
            filtered ? (
              <Button variant="light" onClick={onClear}>
                {t('clearFilter')}
              </Button>
            ) : undefined
          }
        />
      )}
    </Stack>
  );
}
