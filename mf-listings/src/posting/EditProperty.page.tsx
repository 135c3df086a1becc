// Edit a property (/user/edit-property/:slug_id): the owner's listing (get-added-properties?slug_id=) fills the
// form; stored gallery images, documents and the 3D image can be removed, the rest is kept unless changed.
import { ErrorState, PageLoader, RequireSignIn } from '@abode/shared';
import { Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { usePageTitle } from './AddProperty.page.tsx';
import { PropertyForm } from './PropertyForm.tsx';
import { postingQueries } from './posting.api.ts';

/** The edit-property page. */
export function EditPropertyPage() {
  const t = useT();
  const { slug_id: slugId = '' } = useParams();
  usePageTitle(t('postEditTitle'));
  return (
    <Stack>
      <Title order={1}>{t('postEditTitle')}</Title>
      <RequireSignIn>{(userId) => <EditLoader slugId={slugId} userId={userId} />}</RequireSignIn>
    </Stack>
  );
}

function EditLoader({ slugId, userId }: { slugId: string; userId: number }) {
  const t = useT();
  // Always fresh: the form must start from what is stored now.
  const query = useQuery({ ...postingQueries.mineOne(slugId, userId), staleTime: 0, gcTime: 0 });
  if (query.isPending) return <PageLoader label={t('loading')} />;
  if (query.isError) {
    return (
      <Stack>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
        <Anchor component={Link} to={link('myProperties')}>
          {t('manageBackToList')}
        </Anchor>
      </Stack>
    );
  }
  return <PropertyForm key={query.data.id} listing={query.data} />;
}
