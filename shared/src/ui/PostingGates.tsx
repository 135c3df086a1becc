// The gates before a posting form (a property, a project, a service): a signed-in user, a complete profile (spec
// §5: name, email, mobile, profile photo and address) and then a package allowing one more of the kind
// (`check-package-limit?type=…`, spec §6), whose refusal shows the spec's warning dialog. Each section says what
// to ask for and its own words; the order of the calls (the fresh profile, then the package check) is the same
// for every section.

import { roleHref, useSession, useT } from '@abode/shared/core';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type GatedFeature, type GateOutcome, gateMessage } from '../gating.ts';
import { isProfileComplete, MESSAGES, type ProfileFields } from '../messages.ts';
import { usePackageGate } from './PackageGate.tsx';
import { RequireSignIn } from './RequireSignIn.tsx';
import { ErrorState, PageLoader } from './SectionStates.tsx';

/** Props of {@link RequireCompleteProfile}. */
export interface RequireCompleteProfileProps<T extends { data?: unknown }, K extends QueryKey> {
  /** The signed-in user's customer record (get-user-data), under the section's own key. */
  profile: UseQueryOptions<T, Error, T, K>;
  /** The address of the profile page, read when the warning shows (the account section's manifest). */
  profileHref: () => string | null;
  /** The text of the link to the profile page. */
  linkLabel: string;
  children: ReactNode;
}

/** Renders `children` once the user's profile is complete; otherwise the spec's warning and a link to the profile. */
export function RequireCompleteProfile<T extends { data?: unknown }, K extends QueryKey>({
  profile,
  profileHref,
  linkLabel,
  children,
}: RequireCompleteProfileProps<T, K>) {
  const t = useT();
  const session = useSession();
  // Fresh from the server: the session's copy may predate a profile change made elsewhere.
  const me = useQuery({ ...profile, meta: { silent: true }, staleTime: 0 });
  if (me.isPending) return <PageLoader label={t('loading')} />;
  const user = (me.data?.data ?? session.user) as ProfileFields | null;
  if (!isProfileComplete(user)) {
    return (
      <Alert color="yellow" role="alert" data-testid="profile-incomplete">
        <Text fw={600}>{MESSAGES.profileIncomplete}</Text>
        <Anchor component={Link} to={profileHref() ?? '/'} mt="xs" display="inline-block">
          {linkLabel}
        </Anchor>
      </Alert>
    );
  }
  return <>{children}</>;
}

/** Props of {@link RequirePackage}. */
export interface RequirePackageProps {
  /** The gated feature to ask for (`property_list`, `project_list`). */
  feature: GatedFeature;
  /** The text shown when the package refuses, from the refusal's outcome. */
  refusal: (outcome: GateOutcome | null) => ReactNode;
  children: ReactNode;
}

/** Renders `children` when the user's packages allow `feature`; a refusal shows the dialog and a way to the plans. */
export function RequirePackage({ feature, refusal, children }: RequirePackageProps) {
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
    void check(feature).then((allowed) => {
      if (live) setState(allowed ? 'allowed' : 'refused');
    });
    return () => {
      live = false;
    };
  }, [check, feature, attempt]);

  if (state === 'allowed') return <>{children}</>;
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
          <Text>{refusal(gate.outcome === 'sign-in' ? null : gate.outcome)}</Text>
          <Button component={Link} to={roleHref('plans') ?? '/'} mt="sm" variant="default">
            {t('subscriptionPlan')}
          </Button>
        </Alert>
      )}
    </>
  );
}

/**
 * The words for a refused package (§6, the spec's texts where it has them): no package, a package without the
 * feature, or the limit is over.
 */
export const packageRefusal = (outcome: GateOutcome | null): string =>
  gateMessage(outcome && outcome !== 'allowed' ? outcome : 'no-package') ?? MESSAGES.notSubscribed;

/** Props of {@link RequirePostingGates}. */
export interface RequirePostingGatesProps<T extends { data?: unknown }, K extends QueryKey> {
  /** The gated feature a new item spends (`property_list`, `project_list`, `service_list`). */
  feature: GatedFeature;
  /** The signed-in user's customer record, under the section's own key. */
  profile: (userId: number) => UseQueryOptions<T, Error, T, K>;
  /** The address of the profile page, read when the warning shows. */
  profileHref: () => string | null;
  /** The text of the link to the profile page. */
  linkLabel: string;
  /** What a refusal says; the spec's words ({@link packageRefusal}) unless given. */
  refusal?: (outcome: GateOutcome | null) => ReactNode;
  children: ReactNode;
}

/** Every gate before a new item's form, in order: signed in, a complete profile, a package allowing one more. */
export function RequirePostingGates<T extends { data?: unknown }, K extends QueryKey>({
  feature,
  profile,
  profileHref,
  linkLabel,
  refusal = packageRefusal,
  children,
}: RequirePostingGatesProps<T, K>) {
  return (
    <RequireSignIn>
      {(userId) => (
        <RequireCompleteProfile profile={profile(userId)} profileHref={profileHref} linkLabel={linkLabel}>
          <RequirePackage feature={feature} refusal={refusal}>
            {children}
          </RequirePackage>
        </RequireCompleteProfile>
      )}
    </RequireSignIn>
  );
}
