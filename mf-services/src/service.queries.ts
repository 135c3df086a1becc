// Service queries and calls: the operations of the services area (docs/decisions/032), keyed by operationKey
// under the operations' tag 'services' so no other section collides in the shared cache. A write invalidates
// the root (`SERVICES_ROOT`) through the mutation cache's `meta.invalidates`. Answers are parsed by the
// operations' schemas and mapped to this section's one listing model (listing.ts).
import { type ApiEnvelope, ApiError, call, operationKey } from '@abode/shared';
import {
  getService,
  getServiceRequests,
  getServiceType,
  myService,
  type Operation,
  type OperationInput,
  postService,
  requestService as requestServiceOp,
  serviceDelete,
  serviceDetail,
  serviceRequestStatus,
} from '@abode/shared/operations';
import type { ServiceType } from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fromService, fromServiceDetail, type ListingDetail } from './listing.ts';

/** Every service query (the tag of the services' operations): a write invalidates this root. */
export const SERVICES_ROOT = [getService.tag] as const;

/** A query of an operation, as the operation reads it. */
type QueryOf<O extends Operation> = NonNullable<OperationInput<O>['query']>;

/** Filters of get-service this section sends, as the operation reads them; empty values are dropped by the client. */
export type ServiceFilters = Pick<
  QueryOf<typeof getService>,
  'search' | 'city' | 'service_type_id' | 'offset' | 'limit'
>;

/** Paging and an optional review state of my-service (and my-repairworks, the same query). */
export type MineParams = Pick<QueryOf<typeof myService>, 'offset' | 'limit' | 'request_status'>;

/** Paging and filters of get-service-requests (the provider's inbox). */
export type RequestsParams = QueryOf<typeof getServiceRequests>;

export const serviceQueries = {
  all: () => SERVICES_ROOT,
  lists: () => [...SERVICES_ROOT, getService.id] as const,
  /** One page of services; the viewer is in the key because get-service takes an optional token. */
  list: (filters: ServiceFilters, userId: number | null) =>
    queryOptions({
      queryKey: operationKey(getService, { query: filters }, userId),
      queryFn: async ({ signal }) => {
        const body = await call(getService, { query: filters }, { signal });
        return { ...body, data: body.data.map(fromService) };
      },
      placeholderData: keepPreviousData,
    }),
  /** The kinds of service (get-service-type), for the filter and the form. */
  types: () =>
    queryOptions({
      queryKey: operationKey(getServiceType, {}),
      queryFn: ({ signal }): Promise<ApiEnvelope<ServiceType[]>> => call(getServiceType, {}, { signal }),
    }),
  /** One service by its slug (service-detail), as the viewer sees it (own rating, requested, owner). */
  detail: (slugId: string, userId: number | null) => {
    const input = { query: { slug: slugId, ...(userId ? { user_id: userId } : {}) } };
    return queryOptions({
      queryKey: operationKey(serviceDetail, input, userId),
      queryFn: async ({ signal }) => fromServiceDetail((await call(serviceDetail, input, { signal })).data),
    });
  },
  /** One page of the signed-in owner's services in every state (my-service). */
  mine: (params: MineParams, userId: number) =>
    queryOptions({
      queryKey: operationKey(myService, { query: params }, userId),
      queryFn: async ({ signal }) => {
        const body = await call(myService, { query: params }, { signal });
        return { ...body, data: body.data.map(fromServiceDetail) };
      },
      placeholderData: keepPreviousData,
    }),
  /** One of the owner's services by slug (edit); a 404 when none has it. */
  mineOne: (slugId: string, userId: number) =>
    queryOptions({
      queryKey: operationKey(myService, { query: { slug_id: slugId } }, userId),
      queryFn: async ({ signal }) => {
        const body = await call(myService, { query: { slug_id: slugId } }, { signal });
        const found = body.data.find((s) => s.slug_id === slugId);
        if (!found) throw new ApiError('NOT_FOUND', 'Service not found', { status: 404, body });
        return fromServiceDetail(found);
      },
    }),
  /** Every page of the requests made on the signed-in provider's services. */
  requestsOf: (userId: number) => operationKey(getServiceRequests, {}, userId),
  /** One page of the requests made on the provider's services (get-service-requests), newest first. */
  requests: (params: RequestsParams, userId: number) =>
    queryOptions({
      queryKey: operationKey(getServiceRequests, { query: params }, userId),
      queryFn: ({ signal }) => call(getServiceRequests, { query: params }, { signal }),
      placeholderData: keepPreviousData,
      // A new request may arrive at any time: asked again whenever the page is shown.
      staleTime: 0,
    }),
};

/**
 * POST post-service (multipart): a new service, or an edit of the caller's `slugId`. The form's fields and files
 * are read by the route itself, so the form goes as the page built it.
 */
export async function saveService(body: FormData, slugId?: string): Promise<ApiEnvelope<ListingDetail>> {
  const answer = await call(postService, { query: { slug_id: slugId }, body });
  return { ...answer, data: fromServiceDetail(answer.data) };
}

/** POST service-delete. */
export const deleteService = (id: number) => call(serviceDelete, { body: { id } });

/**
 * POST request-service: ask the provider of a service to get in touch, with an optional note the provider reads
 * in their requests; answers the request (pending).
 */
export const requestService = (serviceId: number, message = '') =>
  call(requestServiceOp, {
    // Left out when blank (undefined is not sent), as before.
    body: { service_id: serviceId, message: message.trim() || undefined },
  });

/** POST service-request-status: the provider accepts or declines a request; answers it as it now stands. */
export const decideServiceRequest = (requestId: number, status: 'accepted' | 'declined') =>
  call(serviceRequestStatus, { body: { request_id: requestId, status } });
