// Services as the shared listing routes (listing-routes.ts) see them.
import { editServiceFields, SERVICE_MESSAGES as M, postServiceFields } from '@abode/shared/wire';
import type { ListingKit } from '../listing-kit/listing-routes.ts';
import { SERVICE_STORE, saveService } from './save.ts';
import { type ServiceRow, type ServiceWithType, serviceRepository } from './services.repository.ts';
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
    empty: M.empty,
    deleted: M.serviceDeleted,
  },
  find: serviceRepository.findForDetail,
  row: (item) => item.service,
  details: toServiceDetails,
  mine: async (db, owner, q, urls) => {
    const { total, rows } = await serviceRepository.findOwn(db, owner.id, q);
    return { total, data: await toServiceDetails(db, rows, owner, urls) };
  },
  fields: { create: postServiceFields, edit: editServiceFields },
  save: saveService,
};
