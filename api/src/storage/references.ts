// Which stored files rows point at. The upload sweeper (sweeper.ts) deletes an old file only under a folder
// listed here, and only when none of the folder's columns names it: a folder missing from this list is never
// swept, so a new kind of upload must be added here (its folder and every column that stores its keys).
import { like } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  assign_parameters,
  bank_receipt_files,
  chats,
  customers,
  jv_constructions,
  project_documents,
  project_parameters,
  project_plans,
  projects,
  properties_documents,
  property_images,
  propertys,
  repair_works,
  service_files,
  services,
  verify_customer_values,
} from '../db/schema.ts';
import { PRIVATE_PREFIX } from '../lib/private-files.ts';
import { CHAT_FOLDER } from '../modules/chat/attachments.ts';
import { REPAIR_WORK_FOLDER, SERVICE_FOLDER, VENTURE_FOLDER } from '../modules/listing-kit/listing-files.ts';
import { RECEIPT_FOLDER } from '../modules/payments/payments.service.ts';
import { PROFILE_PHOTO_FOLDER } from '../modules/profile/profile.service.ts';
import { PROJECT_FOLDER } from '../modules/projects/write/files.ts';
import { PROPERTY_FOLDER } from '../modules/properties/write/files.ts';

/** A storage folder written by uploads, and every column whose values are keys under it. */
export interface UploadFolder {
  /** The key prefix, ending in '/'. */
  prefix: string;
  columns: PgColumn[];
}

/**
 * Every folder that user uploads are written to, with the columns referencing its files. Seed pictures
 * (`seed/`) are not listed: many tables share them, and the seed, not a request, writes them.
 */
export function uploadFolders(): UploadFolder[] {
  return [
    // update_profile's photo.
    { prefix: `${PROFILE_PHOTO_FOLDER}/`, columns: [customers.profile] },
    // post_property / update_post_property: cover, 3D and meta pictures, gallery, documents, file parameters.
    {
      prefix: `${PROPERTY_FOLDER}/`,
      columns: [
        propertys.title_image,
        propertys.three_d_image,
        propertys.meta_image,
        property_images.image,
        properties_documents.name,
        assign_parameters.value,
      ],
    },
    // post_project: cover and meta pictures, gallery, brochure, documents, payment files, plans, file parameters.
    {
      prefix: `${PROJECT_FOLDER}/`,
      columns: [
        projects.image,
        projects.meta_image,
        project_documents.name,
        project_plans.document,
        project_parameters.value,
      ],
    },
    // post-jv / post-construction: title photo, gallery and documents.
    { prefix: `${VENTURE_FOLDER}/`, columns: [jv_constructions.title_image, service_files.name] },
    // post-service and post-repairworks: title photo, gallery and documents (service_files rows).
    { prefix: `${SERVICE_FOLDER}/`, columns: [services.title_image, service_files.name] },
    { prefix: `${REPAIR_WORK_FOLDER}/`, columns: [repair_works.title_image, service_files.name] },
    // apply-*-verification's file answers (modules/verification/documents.ts documentKey), private since
    // decision 011; `verification/` holds those stored before, until the start-up move takes them.
    { prefix: `${PRIVATE_PREFIX}verification/`, columns: [verify_customer_values.value] },
    { prefix: 'verification/', columns: [verify_customer_values.value] },
    // send_message / send_project_message / send-message-repair: files (`files/`) and voice notes (`audio/`).
    { prefix: `${CHAT_FOLDER}/`, columns: [chats.file, chats.audio] },
    // initiate-bank-transfer and upload-bank-receipt-file: one row per receipt.
    { prefix: `${RECEIPT_FOLDER}/`, columns: [bank_receipt_files.file] },
  ];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The keys under `folder` that some row names: one scan per column, whatever the number of files. */
export async function referencedKeys(db: Db, folder: UploadFolder): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const column of folder.columns) {
    const rows = await db
      .selectDistinct({ key: column })
      .from(column.table)
      .where(like(column, `${escapeLike(folder.prefix)}%`));
    for (const r of rows) if (typeof r.key === 'string') keys.add(r.key);
  }
  return keys;
}
