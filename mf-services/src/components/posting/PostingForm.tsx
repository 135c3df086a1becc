// The shared fieldsets of this section's two posting forms (ListingForm: a service or a repair work;
// VentureForm: a JV post or a construction profile), on the posting-form kit of @abode/shared (its frame, submit
// and fieldsets). `usePostingForm` holds the form, the stored media of an edit, the files' checks and the submit
// (the kit's: validate, keep a refused photo's message, focus the first invalid field, send, keep the server's
// refusal); the kit's fieldsets draw the contact details, the location (picked on the map the listings section
// lends, else typed) and the photos and documents, with this section's texts. Each form keeps only its own fields.
import { isLocationComplete, type LocationResult, MESSAGES, photoProblem } from '@abode/shared';
import {
  type ContactField,
  FileField,
  ContactFieldset as KitContactFieldset,
  LocationFieldset as KitLocationFieldset,
  MediaFieldset as KitMediaFieldset,
  type ListedFile,
  PhotoPreview,
  usePostingSubmit,
} from '@abode/shared/forms/posting';
import { Image, Text } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { type TextKey, useT } from '../../i18n.ts';
import { LentLocationPicker, useLocationPickerLent } from '../lent-widgets.tsx';
import {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  isAllowedDocument,
  noStoredMedia,
  type PostingFiles,
  photoChecker,
  type StoredMedia,
} from './posting-form.ts';

/** What the page holds for the picker while the listings section's chunk loads. */
const PICKER_HEIGHT = 520;

/** The fields every posting form has besides its own: the place, and the files. */
export interface PostingValues extends PostingFiles {
  location: string;
  city: string;
  address: string;
}

/** Options of {@link usePostingForm}. */
export interface PostingFormOptions<V extends PostingValues, A> {
  /** The form's name (focusing its first invalid field finds it by name). */
  name: string;
  initialValues: V;
  /** The stored media of an edited item (none for a new one). */
  initialMedia?: StoredMedia;
  /** Every error by field for the values (the wire schema's messages). */
  validate: (values: V, media: StoredMedia) => Record<string, string>;
  /** Sends the values (the mutation): resolves with the answer, rejects with the server's refusal. */
  save: (values: V, media: StoredMedia) => Promise<A>;
  /** After a successful save (e.g. to the owner's list). */
  onSaved: (answer: A) => void;
}

/** The state and actions of a posting form. */
export function usePostingForm<V extends PostingValues, A>({
  name,
  initialValues,
  initialMedia,
  validate,
  save,
  onSaved,
}: PostingFormOptions<V, A>) {
  const t = useT();
  const form = useForm<V>({ name, initialValues });
  // The form seen as the fields this frame knows (Mantine types paths by the concrete values).
  const files = form as unknown as UseFormReturnType<PostingValues>;
  const [media, setMedia] = useState<StoredMedia>(() => initialMedia ?? noStoredMedia());
  const [point, setPoint] = useState<{ latitude: number; longitude: number } | null>(null);
  const [locationError, setLocationError] = useState<string | null>(null);
  const { submit, formError } = usePostingSubmit({
    name,
    form,
    validate: (values) => validate(values, media),
    // A refused photo or document keeps its message until another is chosen.
    kept: ['title_image', 'gallery_images', 'documents'],
    save: (values) => save(values, media),
    onSaved,
  });

  const pickTitleImage = async (file: File | null) => {
    files.setFieldValue('title_image', null);
    files.clearFieldError('title_image');
    if (!file) return;
    const problem = await photoProblem(file, photoChecker.readSize);
    if (problem) files.setFieldError('title_image', problem);
    else files.setFieldValue('title_image', file);
  };

  /** Adds the good photos of `chosen` to the gallery; a refused one says which and why. */
  const addGallery = async (chosen: File[]) => {
    files.clearFieldError('gallery_images');
    const accepted: File[] = [];
    let refusal: string | null = null;
    for (const file of chosen) {
      const problem = await photoProblem(file, photoChecker.readSize);
      if (problem) refusal = `${file.name}: ${problem}`;
      else accepted.push(file);
    }
    files.setFieldValue('gallery_images', [...files.getValues().gallery_images, ...accepted]);
    if (refusal) files.setFieldError('gallery_images', refusal);
  };

  const removeNewPhoto = (index: number) =>
    files.setFieldValue(
      'gallery_images',
      files.getValues().gallery_images.filter((_, i) => i !== index),
    );

  const pickDocuments = (chosen: File[]) => {
    files.clearFieldError('documents');
    const good = chosen.filter(isAllowedDocument);
    files.setFieldValue('documents', good);
    if (good.length < chosen.length) files.setFieldError('documents', t('documentRule'));
  };

  /** Marks a stored photo or document for removal (sent with the edit). */
  const removeStored = (kind: 'gallery' | 'documents', id: number) =>
    setMedia((m) =>
      kind === 'gallery'
        ? { ...m, removedGallery: [...m.removedGallery, id] }
        : { ...m, removedDocuments: [...m.removedDocuments, id] },
    );

  // A place picked on the map fills the place (its address) and its city; one without a city or an address says
  // so (spec §5) and the fields stay editable.
  const pickLocation = (location: LocationResult) => {
    setPoint({ latitude: +location.latitude.toFixed(6), longitude: +location.longitude.toFixed(6) });
    files.setValues({ location: location.formatted_address, city: location.city });
    files.clearFieldError('location');
    files.clearFieldError('city');
    setLocationError(isLocationComplete(location) ? null : MESSAGES.locationIncomplete);
  };

  const parts: PostingParts = {
    form: files,
    name,
    media,
    formError,
    submit,
    pickTitleImage,
    addGallery,
    removeNewPhoto,
    pickDocuments,
    removeStored,
    location: { point, error: locationError, pick: pickLocation },
  };
  return { form, parts };
}

/** What {@link usePostingForm} gives the frame and the fieldsets. */
export interface PostingParts {
  form: UseFormReturnType<PostingValues>;
  name: string;
  media: StoredMedia;
  formError: string | null;
  submit: (event: FormEvent) => Promise<void>;
  pickTitleImage: (file: File | null) => Promise<void>;
  addGallery: (chosen: File[]) => Promise<void>;
  removeNewPhoto: (index: number) => void;
  pickDocuments: (chosen: File[]) => void;
  removeStored: (kind: 'gallery' | 'documents', id: number) => void;
  location: {
    point: { latitude: number; longitude: number } | null;
    error: string | null;
    pick: (location: LocationResult) => void;
  };
}

/** The label of each contact field, as this section says it. */
const CONTACT_LABELS = {
  company_name: 'company',
  contact_name: 'contactName',
  phone: 'phoneNumber',
  whatsapp_number: 'whatsapp',
  email: 'email',
  website_link: 'website',
} as const satisfies Record<ContactField, TextKey>;

/** The contact fieldset (the kit's) with `fields`, labelled in this section's texts. */
export function ContactFieldset({ posting, fields }: { posting: PostingParts; fields: readonly ContactField[] }) {
  const t = useT();
  return (
    <KitContactFieldset
      legend={t('formContact')}
      labels={Object.fromEntries(fields.map((f) => [f, t(CONTACT_LABELS[f])]))}
      input={(f) => posting.form.getInputProps(f)}
    />
  );
}

/** The location fieldset (the kit's): the lent map picker (or a note that it is unavailable), the place, city and address. */
export function LocationFieldset({ posting, testId }: { posting: PostingParts; testId: string }) {
  const t = useT();
  const pickerLent = useLocationPickerLent();
  const { form, location } = posting;
  return (
    <KitLocationFieldset
      legend={t('formLocation')}
      testId={testId}
      picker={
        pickerLent ? (
          <LentLocationPicker
            value={location.point}
            onChange={location.pick}
            minHeight={PICKER_HEIGHT}
            fallback={null}
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="picker-unavailable">
            {t('pickerUnavailable')}
          </Text>
        )
      }
      pickerShown={pickerLent}
      error={location.error}
      rows={[
        {
          cols: 2,
          fields: [
            { field: 'location', label: t('location'), required: true },
            { field: 'city', label: t('city'), required: true },
          ],
        },
        { fields: [{ field: 'address', label: t('address') }] },
      ]}
      input={(f) => form.getInputProps(f)}
    />
  );
}

/**
 * The photos and documents (the kit's media fieldset): the title image (the stored one shown until another is
 * chosen, a preview of the chosen one), gallery photos added in turns, documents; on an edit, every stored file
 * with a remove button. `documentField` names the documents' input as the API does (`documents`, `file_upload`).
 */
export function MediaFieldset({
  posting,
  documentField,
}: {
  posting: PostingParts;
  documentField: 'documents' | 'file_upload';
}) {
  const t = useT();
  const { form, media } = posting;
  const values = form.getValues();
  const errors = form.errors as Record<string, string | undefined>;
  const remove = t('removeFile');
  const stored = (kind: 'gallery' | 'documents', files: StoredMedia['gallery']): ListedFile[] =>
    files.map((f) => ({
      key: f.id,
      name: f.name,
      url: f.url,
      label: remove,
      onRemove: () => posting.removeStored(kind, f.id),
      testId: 'stored-file',
    }));
  const keptGallery = media.gallery.filter((g) => !media.removedGallery.includes(g.id));
  const keptDocuments = media.documents.filter((d) => !media.removedDocuments.includes(d.id));
  return (
    <KitMediaFieldset legend={t('formMedia')}>
      <FileField
        field="title_image"
        label={t('titleImage')}
        description={t('photoHint')}
        required={!media.title_image}
        accept={IMAGE_TYPES}
        clearable
        removeLabel={remove}
        input={{
          value: values.title_image,
          onChange: (file: File | null) => void posting.pickTitleImage(file),
          error: errors.title_image,
        }}
        before={
          media.title_image &&
          !values.title_image && (
            <Image src={media.title_image} alt={t('currentTitleImage')} w={160} h={110} fit="cover" radius="sm" />
          )
        }
        after={values.title_image && <PhotoPreview file={values.title_image} alt={t('titleImagePreview')} />}
      />
      <FileField
        field="gallery_images"
        label={t('gallery')}
        description={t('photoHint')}
        accept={IMAGE_TYPES}
        multiple
        removeLabel={remove}
        input={{
          value: [],
          onChange: (chosen: File[]) => void posting.addGallery(chosen),
          error: errors.gallery_images,
        }}
        files={[
          ...stored('gallery', keptGallery),
          ...values.gallery_images.map((file, i) => ({
            // Chosen files have no identity of their own.
            key: `${file.name}-${i}`,
            name: file.name,
            label: remove,
            onRemove: () => posting.removeNewPhoto(i),
            testId: 'gallery-new',
          })),
        ]}
        filesTestId="gallery-files"
      />
      <FileField
        field={documentField}
        label={t('documents')}
        description={t('documentHint')}
        accept={DOCUMENT_TYPES}
        multiple
        clearable
        removeLabel={remove}
        input={{ value: values.documents, onChange: posting.pickDocuments, error: errors.documents }}
        files={stored('documents', keptDocuments)}
        filesTestId="document-files"
      />
    </KitMediaFieldset>
  );
}
