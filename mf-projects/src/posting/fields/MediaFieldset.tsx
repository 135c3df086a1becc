// The project's files: the title image (checked in the browser: JPEG/PNG, at least 120×120), gallery, brochure,
// payment plan and documents; on an edit, the stored ones linked with a remove button.
import { photoProblem } from '@abode/shared';
import { Anchor, Fieldset, FileInput, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n.ts';
import { photoChecker, type StoredMedia } from '../project-form.ts';
import {
  errorsOf,
  IMAGE_TYPES,
  type MediaState,
  PLAN_TYPES,
  type ProjectFormApi,
  setValue,
  testId,
} from './form-api.ts';
import { StoredFile } from './StoredFile.tsx';

/** The media fieldset. */
export function MediaFieldset({ form, media, setMedia }: { form: ProjectFormApi } & MediaState) {
  const t = useT();
  const values = form.getValues();
  const errors = errorsOf(form);
  // The clear (×) button of a file field says what it does (it has no text of its own).
  const clearLabel = { 'aria-label': t('projectRemoveFile') };

  const pickImage = async (file: File | null) => {
    setValue(form, 'image', null);
    form.clearFieldError('image');
    if (!file) return;
    const problem = await photoProblem(file, photoChecker.readSize);
    if (problem) form.setFieldError('image', problem);
    else setValue(form, 'image', file);
  };

  const keep = <K extends 'gallery' | 'documents' | 'brochures'>(kind: K, removed: keyof StoredMedia) =>
    media[kind]
      .filter((f) => !(media[removed] as number[]).includes(f.id))
      .map((f) => (
        <StoredFile
          key={f.id}
          name={f.name}
          label={t('projectRemoveFile')}
          onRemove={() => setMedia((m) => ({ ...m, [removed]: [...(m[removed] as number[]), f.id] }))}
        />
      ));

  return (
    <Fieldset legend={t('projectMedia')}>
      <Stack gap="sm">
        {media.image && !values.image && (
          <Text size="sm">
            {t('projectCurrentImage')}:{' '}
            <Anchor href={media.image} target="_blank" rel="noopener noreferrer">
              {decodeURIComponent(media.image.split('/').pop() ?? '')}
            </Anchor>
          </Text>
        )}
        <FileInput
          label={t('projectTitleImage')}
          description={t('projectPhotoHint')}
          required={!media.image}
          accept={IMAGE_TYPES}
          clearable
          clearButtonProps={clearLabel}
          value={values.image}
          onChange={(file) => void pickImage(file)}
          error={errors.image}
          fileInputProps={testId('input-image')}
        />
        <FileInput
          label={t('projectGallery')}
          accept={IMAGE_TYPES}
          multiple
          clearable
          clearButtonProps={clearLabel}
          {...form.getInputProps('gallery_images')}
        />
        {keep('gallery', 'removedGallery')}
        <FileInput
          label={t('projectBrochure')}
          accept={IMAGE_TYPES}
          multiple
          clearable
          clearButtonProps={clearLabel}
          {...form.getInputProps('broucher_images')}
        />
        {keep('brochures', 'removedBrochures')}
        <FileInput
          label={t('projectPaymentPlan')}
          accept={PLAN_TYPES}
          clearable
          clearButtonProps={clearLabel}
          {...form.getInputProps('paymentdocument')}
        />
        {media.paymentdocument && !values.paymentdocument && (
          <Anchor href={media.paymentdocument} target="_blank" rel="noopener noreferrer" size="sm">
            {t('projectPaymentPlan')}
          </Anchor>
        )}
        <FileInput
          label={t('projectDocuments')}
          multiple
          clearable
          clearButtonProps={clearLabel}
          {...form.getInputProps('documents')}
        />
        {keep('documents', 'removedDocuments')}
      </Stack>
    </Fieldset>
  );
}
