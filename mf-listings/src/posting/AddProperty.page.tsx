// Add a property (/user/add-property). Before the form: the user must be signed in, have a complete profile
// (spec §5: name, email, mobile, profile photo and address) and a package allowing one more listing
// (`check-package-limit?type=property_list`, spec §6); a refusal shows the spec's warning dialog whose OK leads
// to the subscription page.
import {
  ErrorState,
  isProfileComplete,
  MESSAGES,
  PageLoader,
  type ProfileFields,
  roleHref,
  sectionHref,
  usePackageGate,
  useSession,
} from '@abode/shared';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { RequireSignIn } from './components/RequireSignIn.tsx';
import { PropertyForm } from './PropertyForm.tsx';
import { postingQueries } from './posting.api.ts';

/** Sets the document title of a posting page. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Abode`;
  }, [title]);
}

/** The add-property page. */
export function AddPropertyPage() {
  const t = useT();
  usePageTitle(t('postAddTitle'));
  return (
    <Stack>
      <Title order={1}>{t('postAddTitle')}</Title>
      <RequireSignIn>{(userId) => <AddPropertyGates userId={userId} />}</RequireSignIn>
    </Stack>
  );
}

/** Profile completeness, then the package check, then the form. */
function AddPropertyGates({ userId }: { userId: number }) {
  const t = useT();
  const session = useSession();
  // Fresh from the server: the session's copy may predate a profile change made elsewhere.
  const me = useQuery({ ...postingQueries.me(userId), meta: { silent: true }, staleTime: 0 });
  if (me.isPending) return <PageLoader label={t('loading')} />;
  const user = (me.data?.data ?? session.user) as ProfileFields | null;
  if (!isProfileComplete(user)) {
    return (
      <Alert color="yellow" role="alert" data-testid="profile-incomplete">
        <Text fw={600}>{MESSAGES.profileIncomplete}</Text>
        <Anchor component={Link} to={sectionHref('mf_account', 'profile') ?? '/'} mt="xs" display="inline-block">
          {t('postCompleteProfile')}
        </Anchor>
      </Alert>
    );
  }
  return <PackageGateThenForm />;
}

function PackageGateThenForm() {
  const t = useT();
  const session = useSession();
  const gate = usePackageGate();
  const [state, setState] = useState<'checking' | 'allowed' | 'refused'>('checking');
  const [attempt, setAttempt] = useState(0);
  const { check } = gate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failed check.
  useEffect(() => {
    let live = true;
    setState('checking');
    void check('property_list').then((allowed) => {
      if (live) setState(allowed ? 'allowed' : 'refused');
    });
    return () => {
      live = false;
    };
  }, [check, attempt]);

  if (state === 'allowed') return <PropertyForm />;
  // A check that failed is not a missing package: a session the server refused is signed out by the shared
  // policy (this page then renders nothing while login opens), and any other failure (already toasted) gets a
  // retry. Only an answer that says so asks for a package: the gate then holds an outcome.
  if (state === 'refused' && gate.outcome === null) {
    if (!session.isLoggedIn) return null;
    return (
      <ErrorState
        message={MESSAGES.somethingWentWrong}
        onRetry={() => setAttempt((n) => n + 1)}
        retryLabel={t('retry')}
      />
    );
  }
  return (
    <>
      {gate.dialog}
      {state === 'checking' ? (
        <PageLoader label={t('loading')} />
      ) : (
        <Alert color="yellow" data-testid="package-required">
          <Text>{t('postPackageNeeded')}</Text>
          <Button component={Link} to={roleHref('plans') ?? '/'} mt="sm" variant="default">
            {t('subscriptionPlan')}
          </Button>
        </Alert>
      )}
    </>
  );
}
