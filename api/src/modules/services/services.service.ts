// Services as the API answers them: the list item (get-service; files read with the page's rows) and
// the detail (service-detail, service-get, post-service, my-service) with owner card, ratings and requests, and
// a request as the provider's inbox shows it.
import type { OwnerServiceRequest, Service, ServiceDetail } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { detailExtrasOf, filesRead, listingCommon, readOf, serviceLikeFields } from '../listing-kit/listing.service.ts';
import { filesOfListings, type ListingFileRow } from '../listing-kit/listing-files.ts';
import { type OwnerRequestRow, requestsBy, type ServiceListRow, type ServiceWithType } from './services.repository.ts';

/** A service row with its type and files as the lists answer it. */
export function serviceObject(
  { service: s, type }: ServiceWithType,
  files: ListingFileRow[] | undefined,
  urls: UrlBuilder,
): Service {
  return {
    ...listingCommon(s, urls),
    ...serviceLikeFields(s, files, urls),
    service_type_id: s.service_type_id,
    service_type: { id: type.id, name: type.name },
  };
}

/** A page of services (with their files) as list items. */
export function toServices(rows: ServiceListRow[], urls: UrlBuilder): Service[] {
  return rows.map((r) => serviceObject(r, r.files, urls));
}

/** Services as the detail answers them for `viewer` (who must be allowed to see them). */
export async function toServiceDetails(
  db: Db,
  rows: ServiceWithType[],
  viewer: AuthUser | null,
  urls: UrlBuilder,
): Promise<ServiceDetail[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.service.id);
  const read = readOf(rows, (r) => r.service.id);
  const [files, extras, requested] = await Promise.all([
    read ? filesRead(read) : filesOfListings(db, 'service', ids),
    detailExtrasOf(
      db,
      'service',
      rows.map((r) => r.service),
      viewer,
      urls,
      undefined,
      read,
    ),
    requestsBy(db, viewer?.id ?? null, ids),
  ]);
  return rows.map((r) => {
    const extra = extras.get(r.service.id);
    if (!extra) throw new Error(`service ${r.service.id} has no detail`);
    const mine = requested.get(r.service.id);
    return {
      ...serviceObject(r, files.get(r.service.id), urls),
      ...extra,
      is_requested: mine !== undefined,
      my_request: mine ? { id: mine.id, status: mine.status, created_at: mine.created_at.toISOString() } : null,
    };
  });
}

/** A request as its provider sees it: the service asked and the requester's contact details. */
export function toOwnerRequest({ request, service, user }: OwnerRequestRow, urls: UrlBuilder): OwnerServiceRequest {
  return {
    id: request.id,
    service_id: request.service_id,
    service,
    user: {
      id: user.id,
      name: user.name ?? '',
      profile: urls.upload(user.profile),
      mobile: user.mobile ?? '',
      email: user.email ?? '',
    },
    message: request.message,
    status: request.status,
    created_at: request.created_at.toISOString(),
  };
}
