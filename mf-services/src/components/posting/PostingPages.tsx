// The add and edit pages of everything posted here (services, repair works, JV posts, construction profiles). An
// add page asks, before its form, for a signed-in user with a complete profile (spec §5) and a package allowing
// one more listing (`check-package-limit?type=service_list`, spec §6), whose refusal shows the spec's warning
// dialog leading to the subscription plans. An edit spends no package unit: it loads the owner's item and fills
// the form with it.
import { ErrorState, PageLoader, RequirePostingGates, RequireSignIn, sectionHref, usePageMeta } from '@abode/shared';
import { Stack, Text, Title } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../i18n.ts';

/** The account section's profile page, where an incomplete profile is completed. */
const profileHref = () => sectionHref('mf_account', 'profile');

/** The page's heading and what it says under it. */
function PageHead({ title, hint }: { title: string; hint?: string }) {
  usePageMeta({ title });
  return (
    <div>
      <Title order={1}>{title}</Title>
      {hint && <Text c="dimmed">{hint}</Text>}
    </div>
  );
}

/** An add page: the title and hint, then the gates, then `children` (the form). */
export function AddPostingPage<T extends { data?: unknown }, K extends QueryKey>({
  title,
  hint,
  profile,
  children,
}: {
  title: string;
  hint: string;
  /** The signed-in user's customer record (get-user-data) under the section's own key. */
  profile: (userId: number) => UseQueryOptions<T, Error, T, K>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Stack>
      <PageHead title={title} hint={hint} />
      <RequirePostingGates
        feature="service_list"
        profile={profile}
        profileHref={profileHref}
        linkLabel={t('completeProfile')}
      >
        {children}
      </RequirePostingGates>
    </Stack>
  );
}

function EditLoader<T, K extends QueryKey>({
  item,
  children,
}: {
  item: UseQueryOptions<T, Error, T, K>;
  children: (item: T) => ReactNode;
}) {
  const t = useT();
  // A failure is shown here, with a retry: no toast besides.
  const one = useQuery({ ...item, meta: { silent: true } });
  if (one.isPending) return <PageLoader label={t('loading')} />;
  if (one.isError)
    return <ErrorState message={one.error.message} onRetry={() => void one.refetch()} retryLabel={t('retry')} />;
  return <>{children(one.data)}</>;
}

/** An edit page: the title and hint, then (signed in) the owner's `item` loaded into `children` (the form). */
export function EditPostingPage<T, K extends QueryKey>({
  title,
  hint,
  item,
  children,
}: {
  title: string;
  hint?: string;
  /** The signed-in owner's item (404 when they have none by the page's slug). */
  item: (userId: number) => UseQueryOptions<T, Error, T, K>;
  children: (item: T) => ReactNode;
}) {
  return (
    <Stack>
      <PageHead title={title} hint={hint} />
      <RequireSignIn>{(userId) => <EditLoader item={item(userId)}>{children}</EditLoader>}</RequireSignIn>
    </Stack>
  );
}
