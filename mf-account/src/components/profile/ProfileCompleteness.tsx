// Spec §5 completeness: name, email, mobile, profile photo and address. Incomplete profiles get the spec's
// text word for word and the list of what is still missing; complete ones a short confirmation.

import { MESSAGES } from '@abode/shared';
import { missingProfileFields } from '@abode/shared/wire';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n.ts';
import { link } from '../../links.ts';
import type { ProfileData } from '../../profile.api.ts';
import { COMPLETENESS_LABELS } from '../../profile.schema.ts';

/** The completeness state of a profile; `linkToProfile` adds a link for pages other than the profile. */
export function ProfileCompleteness({ data, linkToProfile = false }: { data: ProfileData; linkToProfile?: boolean }) {
  const t = useT();
  const missing = missingProfileFields(data);
  if (missing.length === 0) {
    return (
      <Alert color="green" data-testid="profile-completeness" data-complete="true">
        {t('profileComplete')}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" data-testid="profile-completeness" data-complete="false" role="status">
      <Text fw={600}>{MESSAGES.profileIncomplete}</Text>
      <Text size="sm" mt="xs">
        {t('profileMissing')}
      </Text>
      <List size="sm" data-testid="profile-missing">
        {missing.map((field) => (
          <List.Item key={field}>{t(COMPLETENESS_LABELS[field])}</List.Item>
        ))}
      </List>
      {linkToProfile && (
        <Anchor component={Link} to={link('profile')} size="sm" mt="xs" display="inline-block">
          {t('profileCompleteNow')}
        </Anchor>
      )}
    </Alert>
  );
}
