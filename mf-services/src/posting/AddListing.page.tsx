// Add a service (/user/add-service) or a repair work (/user/add-repair-work), and edit one
// (/user/edit-service/:slug_id, /user/edit-repair-work/:slug_id): the section's posting pages
// (components/posting/PostingPages.tsx) around the listing form.
import { postingFormQueries } from '@abode/shared';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AddPostingPage, EditPostingPage } from '../components/posting/PostingPages.tsx';
import { useT } from '../i18n.ts';
import type { ListingDetail, ListingKind } from '../listing.ts';
import { repairQueries } from '../repair.queries.ts';
import { SERVICES_ROOT, serviceQueries } from '../service.queries.ts';
import { ListingForm } from './ListingForm.tsx';

/** The owner's customer record (get-user-data), for the completeness rule. */
const ownerQueries = postingFormQueries(SERVICES_ROOT);

/** The add page of a kind. */
export function AddListingPage({ kind }: { kind: ListingKind }) {
  const t = useT();
  return (
    <AddPostingPage
      title={t(kind === 'service' ? 'serviceAddTitle' : 'repairAddTitle')}
      hint={t('reviewNotice')}
      profile={ownerQueries.me}
    >
      <ListingForm kind={kind} />
    </AddPostingPage>
  );
}

/** The edit page of a kind. */
export function EditListingPage({ kind }: { kind: ListingKind }) {
  const t = useT();
  const { slug_id: slugId = '' } = useParams();
  // Each kind's query has its own key type: the page is made for the one of this kind.
  const page = <K extends QueryKey>(
    item: (userId: number) => UseQueryOptions<ListingDetail, Error, ListingDetail, K>,
  ) => (
    <EditPostingPage title={t(kind === 'service' ? 'serviceEditTitle' : 'repairEditTitle')} item={item}>
      {(listing) => <ListingForm key={listing.id} kind={kind} listing={listing} />}
    </EditPostingPage>
  );
  return kind === 'service'
    ? page((userId) => serviceQueries.mineOne(slugId, userId))
    : page((userId) => repairQueries.mineOne(slugId, userId));
}

export const AddServicePage = () => <AddListingPage kind="service" />;
export const AddRepairWorkPage = () => <AddListingPage kind="repair" />;
export const EditServicePage = () => <EditListingPage kind="service" />;
export const EditRepairWorkPage = () => <EditListingPage kind="repair" />;
