// What the two posting forms of this section (a service or repair work; a JV post or construction profile) do the
// same way: photos checked in the browser before upload (JPEG or PNG, at least 120×120), documents checked by name
// and size, the wire schema's first message for each field (the spec §5 texts, as the server answers them), and
// one multipart body: the text parts (a new item leaves blank ones out; an edit sends them, so a cleared field is
// cleared), the files, and an edit's removals (remove_gallery, remove_doc) as comma-separated ids.
import { MESSAGES, readImageSize, schemaErrors } from '@abode/shared';
import type { z } from 'zod';

/** How the forms read a picture's size; tests swap it (happy-dom decodes no image). */
export const photoChecker = { readSize: readImageSize };

/** Photos the API takes. */
export const IMAGE_TYPES = 'image/jpeg,image/png';
/** Documents the API takes, judged again by content on the server. */
export const DOCUMENT_TYPES = '.pdf,.doc,.docx,.txt,application/pdf,application/msword,text/plain';
/** The largest document the API takes. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Whether a chosen document is one the API takes (by its name's extension, and its size). */
export const isAllowedDocument = (file: File) =>
  /\.(pdf|docx?|txt)$/i.test(file.name) && file.size <= DOCUMENT_MAX_BYTES;

/** The files a form holds until the body is built. */
export interface PostingFiles {
  title_image: File | null;
  gallery_images: File[];
  documents: File[];
}

/** A stored file of an edited item: its id (to remove it), the name shown and its address. */
export interface StoredFile {
  id: number;
  name: string;
  url: string;
}

/** What an edit keeps of the stored item and what the owner asked to remove. */
export interface StoredMedia {
  title_image: string;
  gallery: StoredFile[];
  documents: StoredFile[];
  removedGallery: number[];
  removedDocuments: number[];
}

/** No stored media (a new item). */
export const noStoredMedia = (): StoredMedia => ({
  title_image: '',
  gallery: [],
  documents: [],
  removedGallery: [],
  removedDocuments: [],
});

/**
 * Every error of a form by field: the first message `schema` gives for each text part (the kit's schemaErrors),
 * and the title image's ('Please select a Title Image') when there is neither a chosen nor a stored one.
 */
export function fieldErrors(
  schema: z.ZodType,
  parts: Record<string, string>,
  hasTitleImage: boolean,
): Record<string, string> {
  const errors = schemaErrors(schema, parts);
  if (!hasTitleImage) errors.title_image = MESSAGES.titleImageRequired;
  return errors;
}

/** The multipart body of a post call: the text `parts`, the files (documents under `documentField[]`), removals. */
export function postingBody({
  parts,
  files,
  documentField,
  media,
  editing,
}: {
  parts: Record<string, string>;
  files: PostingFiles;
  documentField: 'documents' | 'file_upload';
  media: StoredMedia;
  editing: boolean;
}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (value !== '' || editing) form.append(key, value);
  }
  if (files.title_image) form.append('title_image', files.title_image);
  for (const file of files.gallery_images) form.append('gallery_images[]', file);
  for (const file of files.documents) form.append(`${documentField}[]`, file);
  if (editing) {
    if (media.removedGallery.length) form.append('remove_gallery', media.removedGallery.join(','));
    if (media.removedDocuments.length) form.append('remove_doc', media.removedDocuments.join(','));
  }
  return form;
}
