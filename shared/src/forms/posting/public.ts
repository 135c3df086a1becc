// `@abode/shared/forms/posting`: the posting-form kit as one entry point, its fieldsets included. The fieldsets
// are here and not in the package's main entry, so only the pages that post import them (docs/decisions/016).
export { type ContactField, ContactFieldset, type ContactFieldsetProps } from './ContactFieldset.tsx';
export {
  LocationFieldset,
  type LocationFieldsetProps,
  type PlaceField,
  type PlaceRow,
} from './LocationFieldset.tsx';
export {
  FileField,
  type FileFieldProps,
  type ListedFile,
  MediaFieldset,
  type MediaFieldsetProps,
  PhotoPreview,
  RemovableFile,
  type RemovableFileProps,
} from './MediaFieldset.tsx';
export { PostingFormFrame, type PostingFormFrameProps } from './PostingFormFrame.tsx';
export { type SeoField, SeoInputs, type SeoInputsProps } from './SeoInputs.tsx';
export { partText, schemaErrors, schemaValidator } from './schema-errors.ts';
export { type PostingSubmitOptions, usePostingSubmit } from './use-posting-submit.ts';
