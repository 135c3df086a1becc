// The project's files on the kit's media fieldset: the title image (checked in the browser: JPEG/PNG, at least
// 120×120), gallery, brochure, payment plan and documents; on an edit, the stored ones linked with a remove button.
import { photoProblem } from '@abode/shared';
import { FileField, MediaFieldset as KitMediaFieldset, type ListedFile } from '@abode/shared/forms/posting';
import { Anchor, Text } from '@mantine/core';
import { useT } from '../../i18n.ts';
import { photoChecker, type StoredMedia } from '../project-form.ts';
import { errorsOf, IMAGE_TYPES, type MediaState, PLAN_TYPES, type ProjectFormApi, setValue } from './form-api.ts';

/** The media fieldset. */
export function MediaFieldset({ form, media, setMedia }: { form: ProjectFormApi } & MediaState) {
  const t = useT();
  const values = form.getValues();
  const errors = errorsOf(form);
  // The clear (×) button of a file field and each stored file's remove button say what they do.
  const remove = t('projectRemoveFile');

  const pickImage = async (file: File | null) => {
    setValue(form, 'image', null);
    form.clearFieldError('image');
    if (!file) return;
    const problem = await photoProblem(file, photoChecker.readSize);
    if (problem) form.setFieldError('image', problem);
    else setValue(form, 'image', file);
  };

  const kept = <K extends 'gallery' | 'documents' | 'brochures'>(kind: K, removed: keyof StoredMedia): ListedFile[] =>
    media[kind]
      .filter((f) => !(media[removed] as number[]).includes(f.id))
      .map((f) => ({
        key: f.id,
        name: decodeURIComponent(f.name.split('/').pop() ?? f.name),
        url: f.name,
        label: remove,
        onRemove: () => setMedia((m) => ({ ...m, [removed]: [...(m[removed] as number[]), f.id] })),
      }));

  return (
    <KitMediaFieldset legend={t('projectMedia')}>
      <FileField
        field="image"
        label={t('projectTitleImage')}
        description={t('projectPhotoHint')}
        required={!media.image}
        accept={IMAGE_TYPES}
        clearable
        removeLabel={remove}
        input={{ value: values.image, onChange: (file: File | null) => void pickImage(file), error: errors.image }}
        before={
          media.image &&
          !values.image && (
            <Text size="sm">
              {t('projectCurrentImage')}:{' '}
              <Anchor href={media.image} target="_blank" rel="noopener noreferrer">
                {decodeURIComponent(media.image.split('/').pop() ?? '')}
              </Anchor>
            </Text>
          )
        }
      />
      <FileField
        field="gallery_images"
        label={t('projectGallery')}
        accept={IMAGE_TYPES}
        multiple
        clearable
        removeLabel={remove}
        input={form.getInputProps('gallery_images')}
        files={kept('gallery', 'removedGallery')}
      />
      <FileField
        field="broucher_images"
        label={t('projectBrochure')}
        accept={IMAGE_TYPES}
        multiple
        clearable
        removeLabel={remove}
        input={form.getInputProps('broucher_images')}
        files={kept('brochures', 'removedBrochures')}
      />
      <FileField
        field="paymentdocument"
        label={t('projectPaymentPlan')}
        accept={PLAN_TYPES}
        clearable
        removeLabel={remove}
        input={form.getInputProps('paymentdocument')}
        after={
          media.paymentdocument &&
          !values.paymentdocument && (
            <Anchor href={media.paymentdocument} target="_blank" rel="noopener noreferrer" size="sm">
              {t('projectPaymentPlan')}
            </Anchor>
          )
        }
      />
      <FileField
        field="documents"
        label={t('projectDocuments')}
        multiple
        clearable
        removeLabel={remove}
        input={form.getInputProps('documents')}
        files={kept('documents', 'removedDocuments')}
      />
    </KitMediaFieldset>
  );
}
