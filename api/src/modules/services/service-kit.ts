// Services as the shared listing routes (listing-routes.ts) see them.
import { editServiceFields, SERVICE_MESSAGES as M, postServiceFields } from '@abode/shared/wire';
import type { ListingKit } from '../listing-kit/listing-routes.ts';
import { SERVICE_STORE, saveService } from './save.ts';
import { findServiceForDetail, type ServiceRow, type ServiceWithType } from './services.repository.ts';
import { toServiceDetails } from './services.service.ts';

/** The service kind of listing. */
export const serviceKit: ListingKit<ServiceWithType, ServiceRow> = {
  store: SERVICE_STORE,
  texts: {
    notFound: M.serviceNotFound,
    notOwner: M.notServiceOwner,
    posted: M.servicePosted,
    updated: M.serviceUpdated,
    fetched: M.fetched,
    deleted: M.serviceDeleted,
  },
  find: findServiceForDetail,
  row: (item) => item.service,
  details: toServiceDetails,
  fields: { create: postServiceFields, edit: editServiceFields },
  save: saveService,
};
