// The search form of a public list: words and city, then the list's own fields (its lookups, its order), as grid
// columns. It edits a draft; Apply writes the URL (shareable, back-button friendly), Clear empties it.
import type { useUrlFilters } from '@abode/shared';
import { Button, Grid, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n.ts';

/** The URL-backed filters of a list (`useUrlFilters`) whose keys include `search` and `city`. */
export type UrlFilters<K extends string> = ReturnType<typeof useUrlFilters<K>>;

/** The filter form; `children` are the list's own `Grid.Col`s (words and city take 6 of 12 columns on a wide screen). */
export function SearchFilters<K extends string>({
  filters,
  placeholder,
  testId,
  children,
}: {
  filters: UrlFilters<K | 'search' | 'city'>;
  /** The search field's hint (what the words are matched against). */
  placeholder: string;
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  const { draft, set, apply, clear } = filters;
  return (
    <form onSubmit={apply} data-testid={testId} aria-label={t('filtersLabel')}>
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label={t('search')}
            placeholder={placeholder}
            value={draft.search}
            onChange={(e) => set('search')(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <TextInput label={t('city')} value={draft.city} onChange={(e) => set('city')(e.currentTarget.value)} />
        </Grid.Col>
        {children}
        <Grid.Col span={12}>
          <Group justify="flex-end">
            <Button variant="default" onClick={clear}>
              {t('clearFilter')}
            </Button>
            <Button type="submit">{t('applyFilter')}</Button>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );
}
