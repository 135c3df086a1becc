// The add/edit property form (spec §3 Property): category with its parameters, sell or rent with the rent
// period, the texts and price, amenities, nearby places with distances, the questionnaire, photos and documents,
// the location and the SEO fields. Checked in the browser with the wire contract's messages (spec §5), then sent
// as one multipart body; the server's refusal is toasted by the API client and put on its field when it names one.
import {
  LocationFieldset,
  MediaFieldset,
  PostingFormFrame,
  SeoInputs,
  usePostingSubmit,
} from '@abode/shared/forms/posting';
import type { AddedProperty, Category } from '@abode/shared/wire';
import {
  Checkbox,
  Chip,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { LocationPicker } from '../map/LocationPicker.tsx';
import { DynamicField } from './components/DynamicField.tsx';
import { DocumentsField, FileParameterField, GalleryField, PhotoField } from './components/MediaFields.tsx';
import { type LocationValues, valuesFromPickedLocation } from './components/picked-location.ts';
import { PROPERTIES_ROOT, postingQueries, saveProperty } from './posting.api.ts';
import {
  buildPropertyBody,
  chosenCategory,
  type ExistingMedia,
  emptyValues,
  fieldOfServerMessage,
  mediaFromListing,
  noExistingMedia,
  type PropertyFormValues,
  RENT_DURATIONS,
  validateProperty,
  valuesFromListing,
} from './property-form.ts';

/** Props of {@link PropertyForm}. */
export interface PropertyFormProps {
  /** The listing being edited; absent for a new one. */
  listing?: AddedProperty;
}

/** The location fields (a place picked on the map fills them). */
const LOCATION_FIELDS = ['address', 'client_address', 'city', 'state', 'country', 'latitude', 'longitude'] as const;

/** The property form, for a new listing or an edit. */
export function PropertyForm({ listing }: PropertyFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const editing = listing !== undefined;
  const categories = useQuery(postingQueries.categories());
  const amenities = useQuery({ ...postingQueries.amenities(), meta: { silent: true } });
  const questionnaire = useQuery({ ...postingQueries.questionnaire(), meta: { silent: true } });
  const facilities = useQuery({ ...postingQueries.facilities(), meta: { silent: true } });
  const [media, setMedia] = useState<ExistingMedia>(() => (listing ? mediaFromListing(listing) : noExistingMedia()));

  const form = useForm<PropertyFormValues>({
    name: 'property',
    initialValues: listing ? valuesFromListing(listing) : emptyValues(),
  });
  const values = form.getValues();
  const categoryList = (categories.data?.data ?? []) as Category[];
  const category = chosenCategory(categoryList, values.category_id);

  const save = useMutation({
    mutationKey: ['properties', editing ? 'update' : 'post'],
    meta: { invalidates: [PROPERTIES_ROOT] },
    mutationFn: (body: FormData) => saveProperty(body, editing),
  });

  const { submit, formError } = usePostingSubmit({
    name: 'property',
    form,
    validate: (current) => validateProperty(current, chosenCategory(categoryList, current.category_id), media),
    save: (current) =>
      save.mutateAsync(
        buildPropertyBody(
          current,
          chosenCategory(categoryList, current.category_id),
          media,
          editing ? listing.id : undefined,
        ),
      ),
    onSaved: (answer) => {
      if (editing) {
        const saved = answer.data[0];
        navigate(link('myProperty', { slug_id: saved?.slug_id ?? listing.slug_id }));
      } else navigate(link('myProperties'));
    },
    // A refusal about one field goes under it; the rest above the button.
    refusalField: fieldOfServerMessage,
  });

  const errors = form.errors as Record<string, string | undefined>;
  const err = (path: string) => errors[path] ?? undefined;
  const setValue = <K extends keyof PropertyFormValues>(key: K, value: PropertyFormValues[K]) =>
    form.setFieldValue(key, value as never);
  const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

  const parameterInputs = useMemo(() => category?.parameter_types ?? [], [category]);
  const rent = values.property_type === '1';

  return (
    <PostingFormFrame
      name="property"
      label={t('postFormLabel')}
      onSubmit={submit}
      formError={formError}
      submitLabel={editing ? t('postSaveChanges') : t('postSubmit')}
      pending={save.isPending}
    >
      <Fieldset legend={t('postDetails')}>
        <Stack gap="sm">
          <Select
            label={t('category')}
            required
            placeholder={t('postSelectCategory')}
            data={categoryList.map((c) => ({ value: String(c.id), label: c.category }))}
            {...form.getInputProps('category_id')}
            aria-invalid={Boolean(err('category_id'))}
            data-testid="field-category"
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="post-type-label">
              {t('propertyType')}
            </Text>
            <SegmentedControl
              aria-labelledby="post-type-label"
              value={values.property_type}
              onChange={(v) => setValue('property_type', v as '0' | '1')}
              data={[
                { value: '0', label: t('sell') },
                { value: '1', label: t('rent') },
              ]}
            />
          </div>
          {rent && (
            <Select
              label={t('postRentDuration')}
              required
              data={RENT_DURATIONS.map((d) => ({ value: d, label: t(`postRent${d}`) }))}
              {...form.getInputProps('rentduration')}
              aria-invalid={Boolean(err('rentduration'))}
            />
          )}
          <TextInput
            label={t('postTitle')}
            required
            {...form.getInputProps('title')}
            aria-invalid={Boolean(err('title'))}
          />
          <Textarea
            label={t('description')}
            required
            rows={3}
            {...form.getInputProps('description')}
            aria-invalid={Boolean(err('description'))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('price')}
              required
              min={0}
              thousandSeparator=","
              allowNegative={false}
              {...form.getInputProps('price')}
              aria-invalid={Boolean(err('price'))}
            />
            <NumberInput
              label={t('postSqft')}
              min={0}
              allowNegative={false}
              {...form.getInputProps('sqft')}
              aria-invalid={Boolean(err('sqft'))}
            />
          </SimpleGrid>
          <Textarea
            label={t('postHighlights')}
            rows={2}
            {...form.getInputProps('highligts')}
            aria-invalid={Boolean(err('highligts'))}
          />
          <TextInput
            label={t('postVideoLink')}
            placeholder="https://www.youtube.com/watch?v=…"
            {...form.getInputProps('video_link')}
            aria-invalid={Boolean(err('video_link'))}
          />
          <Checkbox label={t('postIsPremium')} {...form.getInputProps('is_premium', { type: 'checkbox' })} />
        </Stack>
      </Fieldset>

      {parameterInputs.length > 0 && (
        <Fieldset legend={t('postParameters')} data-testid="parameters">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {parameterInputs.map((def) => {
              const key = String(def.id);
              if (def.type_of_parameter === 'file') {
                return (
                  <FileParameterField
                    key={key}
                    name={`parameter-${key}`}
                    label={def.name}
                    required={Boolean(def.is_required)}
                    file={values.parameterFiles[key] ?? null}
                    onChange={(file) => {
                      setValue('parameterFiles', { ...form.getValues().parameterFiles, [key]: file });
                      form.clearFieldError(`parameters.${key}`);
                    }}
                    current={media.parameterFiles[key]}
                    error={err(`parameters.${key}`)}
                  />
                );
              }
              return (
                <DynamicField
                  key={key}
                  name={`parameter-${key}`}
                  label={def.name}
                  type={def.type_of_parameter}
                  options={def.type_values}
                  required={Boolean(def.is_required)}
                  value={values.parameters[key]}
                  onChange={(v) => {
                    setValue('parameters', { ...form.getValues().parameters, [key]: v });
                    form.clearFieldError(`parameters.${key}`);
                  }}
                  error={err(`parameters.${key}`)}
                />
              );
            })}
          </SimpleGrid>
        </Fieldset>
      )}

      {(amenities.data?.data ?? []).length > 0 && (
        <Fieldset legend={t('postAmenities')}>
          <Chip.Group multiple value={values.amenity_id} onChange={(v) => setValue('amenity_id', v)}>
            <Group gap="xs">
              {(amenities.data?.data ?? []).map((a) => (
                <Chip key={a.id} value={String(a.id)} variant="outline">
                  {a.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Fieldset>
      )}

      {(facilities.data?.data ?? []).length > 0 && (
        <Fieldset legend={t('nearbyPlaces')}>
          <Text size="xs" c="dimmed" mb="xs">
            {t('postNearbyHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(facilities.data?.data ?? []).map((f) => (
              <NumberInput
                key={f.id}
                label={`${f.name} (${t('postKm')})`}
                min={0}
                decimalScale={2}
                allowNegative={false}
                value={values.facilities[String(f.id)] ?? ''}
                onChange={(v) => setValue('facilities', { ...form.getValues().facilities, [String(f.id)]: v })}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      )}

      {(questionnaire.data?.data ?? []).length > 0 && (
        <Fieldset legend={t('postQuestionnaire')}>
          <Stack gap="sm">
            {(questionnaire.data?.data ?? []).map((q) => (
              <DynamicField
                key={q.id}
                name={`question-${q.id}`}
                label={q.question}
                type={q.field_type}
                options={q.options}
                value={values.questionaries[String(q.id)]}
                onChange={(v) => setValue('questionaries', { ...form.getValues().questionaries, [String(q.id)]: v })}
              />
            ))}
          </Stack>
        </Fieldset>
      )}

      <MediaFieldset legend={t('postMedia')} gap="md">
        <PhotoField
          name="title_image"
          label={t('postTitleImage')}
          required
          file={values.title_image}
          onChange={(file) => {
            setValue('title_image', file);
            if (file) form.clearFieldError('title_image');
          }}
          current={media.titleImage}
          error={err('title_image')}
        />
        <PhotoField
          name="three_d_image"
          label={t('postThreeDImage')}
          file={values.three_d_image}
          onChange={(file) => setValue('three_d_image', file)}
          current={media.threeDImage}
          removed={media.removeThreeD}
          onRemoveCurrent={() => setMedia((m) => ({ ...m, removeThreeD: true }))}
        />
        <GalleryField
          files={values.gallery_images}
          onChange={(files) => setValue('gallery_images', files)}
          existing={media.gallery}
          removed={media.removedGallery}
          onToggleRemove={(id) => setMedia((m) => ({ ...m, removedGallery: toggle(m.removedGallery, id) }))}
        />
        <DocumentsField
          files={values.documents}
          onChange={(files) => setValue('documents', files)}
          existing={media.documents}
          removed={media.removedDocuments}
          onToggleRemove={(id) => setMedia((m) => ({ ...m, removedDocuments: toggle(m.removedDocuments, id) }))}
          error={err('documents')}
        />
      </MediaFieldset>

      <LocationFieldset<keyof LocationValues>
        legend={t('location')}
        picker={
          <LocationPicker
            value={
              values.latitude && values.longitude ? { latitude: values.latitude, longitude: values.longitude } : null
            }
            onChange={(location) => {
              form.setValues(valuesFromPickedLocation(location));
              for (const f of LOCATION_FIELDS) form.clearFieldError(f);
            }}
          />
        }
        pickerShown
        rows={[
          { fields: [{ field: 'address', label: t('postAddress'), required: true, rows: 2 }] },
          { fields: [{ field: 'client_address', label: t('postClientAddress') }] },
          {
            cols: 3,
            fields: [
              { field: 'city', label: t('city'), required: true },
              { field: 'state', label: t('profileState'), required: true },
              { field: 'country', label: t('profileCountry'), required: true },
            ],
          },
        ]}
        coordinates={[
          { field: 'latitude', label: t('profileLatitude') },
          { field: 'longitude', label: t('profileLongitude') },
        ]}
        input={(field) => form.getInputProps(field)}
      />

      <Fieldset legend={t('postSeo')}>
        <SeoInputs
          labels={{
            meta_title: t('postMetaTitle'),
            meta_keywords: t('postMetaKeywords'),
            meta_description: t('postMetaDescription'),
          }}
          keywordsHint={t('postMetaKeywordsHint')}
          values={values}
          errors={errors}
          descriptionRows={2}
          onChange={(field, value) => setValue(field, value)}
          image={
            <PhotoField
              name="meta_image"
              label={t('postMetaImage')}
              file={values.meta_image}
              onChange={(file) => setValue('meta_image', file)}
              current={media.metaImage}
            />
          }
        />
      </Fieldset>
    </PostingFormFrame>
  );
}
