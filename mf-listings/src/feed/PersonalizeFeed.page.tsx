// /user/personalize-feed: the signed-in user's preferences (personalised-fields GET/POST/DELETE): categories,
// nearby places, a price range, sale/rent and a city; below them, the recommendations they produce
// (get_user_recommendation, paged). Visitors are asked to log in and nothing is fetched.

import { ErrorState, notify, PagedResults, PageLoader, roleHref, usePageParam, useSession } from '@abode/shared';
import type { PersonalisedFields } from '@abode/shared/wire';
import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { PropertyTypeControl } from '../components/PropertyTypeControl.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import {
  deletePersonalisedFields,
  findingQueries,
  PERSONALISED_INVALIDATES,
  savePersonalisedFields,
} from '../property.queries.ts';

const PAGE_SIZE = 12;

/** The form's values, as the inputs hold them. */
export interface FeedForm {
  categoryIds: string[];
  facilityIds: string[];
  minPrice: string;
  maxPrice: string;
  /** 'both' is "0,1". */
  type: 'both' | '0' | '1';
  city: string;
}

export const EMPTY_FEED_FORM: FeedForm = {
  categoryIds: [],
  facilityIds: [],
  minPrice: '',
  maxPrice: '',
  type: 'both',
  city: '',
};

/** The form for saved fields (GET answers [] when there are none). */
export function feedFormFrom(saved: PersonalisedFields | [] | null | undefined): FeedForm {
  if (!saved || Array.isArray(saved)) return EMPTY_FEED_FORM;
  const types = [...new Set(saved.property_type ?? [])].sort();
  const [lo, hi] = saved.price_range ?? [];
  return {
    categoryIds: (saved.category_ids ?? []).map(String),
    facilityIds: (saved.outdoor_facilitiy_ids ?? []).map(String), // sic
    minPrice: lo === undefined ? '' : String(lo),
    maxPrice: hi === undefined ? '' : String(hi),
    type: types.length === 1 ? (String(types[0]) as '0' | '1') : 'both',
    city: saved.city ?? '',
  };
}

/** What the form problem is, if any: a half-filled or upside-down price range. */
export function feedFormProblem(form: FeedForm): 'priceBoth' | 'priceOrder' | null {
  const hasMin = form.minPrice.trim() !== '';
  const hasMax = form.maxPrice.trim() !== '';
  if (hasMin !== hasMax) return 'priceBoth';
  if (hasMin && Number(form.minPrice) > Number(form.maxPrice)) return 'priceOrder';
  return null;
}

/** The POST body for the form (call only when {@link feedFormProblem} is null). */
export function feedBodyFrom(form: FeedForm): Parameters<typeof savePersonalisedFields>[0] {
  const hasPrice = form.minPrice.trim() !== '' && form.maxPrice.trim() !== '';
  return {
    category_ids: form.categoryIds.map(Number),
    outdoor_facilitiy_ids: form.facilityIds.map(Number), // sic
    price_range: hasPrice ? [Number(form.minPrice), Number(form.maxPrice)] : null,
    property_type: form.type === 'both' ? [0, 1] : [Number(form.type) as 0 | 1],
    city: form.city,
  };
}

function PreferencesForm({ userId }: { userId: number }) {
  const t = useT();
  const uid = useId();
  const saved = useQuery(findingQueries.personalisedFields(userId));
  const categories = useQuery(findingQueries.categories({ limit: 100 }));
  const facilities = useQuery(findingQueries.facilities());
  const [form, setForm] = useState<FeedForm>(EMPTY_FEED_FORM);
  const [problem, setProblem] = useState<ReturnType<typeof feedFormProblem>>(null);
  useEffect(() => {
    if (saved.data) setForm(feedFormFrom(saved.data.data));
  }, [saved.data]);
  const save = useMutation({
    mutationKey: ['personalised-fields', 'save'],
    meta: { silent: true, invalidates: PERSONALISED_INVALIDATES },
    mutationFn: savePersonalisedFields,
  });
  const reset = useMutation({
    mutationKey: ['personalised-fields', 'delete'],
    meta: { silent: true, invalidates: PERSONALISED_INVALIDATES },
    mutationFn: deletePersonalisedFields,
  });
  const field =
    <K extends keyof FeedForm>(key: K) =>
    (value: FeedForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = feedFormProblem(form);
    setProblem(next);
    if (next) return;
    try {
      const body = await save.mutateAsync(feedBodyFrom(form));
      notify.success(body.message || t('feedSaved'));
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  const onReset = async () => {
    try {
      const body = await reset.mutateAsync();
      setForm(EMPTY_FEED_FORM);
      setProblem(null);
      notify.success(body.message || t('feedReset'));
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  if (saved.isPending) return <PageLoader label={t('loading')} />;
  if (saved.isError)
    return <ErrorState message={saved.error.message} onRetry={() => saved.refetch()} retryLabel={t('retry')} />;

  const problemText =
    problem === 'priceBoth' ? t('feedPriceBoth') : problem === 'priceOrder' ? t('findPriceOrder') : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${uid}-heading`}>
      <Text component="h2" fw={700} size="lg" id={`${uid}-heading`}>
        {t('feedPreferences')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('feedPreferencesHint')}
      </Text>
      <form onSubmit={onSubmit} aria-labelledby={`${uid}-heading`} noValidate data-testid="feed-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <MultiSelect
              label={t('feedCategories')}
              data={(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.category }))}
              value={form.categoryIds}
              onChange={field('categoryIds')}
              searchable
              clearable
              nothingFoundMessage={t('noDataFound')}
            />
            <MultiSelect
              label={t('feedNearbyPlaces')}
              data={(facilities.data?.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
              value={form.facilityIds}
              onChange={field('facilityIds')}
              searchable
              clearable
              nothingFoundMessage={t('noDataFound')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Fieldset legend={t('findPriceRange')} variant="filled">
              <SimpleGrid cols={2}>
                <NumberInput
                  label={t('minPrice')}
                  min={0}
                  allowNegative={false}
                  thousandSeparator=","
                  value={form.minPrice}
                  onChange={(v) => field('minPrice')(String(v))}
                  error={problem === 'priceBoth' && form.minPrice === '' ? problemText : undefined}
                />
                <NumberInput
                  label={t('maxPrice')}
                  min={0}
                  allowNegative={false}
                  thousandSeparator=","
                  value={form.maxPrice}
                  onChange={(v) => field('maxPrice')(String(v))}
                  error={
                    problem === 'priceOrder' || (problem === 'priceBoth' && form.maxPrice === '')
                      ? problemText
                      : undefined
                  }
                />
              </SimpleGrid>
            </Fieldset>
            <Stack gap="sm">
              <div>
                <PropertyTypeControl
                  value={form.type}
                  onChange={(v) => field('type')(v as FeedForm['type'])}
                  either={{ value: 'both', label: t('feedBoth') }}
                />
              </div>
              <TextInput
                label={t('city')}
                value={form.city}
                maxLength={100}
                onChange={(e) => field('city')(e.currentTarget.value)}
              />
            </Stack>
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('feedSave')}
            </Button>
            <Button variant="default" onClick={onReset} loading={reset.isPending}>
              {t('feedResetButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Recommendations({ userId }: { userId: number }) {
  const t = useT();
  const [page] = usePageParam();
  const list = useQuery({
    ...findingQueries.recommendations(userId, (page - 1) * PAGE_SIZE, PAGE_SIZE),
    meta: { silent: true },
  });
  return (
    <Stack component="section" aria-labelledby="feed-recommended" gap="sm">
      <Text component="h2" fw={700} size="lg" id="feed-recommended">
        {t('findRecommended')}
      </Text>
      <PagedResults
        query={list}
        pageSize={PAGE_SIZE}
        noun={t('properties').toLowerCase()}
        testId="recommendation-list"
        renderItem={(p) => <PropertyCard key={p.id} property={p} />}
      />
    </Stack>
  );
}

/** The personalised feed page. */
export function PersonalizeFeedPage() {
  const t = useT();
  const session = useSession();
  useEffect(() => {
    document.title = `${t('feedTitle')} | Abode`;
  }, [t]);
  return (
    <Stack>
      <Title order={1}>{t('feedTitle')}</Title>
      {session.isLoggedIn && session.user ? (
        <>
          <PreferencesForm userId={session.user.id} />
          <Recommendations userId={session.user.id} />
        </>
      ) : (
        <Stack align="flex-start" data-testid="feed-login-required">
          <Text>{t('feedLoginRequired')}</Text>
          <Button component={Link} to={roleHref('signIn', { returnTo: link('personalizeFeed') }) ?? '/'}>
            {t('login')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
