// Files of a project, judged by content with the listing checks (properties/write/files.ts: photos JPEG or
// PNG ≥ 120×120 re-encoded, documents PDF/DOC/DOCX/TXT), stored under their own folder `projects/` so that
// the upload sweeper (storage/references.ts) knows which rows name them.

import { ownedFiles, type PreparedFile } from '../../../lib/owned-files.ts';
import { prepareDocument, preparePhoto } from '../../properties/write/files.ts';

/** Storage folder of everything a project uploads; only keys under it are ever removed. */
export const PROJECT_FOLDER = 'projects';

const rekey = <T extends PreparedFile>(f: T): T => ({ ...f, key: f.key.replace(/^[^/]+\//, `${PROJECT_FOLDER}/`) });

/** A photo (JPEG or PNG ≥ 120×120 by content), re-encoded without metadata. */
export const projectPhoto = async (value: unknown) => rekey(await preparePhoto(value));

/** A document (PDF, DOC, DOCX or TXT by content, ≤ 5 MB). */
export const projectDocument = (value: unknown) => rekey(prepareDocument(value));

/** A floor plan: a photo or a document. */
export async function projectPlanFile(value: unknown): Promise<PreparedFile> {
  const photoLike = Buffer.isBuffer(value) && (value[0] === 0xff || value[0] === 0x89);
  return photoLike ? projectPhoto(value) : projectDocument(value);
}

/** The files a project wrote (seed pictures are never removed). */
export const projectFiles = ownedFiles(PROJECT_FOLDER);
