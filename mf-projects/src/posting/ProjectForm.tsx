// The add/edit project form (spec §3 Project): category with its parameters, stage, texts, price and area,
// highlights, amenities, nearby places with distances, floor plans one at a time, the title image (checked in the
// browser: JPEG/PNG, at least 120×120), gallery, brochure, payment plan and documents, the location (city, state,
// country and address required; picked on the map the listings section lends, else typed) and the SEO fields with
// the spec's warnings. One multipart post_project; the server's refusal is toasted by the shared policy and shown
// above the button.
import {
  focusFirstInvalid,
  isLocationComplete,
  keywordPhrases,
  type LocationResult,
  MESSAGES,
  photoProblem,
  SEO_LIMITS,
  seoWarnings,
} from '@abode/shared';
import type { Category, ParameterDef } from '@abode/shared/wire';
import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  Fieldset,
  FileInput,
  Group,
  MultiSelect,
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
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LentLocationPicker, useLentWidget } from '../components/lent-widgets.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { PROJECTS_ROOT, type ProjectDetail, projectQueries, saveProject } from '../project.queries.ts';
import {
  buildProjectBody,
  emptyProjectValues,
  keptParameterFile,
  mediaFromProject,
  newPlan,
  noStoredMedia,
  type PlanDraft,
  type ProjectFormValues,
  photoChecker,
  planFilled,
  type StoredMedia,
  validateProject,
  valuesFromPickedLocation,
  valuesFromProject,
} from './project-form.ts';

const IMAGE_TYPES = 'image/jpeg,image/png';
const PLAN_TYPES = 'image/jpeg,image/png,application/pdf';
/** What the API takes for a file parameter: a photo or a document. */
const PARAMETER_FILE_TYPES = 'image/jpeg,image/png,application/pdf,.doc,.docx,.txt';
/** The location fields (the picker fills them all). */
const LOCATION_FIELDS = ['location', 'city', 'state', 'country', 'latitude', 'longitude'] as const;
/** What the page holds for the picker while the listings section's chunk loads (map, buttons, coordinates). */
const PICKER_HEIGHT = 520;

/** A test id for the hidden file input of a FileInput. */
const testId = (id: string) => ({ 'data-testid': id }) as ComponentProps<'input'>;

/** A stored file with a remove button (edit). */
function StoredFile({ name, label, onRemove }: { name: string; label: string; onRemove: () => void }) {
  const file = decodeURIComponent(name.split('/').pop() ?? name);
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor href={name} target="_blank" rel="noopener noreferrer" size="sm" lineClamp={1}>
        {file}
      </Anchor>
      <CloseButton size="sm" aria-label={`${label}: ${file}`} onClick={onRemove} />
    </Group>
  );
}

/** One field of a category parameter. */
function ParameterField({
  def,
  value,
  error,
  onChange,
}: {
  def: ParameterDef;
  value: string | string[] | undefined;
  error: string | undefined;
  onChange: (v: string | string[]) => void;
}) {
  const common = { label: def.name, required: Boolean(def.is_required), error, 'data-testid': `parameter-${def.id}` };
  const one = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  switch (def.type_of_parameter) {
    case 'checkbox':
      return (
        <MultiSelect {...common} data={def.type_values} value={Array.isArray(value) ? value : []} onChange={onChange} />
      );
    case 'radio':
    case 'dropdown':
      return <Select {...common} data={def.type_values} value={one || null} onChange={(v) => onChange(v ?? '')} />;
    case 'number':
      return <NumberInput {...common} min={0} value={one} onChange={(v) => onChange(String(v))} />;
    case 'textarea':
      return <Textarea {...common} value={one} onChange={(e) => onChange(e.currentTarget.value)} />;
    default:
      return <TextInput {...common} value={one} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

/** A file-type parameter: a new file, or (edit) the stored one linked, which a new file replaces. */
function FileParameterField({
  def,
  file,
  current,
  error,
  onChange,
  onRemoveCurrent,
}: {
  def: ParameterDef;
  file: File | null;
  current: string;
  error: string | undefined;
  onChange: (file: File | null) => void;
  onRemoveCurrent: () => void;
}) {
  const t = useT();
  return (
    <Stack gap={4}>
      <FileInput
        label={def.name}
        description={t('projectParameterFileHint')}
        required={Boolean(def.is_required)}
        accept={PARAMETER_FILE_TYPES}
        clearable
        clearButtonProps={{ 'aria-label': `${t('projectRemoveFile')}: ${def.name}` }}
        value={file}
        onChange={onChange}
        error={error}
        data-testid={`parameter-${def.id}`}
        fileInputProps={testId(`input-parameter-${def.id}`)}
      />
      {current && !file && (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{t('projectCurrentFile')}:</Text>
          <StoredFile name={current} label={`${t('projectRemoveFile')} (${def.name})`} onRemove={onRemoveCurrent} />
        </Group>
      )}
    </Stack>
  );
}

/** The project form, for a new project or an edit. */
export function ProjectForm({ project }: { project?: ProjectDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const typeLabelId = useId();
  const editing = project !== undefined;
  const categories = useQuery(projectQueries.categories());
  const amenities = useQuery({ ...projectQueries.amenities(), meta: { silent: true } });
  const facilities = useQuery({ ...projectQueries.facilities(), meta: { silent: true } });
  const [media, setMedia] = useState<StoredMedia>(() => (project ? mediaFromProject(project) : noStoredMedia()));
  const [formError, setFormError] = useState<string | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const [locationError, setLocationError] = useState<string | null>(null);
  const pickerAvailable = useLentWidget('LocationPicker');
  const form = useForm<ProjectFormValues>({
    name: 'project',
    initialValues: project ? valuesFromProject(project) : emptyProjectValues(),
  });
  const values = form.getValues();
  const categoryList = (categories.data?.data ?? []) as Category[];
  const categoryOf = (id: string | null) => (id ? categoryList.find((c) => String(c.id) === id) : undefined);
  const category = categoryOf(values.category_id);
  const errors = form.errors as Record<string, string | undefined>;
  // The clear (×) button of a file field says what it does (it has no text of its own).
  const clearLabel = { 'aria-label': t('projectRemoveFile') };
  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) =>
    form.setFieldValue(key, value as never);

  const save = useMutation({
    mutationKey: [...PROJECTS_ROOT, editing ? 'update' : 'post'],
    meta: { invalidates: [PROJECTS_ROOT] },
    mutationFn: saveProject,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const current = form.getValues();
    const found = validateProject(current, categoryOf(current.category_id), media);
    if (errors.image) found.image = errors.image;
    form.setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid('project');
      return;
    }
    try {
      await save.mutateAsync(buildProjectBody(current, categoryOf(current.category_id), media, project?.id));
      navigate(link('myProjects'));
    } catch (error) {
      setFormError((error as Error).message);
    }
  };

  const pickImage = async (file: File | null) => {
    set('image', null);
    form.clearFieldError('image');
    if (!file) return;
    const problem = await photoProblem(file, photoChecker.readSize);
    if (problem) form.setFieldError('image', problem);
    else set('image', file);
  };

  const plans = values.plans;
  const setPlan = (i: number, patch: Partial<PlanDraft>) =>
    set(
      'plans',
      plans.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    );
  const addPlan = () => {
    const last = plans[plans.length - 1];
    if (last && !planFilled(last)) {
      setPlanError(MESSAGES.floorDetailsRequired);
      return;
    }
    setPlanError(null);
    set('plans', [...plans, newPlan()]);
  };
  const removePlan = (i: number) => {
    const plan = plans[i];
    if (plan?.id !== undefined) setMedia((m) => ({ ...m, removedPlans: [...m.removedPlans, plan.id as number] }));
    const rest = plans.filter((_, j) => j !== i);
    set('plans', rest.length ? rest : [newPlan()]);
    setPlanError(null);
  };

  // A place picked on the map fills the address, city, state, country and the point. A chosen location must
  // have all four (spec §5): one without them says so, and the fields stay editable.
  const pickLocation = (location: LocationResult) => {
    form.setValues(valuesFromPickedLocation(location));
    for (const f of LOCATION_FIELDS) form.clearFieldError(f);
    setLocationError(isLocationComplete(location) ? null : MESSAGES.locationIncomplete);
  };
  const coordinateInputs = (
    <>
      <TextInput label={t('profileLatitude')} inputMode="decimal" {...form.getInputProps('latitude')} />
      <TextInput label={t('profileLongitude')} inputMode="decimal" {...form.getInputProps('longitude')} />
    </>
  );

  const [titleWarning] = seoWarnings({ meta_title: values.meta_title });
  const [keywordsWarning] = seoWarnings({ meta_keywords: values.meta_keywords });
  const [descriptionWarning] = seoWarnings({ meta_description: values.meta_description });
  const warn = (text: string | undefined, id: string) =>
    text ? (
      <Text size="xs" c="orange.9" role="status" data-testid={id}>
        {text}
      </Text>
    ) : null;
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
    <form name="project" onSubmit={(e) => void submit(e)} noValidate aria-label={t('projectFormLabel')}>
      <Stack gap="lg">
        <Fieldset legend={t('projectDetails')}>
          <Stack gap="sm">
            <Select
              label={t('category')}
              required
              data={categoryList.map((c) => ({ value: String(c.id), label: c.category }))}
              {...form.getInputProps('category_id')}
              data-testid="field-category"
            />
            <div>
              <Text size="sm" fw={500} mb={4} id={typeLabelId}>
                {t('projectType')}
              </Text>
              <SegmentedControl
                aria-labelledby={typeLabelId}
                data={[
                  { value: 'under_construction', label: t('underConstruction') },
                  { value: 'upcoming', label: t('upcoming') },
                ]}
                {...form.getInputProps('type')}
              />
            </div>
            <TextInput label={t('projectTitleField')} required {...form.getInputProps('title')} />
            <Textarea label={t('projectDescription')} required rows={4} {...form.getInputProps('description')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput label={t('price')} min={0} thousandSeparator="," {...form.getInputProps('price')} />
              <NumberInput label={t('projectAreaSqft')} min={0} {...form.getInputProps('sqft')} />
            </SimpleGrid>
            <Textarea label={t('projectHighlights')} rows={3} {...form.getInputProps('projecthighligts')} />
            <TextInput label={t('projectVideoLink')} type="url" {...form.getInputProps('video_link')} />
          </Stack>
        </Fieldset>

        {category && category.parameter_types.length > 0 && (
          <Fieldset legend={t('projectParameters')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {category.parameter_types.map((def) => {
                const key = String(def.id);
                if (def.type_of_parameter === 'file') {
                  return (
                    <FileParameterField
                      key={key}
                      def={def}
                      file={values.parameterFiles[key] ?? null}
                      current={keptParameterFile(media, key)}
                      error={errors[`parameters.${key}`]}
                      onChange={(file) => {
                        set('parameterFiles', { ...form.getValues().parameterFiles, [key]: file });
                        form.clearFieldError(`parameters.${key}`);
                      }}
                      onRemoveCurrent={() =>
                        setMedia((m) => ({ ...m, removedParameterFiles: [...m.removedParameterFiles, key] }))
                      }
                    />
                  );
                }
                return (
                  <ParameterField
                    key={key}
                    def={def}
                    value={values.parameters[key]}
                    error={errors[`parameters.${key}`]}
                    onChange={(v) => set('parameters', { ...form.getValues().parameters, [key]: v })}
                  />
                );
              })}
            </SimpleGrid>
          </Fieldset>
        )}

        <Fieldset legend={t('projectAmenities')}>
          <MultiSelect
            label={t('projectAmenitiesChoose')}
            searchable
            data={(amenities.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            {...form.getInputProps('amenity_id')}
          />
        </Fieldset>

        {(facilities.data?.data.length ?? 0) > 0 && (
          <Fieldset legend={t('projectNearby')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {facilities.data?.data.map((f) => (
                <NumberInput
                  key={f.id}
                  label={`${f.name} (${t('projectKm')})`}
                  min={0}
                  decimalScale={2}
                  value={values.facilities[String(f.id)] ?? ''}
                  onChange={(v) => set('facilities', { ...form.getValues().facilities, [String(f.id)]: v })}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        )}

        <Fieldset legend={t('floorPlans')} data-testid="plans">
          <Stack gap="sm">
            {plans.map((plan, i) => (
              <Group key={plan.key} align="flex-end" wrap="wrap" data-testid="plan-row">
                <TextInput
                  label={`${t('projectPlanTitle')} ${i + 1}`}
                  value={plan.title}
                  onChange={(e) => setPlan(i, { title: e.currentTarget.value })}
                  error={errors[`plans.${i}`]}
                  style={{ flex: 1, minInlineSize: 180 }}
                />
                {plan.document && !plan.file ? (
                  <Anchor href={plan.document} target="_blank" rel="noopener noreferrer" size="sm">
                    {t('projectOpenFile')}
                  </Anchor>
                ) : (
                  <FileInput
                    label={`${t('projectPlanFile')} ${i + 1}`}
                    accept={PLAN_TYPES}
                    clearable
                    clearButtonProps={clearLabel}
                    value={plan.file}
                    onChange={(file) => setPlan(i, { file })}
                    fileInputProps={testId(`input-plan-${i}`)}
                    style={{ flex: 1, minInlineSize: 180 }}
                  />
                )}
                <Button variant="subtle" color="red" onClick={() => removePlan(i)}>
                  {t('projectRemovePlan')}
                </Button>
              </Group>
            ))}
            {planError && (
              <Alert color="red" role="alert" data-testid="plan-error">
                {planError}
              </Alert>
            )}
            <Group>
              <Button variant="default" onClick={addPlan}>
                {t('projectAddPlan')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>

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

        <Fieldset legend={t('projectLocation')} data-testid="project-location">
          <Stack gap="sm">
            {pickerAvailable ? (
              <LentLocationPicker
                value={
                  values.latitude && values.longitude
                    ? { latitude: values.latitude, longitude: values.longitude }
                    : null
                }
                onChange={pickLocation}
                minHeight={PICKER_HEIGHT}
                fallback={<SimpleGrid cols={{ base: 1, sm: 2 }}>{coordinateInputs}</SimpleGrid>}
              />
            ) : (
              <Text size="sm" c="dimmed" data-testid="picker-unavailable">
                {t('projectPickerUnavailable')}
              </Text>
            )}
            {locationError && (
              <Alert color="red" variant="light" role="alert" data-testid="location-error">
                {locationError}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('projectAddress')} required {...form.getInputProps('location')} />
              <TextInput label={t('city')} required {...form.getInputProps('city')} />
              <TextInput label={t('profileState')} required {...form.getInputProps('state')} />
              <TextInput label={t('profileCountry')} required {...form.getInputProps('country')} />
              {/* With the picker, its own labelled coordinate inputs: a second "Latitude" field would only confuse. */}
              {!pickerAvailable && coordinateInputs}
            </SimpleGrid>
            {pickerAvailable && (
              <>
                <input type="hidden" name="latitude" value={values.latitude} data-path="latitude" />
                <input type="hidden" name="longitude" value={values.longitude} data-path="longitude" />
              </>
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend={t('projectSeo')}>
          <Stack gap="sm">
            <div>
              <TextInput
                label={t('projectMetaTitle')}
                description={`${[...values.meta_title.trim()].length} / ${SEO_LIMITS.titleMax}`}
                {...form.getInputProps('meta_title')}
              />
              {warn(titleWarning, 'seo-warning-title')}
            </div>
            <div>
              <TextInput
                label={t('projectMetaKeywords')}
                description={`${keywordPhrases(values.meta_keywords).length} / ${SEO_LIMITS.keywordsMax}`}
                {...form.getInputProps('meta_keywords')}
              />
              {warn(keywordsWarning, 'seo-warning-keywords')}
            </div>
            <div>
              <Textarea
                label={t('projectMetaDescription')}
                description={`${[...values.meta_description.trim()].length} · ${SEO_LIMITS.descriptionMin}–${SEO_LIMITS.descriptionMax}`}
                {...form.getInputProps('meta_description')}
              />
              {warn(descriptionWarning, 'seo-warning-description')}
            </div>
          </Stack>
        </Fieldset>

        {formError && (
          <Alert color="red" role="alert" data-testid="form-error">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="submit-project">
            {editing ? t('projectSaveChanges') : t('projectSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
