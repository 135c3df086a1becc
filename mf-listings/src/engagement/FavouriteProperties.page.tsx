// /user/favorites-properties: my favourite properties, paged through the URL; un-favouriting a card
// removes it once the list is refetched.
import { PagedResults, usePageParam, useSession } from '@abode/shared';
import type { Property } from '@abode/shared/wire';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { useT } from '../i18n.ts';
import { engagementQueries } from './engagement.queries.ts';
import { LoginNeeded } from './LoginNeeded.tsx';

const PAGE_SIZE = 12;

function Favourites({ userId }: { userId: number }) {
  const t = useT();
  const [page] = usePageParam();
  const query = useQuery(engagementQueries.favourites(userId, (page - 1) * PAGE_SIZE, PAGE_SIZE));
  return (
    <PagedResults<Property>
      query={query}
      pageSize={PAGE_SIZE}
      noun={t('engPropertiesNoun')}
      testId="favourite-properties"
      renderItem={(p) => <PropertyCard key={p.id} property={p} />}
    />
  );
}

/** The favourites page. */
export function FavouritePropertiesPage() {
  const t = useT();
  const session = useSession();
  useEffect(() => {
    const previous = document.title;
    document.title = `${t('engFavouritesTitle')} | Abode`;
    return () => {
      document.title = previous;
    };
  }, [t]);
  return (
    <Stack>
      <Title order={1}>{t('engFavouritesTitle')}</Title>
      {session.isLoggedIn && session.user ? <Favourites userId={session.user.id} /> : <LoginNeeded />}
    </Stack>
  );
}
