// Services: filters kept in the URL (shareable, back-button friendly), results paged by offset/limit.
import { PagedResults, usePageParam, userIdAtom, useUrlFilters } from '@abode/shared';
import { Button, Grid, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { ServiceCard } from '../components/ServiceCard.tsx';
import { useT } from '../i18n.ts';
import { type ServiceFilters, serviceQueries } from '../service.queries.ts';

/** Services per page. */
export const PAGE_SIZE = 12;
const FILTER_KEYS = ['search', 'city', 'service_type_id'] as const;

/** The services page. */
export function ServicesPage() {
  const t = useT();
  const userId = useAtomValue(userIdAtom);
  const [page] = usePageParam();
  const { applied, draft, set, apply, clear } = useUrlFilters(FILTER_KEYS);

  const filters: ServiceFilters = { ...applied, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  const list = useQuery(serviceQueries.list(filters, userId));

  // The API has no service-type list yet, so the filter offers the types the listings have shown so far.
  // The selected type stays offered even when the current page does not contain it.
  const [types, setTypes] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const seen = list.data?.data ?? [];
    if (!seen.some((s) => s.service_type && !types.has(String(s.service_type.id)))) return;
    setTypes((prev) => {
      const next = new Map(prev);
      for (const s of seen) if (s.service_type) next.set(String(s.service_type.id), s.service_type.name);
      return next;
    });
  }, [list.data, types]);
  const typeOptions = [...types]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  if (draft.service_type_id && !types.has(draft.service_type_id))
    typeOptions.push({ value: draft.service_type_id, label: `#${draft.service_type_id}` });

  useEffect(() => {
    document.title = `${t('services')} | Abode`;
  }, [t]);

  return (
    <Stack>
      <Title order={1}>{t('services')}</Title>
      <form onSubmit={apply}>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <TextInput
              label={t('search')}
              placeholder={t('searchServicesPlaceholder')}
              value={draft.search}
              onChange={(e) => set('search')(e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput label={t('city')} value={draft.city} onChange={(e) => set('city')(e.currentTarget.value)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Select
              label={t('serviceType')}
              clearable
              value={draft.service_type_id || null}
              onChange={set('service_type_id')}
              data={typeOptions}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Group>
              <Button type="submit">{t('applyFilter')}</Button>
              <Button variant="default" onClick={clear}>
                {t('clearFilter')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </form>
      <PagedResults
        query={list}
        pageSize={PAGE_SIZE}
        noun={t('services').toLowerCase()}
        testId="service-list"
        renderItem={(s) => <ServiceCard key={s.id} service={s} />}
      />
    </Stack>
  );
}
