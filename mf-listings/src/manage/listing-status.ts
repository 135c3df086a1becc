// The states of an owner's listing (spec §4: approved, rejected, pending, active, inactive; sold, rented) and
// the filters of "My properties", as get-added-properties parameters.

import type { AddedProperty } from '@abode/shared/wire';
import type { TextKey } from '../i18n.ts';
import type { MyPropertiesParams } from '../posting/posting.api.ts';

/** The filter tabs of my properties, in display order. */
export const STATUS_FILTERS = [
  'all',
  'approved',
  'pending',
  'rejected',
  'active',
  'inactive',
  'sold',
  'rented',
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** get-added-properties parameters of a filter. */
export function filterParams(filter: StatusFilter): MyPropertiesParams {
  switch (filter) {
    case 'approved':
    case 'pending':
    case 'rejected':
      return { request_status: filter };
    case 'active':
      return { request_status: 'approved', status: 1 };
    case 'inactive':
      return { request_status: 'approved', status: 0 };
    case 'sold':
      return { property_type: 2 };
    case 'rented':
      return { property_type: 3 };
    default:
      return {};
  }
}

/** Translation keys of the filter tabs. */
export const FILTER_LABELS: Record<StatusFilter, TextKey> = {
  all: 'all',
  approved: 'manageApproved',
  pending: 'managePending',
  rejected: 'manageRejected',
  active: 'active',
  inactive: 'manageInactive',
  sold: 'sold',
  rented: 'rented',
};

/** A badge to show: its text key and colour. */
export interface StatusBadge {
  key: TextKey;
  color: string;
  testId: string;
}

/** The badges of a listing: review state, then active/inactive (approved only), market state, featuring. */
export function statusBadges(p: AddedProperty): StatusBadge[] {
  const badges: StatusBadge[] = [];
  if (p.request_status === 'approved') badges.push({ key: 'manageApproved', color: 'green', testId: 'badge-approved' });
  else if (p.request_status === 'rejected')
    badges.push({ key: 'manageRejected', color: 'red', testId: 'badge-rejected' });
  else badges.push({ key: 'managePending', color: 'yellow', testId: 'badge-pending' });
  if (p.request_status === 'approved') {
    badges.push(
      p.status === 1
        ? { key: 'active', color: 'teal', testId: 'badge-active' }
        : { key: 'manageInactive', color: 'gray', testId: 'badge-inactive' },
    );
  }
  if (p.property_type === 'sold') badges.push({ key: 'sold', color: 'grape', testId: 'badge-sold' });
  if (p.property_type === 'rented') badges.push({ key: 'rented', color: 'grape', testId: 'badge-rented' });
  if (p.property_type === 'sell') badges.push({ key: 'forSale', color: 'blue', testId: 'badge-sell' });
  if (p.property_type === 'rent') badges.push({ key: 'forRent', color: 'orange', testId: 'badge-rent' });
  if (p.is_promoted) badges.push({ key: 'featured', color: 'violet', testId: 'badge-featured' });
  else if (p.advertisement_status === 1) {
    badges.push({ key: 'manageFeaturePending', color: 'violet', testId: 'badge-feature-pending' });
  }
  return badges;
}

/** The update_property_status value that moves a listing along the market (sold/rented and back). */
export function nextMarketStatus(p: AddedProperty): { status: 0 | 1 | 2 | 3; label: TextKey } {
  switch (p.property_type) {
    case 'sell':
      return { status: 2, label: 'manageMarkSold' };
    case 'rent':
      return { status: 3, label: 'manageMarkRented' };
    case 'sold':
      return { status: 0, label: 'manageBackForSale' };
    default:
      return { status: 1, label: 'manageBackForRent' };
  }
}

/** Whether featuring may be requested now: approved, active, on the market, not featured nor awaiting review. */
export function canRequestFeaturing(p: AddedProperty): boolean {
  return (
    p.request_status === 'approved' &&
    p.status === 1 &&
    (p.property_type === 'sell' || p.property_type === 'rent') &&
    !p.is_promoted &&
    p.advertisement_status !== 1
  );
}
