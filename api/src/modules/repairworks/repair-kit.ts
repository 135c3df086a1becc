// Repair works as the shared listing routes (listing-kit/listing-routes.ts) see them.
import { editRepairWorkFields, SERVICE_MESSAGES as M, postRepairWorkFields } from '@abode/shared/wire';
import type { ListingKit } from '../listing-kit/listing-routes.ts';
import { type RepairRow, type RepairWithNames, repairRepository } from './repairworks.repository.ts';
import { toRepairWorkDetails } from './repairworks.service.ts';
import { REPAIR_STORE, saveRepairWork } from './save.ts';

/** The repair-work kind of listing. */
export const repairKit: ListingKit<RepairWithNames, RepairRow> = {
  store: REPAIR_STORE,
  texts: {
    notFound: M.repairNotFound,
    notOwner: M.notRepairOwner,
    posted: M.repairPosted,
    updated: M.repairUpdated,
    fetched: M.fetched,
    empty: M.empty,
    deleted: M.repairDeleted,
  },
  find: repairRepository.findForDetail,
  row: (item) => item.repair,
  details: toRepairWorkDetails,
  mine: async (db, owner, q, urls) => {
    const { total, rows } = await repairRepository.findOwn(db, owner.id, q);
    return { total, data: await toRepairWorkDetails(db, rows, owner, urls) };
  },
  fields: { create: postRepairWorkFields, edit: editRepairWorkFields },
  save: saveRepairWork,
};
