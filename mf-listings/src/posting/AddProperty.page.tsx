// Add a property (/user/add-property). Before the form: the user must be signed in, have a complete profile
// (spec §5: name, email, mobile, profile photo and address) and a package allowing one more listing
// (`check-package-limit?type=property_list`, spec §6); a refusal shows the spec's warning dialog whose OK leads
// to the subscription page.
import { RequireCompleteProfile, RequirePackage, RequireSignIn, sectionHref } from '@abode/shared';
import { Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useT } from '../i18n.ts';
import { PropertyForm } from './PropertyForm.tsx';
import { postingQueries } from './posting.api.ts';

/** Sets the document title of a posting page. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Abode`;
  }, [title]);
}

/** The account section's profile page, where an incomplete profile is completed. */
const profileHref = () => sectionHref('mf_account', 'profile');

/** The add-property page. */
export function AddPropertyPage() {
  const t = useT();
  usePageTitle(t('postAddTitle'));
  return (
    <Stack>
      <Title order={1}>{t('postAddTitle')}</Title>
      <RequireSignIn>
        {(userId) => (
          <RequireCompleteProfile
            profile={postingQueries.me(userId)}
            profileHref={profileHref}
            linkLabel={t('postCompleteProfile')}
          >
            <RequirePackage feature="property_list" refusal={() => t('postPackageNeeded')}>
              <PropertyForm />
            </RequirePackage>
          </RequireCompleteProfile>
        )}
      </RequireSignIn>
    </Stack>
  );
}
