// The shared fieldsets of this section's two posting forms (ListingForm: a service or a repair work;
// VentureForm: a JV post or a construction profile), on the posting-form kit of @abode/shared (its frame and
// submit). `usePostingForm` holds the form, the stored media of an edit, the files' checks and the submit (the
// kit's: validate, keep a refused photo's message, focus the first invalid field, send, keep the server's
// refusal); the fieldsets draw the contact details, the location (picked on the map the listings section lends,
// else typed) and the photos and documents. Each form keeps only its own fields.
import { isLocationComplete, type LocationResult, MESSAGES, photoProblem, usePostingSubmit } from '@abode/shared';
import {
  Alert,
  Anchor,
  CloseButton,
  Fieldset,
  FileInput,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type ComponentProps, type FormEvent, useEffect, useState } from 'react';
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

/** A test id for the hidden file input of a FileInput. */
const testId = (id: string) => ({ 'data-testid': id }) as ComponentProps<'input'>;

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

/** The contact fields a form may have, in the order they are shown. */
const CONTACT_FIELDS = {
  company_name: { label: 'company' },
  contact_name: { label: 'contactName' },
  phone: { label: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  whatsapp_number: { label: 'whatsapp', type: 'tel' },
  email: { label: 'email', type: 'email', autoComplete: 'email' },
  website_link: { label: 'website', type: 'url', placeholder: 'https://' },
} as const satisfies Record<string, { label: TextKey; type?: string; autoComplete?: string; placeholder?: string }>;

/** A contact field's name. */
export type ContactField = keyof typeof CONTACT_FIELDS;

/** The contact fieldset: `fields` of {@link CONTACT_FIELDS}; numbers, addresses and links written left to right. */
export function ContactFieldset({ posting, fields }: { posting: PostingParts; fields: readonly ContactField[] }) {
  const t = useT();
  return (
    <Fieldset legend={t('formContact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(Object.keys(CONTACT_FIELDS) as ContactField[])
          .filter((f) => fields.includes(f))
          .map((f) => {
            const { label, ...input } = CONTACT_FIELDS[f];
            const written = 'type' in input;
            return (
              <TextInput
                key={f}
                label={t(label)}
                {...input}
                dir={written ? 'ltr' : 'auto'}
                {...posting.form.getInputProps(f)}
              />
            );
          })}
      </SimpleGrid>
    </Fieldset>
  );
}

/** The location fieldset: the lent map picker (or a note that it is unavailable), the place, city and address. */
export function LocationFieldset({ posting, testId }: { posting: PostingParts; testId: string }) {
  const t = useT();
  const pickerLent = useLocationPickerLent();
  const { form, location } = posting;
  return (
    <Fieldset legend={t('formLocation')} data-testid={testId}>
      <Stack gap="sm">
        {pickerLent ? (
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
        )}
        {location.error && (
          <Alert color="red" variant="light" role="alert" data-testid="location-error">
            {location.error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('location')} required dir="auto" {...form.getInputProps('location')} />
          <TextInput label={t('city')} required dir="auto" {...form.getInputProps('city')} />
        </SimpleGrid>
        <TextInput label={t('address')} dir="auto" {...form.getInputProps('address')} />
      </Stack>
    </Fieldset>
  );
}

/** A file with a remove button: a stored one (a link) or a newly chosen one (its name). */
function RemovableFile({
  name,
  url,
  label,
  onRemove,
  testId,
}: {
  name: string;
  url?: string;
  label: string;
  onRemove: () => void;
  testId: string;
}) {
  const shown = <bdi>{name}</bdi>;
  return (
    <Group gap={4} wrap="nowrap" data-testid={testId}>
      {url ? (
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" lineClamp={1}>
          {shown}
        </Anchor>
      ) : (
        <Text size="sm">{shown}</Text>
      )}
      <CloseButton size="sm" aria-label={`${label}: ${name}`} onClick={onRemove} />
    </Group>
  );
}

/** A preview of a chosen picture (a blob URL, revoked when it changes). */
function Preview({ file, alt }: { file: File; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src ? <Image src={src} alt={alt} w={160} h={110} fit="cover" radius="sm" /> : null;
}

/**
 * The photos and documents: the title image (the stored one shown until another is chosen, a preview of the
 * chosen one), gallery photos added in turns, documents; on an edit, every stored file with a remove button.
 * `documentField` names the documents' input as the API does (`documents`, `file_upload`).
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
  const clearLabel = { 'aria-label': remove };
  const keptGallery = media.gallery.filter((g) => !media.removedGallery.includes(g.id));
  const keptDocuments = media.documents.filter((d) => !media.removedDocuments.includes(d.id));
  return (
    <Fieldset legend={t('formMedia')}>
      <Stack gap="sm">
        {media.title_image && !values.title_image && (
          <Image src={media.title_image} alt={t('currentTitleImage')} w={160} h={110} fit="cover" radius="sm" />
        )}
        <FileInput
          label={t('titleImage')}
          description={t('photoHint')}
          required={!media.title_image}
          accept={IMAGE_TYPES}
          clearable
          clearButtonProps={clearLabel}
          value={values.title_image}
          onChange={(file) => void posting.pickTitleImage(file)}
          error={errors.title_image}
          fileInputProps={testId('input-title_image')}
        />
        {values.title_image && <Preview file={values.title_image} alt={t('titleImagePreview')} />}
        <FileInput
          label={t('gallery')}
          description={t('photoHint')}
          accept={IMAGE_TYPES}
          multiple
          value={[]}
          onChange={(chosen) => void posting.addGallery(chosen)}
          error={errors.gallery_images}
          fileInputProps={testId('input-gallery_images')}
        />
        {(values.gallery_images.length > 0 || keptGallery.length > 0) && (
          <Group gap="xs" data-testid="gallery-files">
            {keptGallery.map((g) => (
              <RemovableFile
                key={g.id}
                name={g.name}
                url={g.url}
                label={remove}
                onRemove={() => posting.removeStored('gallery', g.id)}
                testId="stored-file"
              />
            ))}
            {values.gallery_images.map((file, i) => (
              <RemovableFile
                // biome-ignore lint/suspicious/noArrayIndexKey: chosen files have no identity of their own.
                key={`${file.name}-${i}`}
                name={file.name}
                label={remove}
                onRemove={() => posting.removeNewPhoto(i)}
                testId="gallery-new"
              />
            ))}
          </Group>
        )}
        <FileInput
          label={t('documents')}
          description={t('documentHint')}
          accept={DOCUMENT_TYPES}
          multiple
          clearable
          clearButtonProps={clearLabel}
          value={values.documents}
          onChange={posting.pickDocuments}
          error={errors.documents}
          fileInputProps={testId(`input-${documentField}`)}
        />
        {keptDocuments.length > 0 && (
          <Group gap="xs" data-testid="document-files">
            {keptDocuments.map((d) => (
              <RemovableFile
                key={d.id}
                name={d.name}
                url={d.url}
                label={remove}
                onRemove={() => posting.removeStored('documents', d.id)}
                testId="stored-file"
              />
            ))}
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
