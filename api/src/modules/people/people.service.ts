import type { CustomerData, PersonListItem } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isBlocked } from '../chat/chat.repository.ts';
import type { PersonRecord, PersonRow } from './people.repository.ts';

/** A person of agent-list or builder-list (upstream shape). */
export function toListItem(row: PersonRow, urls: UrlBuilder): PersonListItem {
  return {
    ...row,
    profile: urls.upload(row.profile),
    total_count: row.property_count + row.projects_count,
  };
}

/** The `customer_data` heading agent-properties and builder-project, with the viewer's block flags. */
export async function toCustomerData(
  db: Db,
  person: PersonRecord,
  viewer: AuthUser | null,
  urls: UrlBuilder,
): Promise<CustomerData> {
  const c = person.customer;
  const [blockedByMe, blockedByUser] =
    viewer && viewer.id !== c.id
      ? await Promise.all([isBlocked(db, viewer.id, c.id), isBlocked(db, c.id, viewer.id)])
      : [false, false];
  return {
    id: c.id,
    slug_id: c.slug_id ?? '',
    name: c.name ?? '',
    profile: urls.upload(c.profile),
    mobile: c.mobile ?? '',
    email: c.email ?? '',
    address: c.address ?? '',
    city: c.city ?? '',
    state: c.state ?? '',
    country: c.country ?? '',
    facebook_id: c.facebook_id ?? '',
    twitter_id: c.twiiter_id ?? '',
    youtube_id: c.youtube_id ?? '',
    instagram_id: c.instagram_id ?? '',
    linked_in: c.linked_in ?? '',
    about_me: c.about_me ?? '',
    latitude: c.latitude ?? '',
    longitude: c.longitude ?? '',
    projects_count: person.projects_count,
    property_count: person.property_count,
    is_verify: person.is_verify,
    is_blocked_by_me: blockedByMe,
    is_blocked_by_user: blockedByUser,
  };
}
