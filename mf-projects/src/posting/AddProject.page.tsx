// Add a project (/user/add-project) and edit one (/user/edit-project/:slug_id). Before the add form: the user
// must be signed in, have a complete profile (spec §5) and a package allowing one more project
// (`check-package-limit?type=project_list`, spec §6); a refusal shows the spec's warning dialog whose OK leads to
// the subscription plans. An edit needs no package unit: it loads the owner's project and fills the form.
import {
  ErrorState,
  PageLoader,
  packageRefusal,
  RequireCompleteProfile,
  RequirePackage,
  RequireSignIn,
  sectionHref,
  usePageMeta,
} from '@abode/shared';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useT } from '../i18n.ts';
import { projectQueries } from '../project.queries.ts';
import { ProjectForm } from './ProjectForm.tsx';

/** The account section's profile page, where an incomplete profile is completed. */
const profileHref = () => sectionHref('mf_account', 'profile');

/** The add-project page. */
export function AddProjectPage() {
  const t = useT();
  usePageMeta({ title: t('projectAddTitle') });
  return (
    <Stack>
      <Title order={1}>{t('projectAddTitle')}</Title>
      <RequireSignIn>
        {(userId) => (
          <RequireCompleteProfile
            profile={projectQueries.me(userId)}
            profileHref={profileHref}
            linkLabel={t('projectCompleteProfile')}
          >
            <RequirePackage feature="project_list" refusal={packageRefusal}>
              <ProjectForm />
            </RequirePackage>
          </RequireCompleteProfile>
        )}
      </RequireSignIn>
    </Stack>
  );
}

/** The edit-project page. */
export function EditProjectPage() {
  const t = useT();
  usePageMeta({ title: t('projectEditTitle') });
  return (
    <Stack>
      <Title order={1}>{t('projectEditTitle')}</Title>
      <RequireSignIn>{(userId) => <EditLoader userId={userId} />}</RequireSignIn>
    </Stack>
  );
}

function EditLoader({ userId }: { userId: number }) {
  const t = useT();
  const { slug_id: slugId = '' } = useParams();
  const one = useQuery(projectQueries.mineOne(slugId, userId));
  if (one.isPending) return <PageLoader label={t('loading')} />;
  if (one.isError)
    return <ErrorState message={one.error.message} onRetry={() => void one.refetch()} retryLabel={t('retry')} />;
  return <ProjectForm project={one.data} />;
}
