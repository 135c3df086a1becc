// The owner's decision on someone's interest in a repair work (approved, shortlisted, or still awaited), as the
// interested user sees it: on their list of interests and on the repair work's page.
import type { MyInterest } from '@abode/shared/wire';
import { Badge, Group, Text } from '@mantine/core';
import { useT } from '../i18n.ts';

/** The owner's decision on my interest, as badges. */
export function InterestState({ interest }: { interest: Pick<MyInterest, 'is_approved' | 'is_shortlisted'> }) {
  const t = useT();
  const awaiting = !interest.is_approved && !interest.is_shortlisted;
  return (
    <Group gap={4} mt={6} data-testid="interest-status">
      <Text span size="sm" c="dimmed">
        {t('interestState')}:
      </Text>
      {interest.is_approved && <Badge color="teal.9">{t('interestApproved')}</Badge>}
      {interest.is_shortlisted && <Badge color="blue.9">{t('interestShortlisted')}</Badge>}
      {awaiting && <Badge color="gray.8">{t('interestAwaiting')}</Badge>}
    </Group>
  );
}
