// This section's pages of each listing kind, so a component written once for both links to the right one.
import { link } from '../links.ts';
import type { ListingKind } from '../listing.ts';

/** A listing's public page. */
export const listingHref = (kind: ListingKind, slugId: string) =>
  kind === 'service' ? link('serviceDetail', { slug_id: slugId }) : link('repairWorkDetail', { slug_id: slugId });

/** A listing's edit page. */
export const editHref = (kind: ListingKind, slugId: string) =>
  kind === 'service' ? link('editService', { slug_id: slugId }) : link('editRepairWork', { slug_id: slugId });

/** The list of every listing of the kind. */
export const listHref = (kind: ListingKind) => (kind === 'service' ? link('services') : link('repairWorks'));

/** The owner's list of the kind. */
export const mineHref = (kind: ListingKind) => (kind === 'service' ? link('myServices') : link('myRepairWorks'));
