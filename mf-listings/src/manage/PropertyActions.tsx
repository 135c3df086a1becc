// What an owner can do with a listing: view, edit, mark sold or rented (and back), activate or deactivate (an
// approved listing only), request featuring (gated by the property_feature package rule) and delete. Marking sold or
// rented, featuring (which uses a unit of the package) and deleting each ask for a confirmation first. Each call's answer is toasted by the API client; the listings are refetched afterwards.
import { usePackageGate } from '@abode/shared';
import type { AddedProperty } from '@abode/shared/wire';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import {
  changePropertyStatus,
  deleteProperty,
  PROPERTIES_ROOT,
  requestFeaturing,
  updatePropertyStatus,
} from '../posting/posting.api.ts';
import { canRequestFeaturing, nextMarketStatus } from './listing-status.ts';

/** Props of {@link PropertyActions}. */
export interface PropertyActionsProps {
  property: AddedProperty;
  /** Offer the link to the owner's view (the list does, the owner's view itself does not). */
  showView?: boolean;
  /** Called after the listing is deleted. */
  onDeleted?: () => void;
}

type Action =
  | { kind: 'market'; status: 0 | 1 | 2 | 3 }
  | { kind: 'active'; status: 0 | 1 }
  | { kind: 'feature' }
  | { kind: 'delete' };

/** The actions asked about first, with the texts of their dialog. */
type Confirmable = { kind: 'market'; status: 2 | 3 } | { kind: 'feature' } | { kind: 'delete' };
const CONFIRM_TEXTS = {
  sold: { title: 'manageSoldTitle', body: 'manageSoldConfirm', yes: 'manageMarkSold', color: 'blue' },
  rented: { title: 'manageRentedTitle', body: 'manageRentedConfirm', yes: 'manageMarkRented', color: 'blue' },
  feature: { title: 'manageFeatureTitle', body: 'manageFeatureConfirm', yes: 'manageFeatureYes', color: 'blue' },
  delete: { title: 'manageDeleteTitle', body: 'manageDeleteConfirm', yes: 'manageDeleteYes', color: 'red' },
} as const;
const confirmTexts = (a: Confirmable) =>
  CONFIRM_TEXTS[a.kind === 'market' ? (a.status === 2 ? 'sold' : 'rented') : a.kind];

/** The action buttons of one listing. */
export function PropertyActions({ property: p, showView = false, onDeleted }: PropertyActionsProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const gate = usePackageGate();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const run = useMutation({
    mutationKey: ['properties', 'manage', p.id],
    meta: { invalidates: [PROPERTIES_ROOT] },
    mutationFn: async (action: Action) => {
      if (action.kind === 'market') return updatePropertyStatus(p.id, action.status);
      if (action.kind === 'active') return changePropertyStatus(p.id, action.status);
      if (action.kind === 'delete') return deleteProperty(p.id);
      return requestFeaturing(p.id);
    },
    onSettled: () => setConfirming(null),
    onSuccess: (_answer, action) => {
      if (action.kind !== 'delete') return;
      queryClient.removeQueries({ queryKey: [...PROPERTIES_ROOT, 'mine'], type: 'inactive' });
      onDeleted?.();
    },
  });
  const busy = run.isPending || gate.checking;
  const market = nextMarketStatus(p);
  const approved = p.request_status === 'approved';

  // The package is checked first: without one the package dialog opens instead of the question.
  const feature = async () => {
    if (await gate.check('property_feature')) setConfirming({ kind: 'feature' });
  };
  const changeMarket = () => {
    const { status } = market;
    if (status === 2 || status === 3) setConfirming({ kind: 'market', status });
    else run.mutate({ kind: 'market', status });
  };
  const asked = confirming ? confirmTexts(confirming) : null;

  return (
    <>
      <Group gap="xs" data-testid="property-actions">
        {showView && (
          <Button component={Link} to={link('myProperty', { slug_id: p.slug_id })} size="xs" variant="default">
            {t('manageView')}
          </Button>
        )}
        <Button component={Link} to={link('editProperty', { slug_id: p.slug_id })} size="xs" variant="default">
          {t('manageEdit')}
        </Button>
        <Button size="xs" variant="default" disabled={busy} onClick={changeMarket}>
          {t(market.label)}
        </Button>
        {approved && (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => run.mutate({ kind: 'active', status: p.status === 1 ? 0 : 1 })}
          >
            {p.status === 1 ? t('manageDeactivate') : t('manageActivate')}
          </Button>
        )}
        {canRequestFeaturing(p) && (
          <Button size="xs" variant="default" disabled={busy} onClick={() => void feature()}>
            {t('manageFeature')}
          </Button>
        )}
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          disabled={busy}
          onClick={() => setConfirming({ kind: 'delete' })}
        >
          {t('manageDelete')}
        </Button>
      </Group>
      {gate.dialog}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={asked ? t(asked.title) : ''}
        centered
        closeButtonProps={{ 'aria-label': t('cancel') }}
      >
        {asked && confirming && (
          <>
            <Text>{t(asked.body)}</Text>
            <Text fw={600} mt="xs" dir="auto">
              {p.title}
            </Text>
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('cancel')}
              </Button>
              <Button color={asked.color} loading={run.isPending} onClick={() => run.mutate(confirming)}>
                {t(asked.yes)}
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </>
  );
}
