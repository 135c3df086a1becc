// The add/edit form of a JV post or a construction profile (spec §3): the kind's lookups (JV: post type and JV
// type; construction: project type and work scope), title and description, the kind's own facts, then the
// fieldsets every posting form here shares (components/posting/PostingForm.tsx): the contact, the location and
// the photos and documents (`file_upload[]`). One multipart call; after saving, the owner's list of that kind,
// told the post's review state.
import { PostingFormFrame } from '@abode/shared/forms/posting';
import { Fieldset, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LookupSelect } from '../../components/LookupSelect.tsx';
import {
  ContactFieldset,
  LocationFieldset,
  MediaFieldset,
  usePostingForm,
} from '../../components/posting/PostingForm.tsx';
import { useT } from '../../i18n.ts';
import { link } from '../../links.ts';
import {
  type ConstructionDetail,
  type JvDetail,
  type LookupName,
  saveVenture,
  VENTURES_ROOT,
  ventureQueries,
} from '../venture.queries.ts';
import { KIND_PAGES, type VentureKind } from '../venture-kind.ts';
import {
  buildVentureBody,
  emptyVentureValues,
  mediaFromPost,
  type VentureFormValues,
  validateVenture,
  valuesFromPost,
} from './venture-form.ts';

/** What the owner's list is told after a save: the post's review state. */
export interface SavedState {
  saved: 'approved' | 'pending' | 'rejected';
  title: string;
}

/** The two lookup fields of each kind: form field, lookup list, label; the first one is required. */
const LOOKUP_FIELDS = {
  jv: [
    { field: 'post_type', lookup: 'postTypes', label: 'venturePostType', missing: 'venturePostTypeMissing' },
    { field: 'jv_type', lookup: 'jvTypes', label: 'ventureJvType', missing: 'ventureJvTypeMissing' },
  ],
  construction: [
    { field: 'type', lookup: 'projectTypes', label: 'ventureProjectType', missing: 'ventureProjectTypeMissing' },
    { field: 'work', lookup: 'workScopes', label: 'ventureWorkScope', missing: null },
  ],
} as const satisfies Record<
  VentureKind,
  { field: keyof VentureFormValues; lookup: LookupName; label: string; missing: string | null }[]
>;

/** The form, for a new post of `kind` or an edit of `post`. */
export function VentureForm({ kind, post }: { kind: VentureKind; post?: JvDetail | ConstructionDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const editing = post !== undefined;
  const save = useMutation({
    mutationKey: [...VENTURES_ROOT, kind, editing ? 'update' : 'post'],
    meta: { invalidates: [VENTURES_ROOT] },
    mutationFn: (body: FormData) => saveVenture(kind, body, post?.slug_id),
  });
  const { form, parts } = usePostingForm({
    name: 'venture',
    initialValues: post ? valuesFromPost(post) : emptyVentureValues(),
    initialMedia: post ? mediaFromPost(post) : undefined,
    validate: (values, media) => validateVenture(kind, values, media),
    save: (values, media) => save.mutateAsync(buildVentureBody(kind, values, media, editing)),
    onSaved: (answer) => {
      const state: SavedState = { saved: answer.data.request_status, title: answer.data.title };
      navigate(link(KIND_PAGES[kind].mine), { state });
    },
  });

  return (
    <PostingFormFrame
      name={parts.name}
      onSubmit={parts.submit}
      formError={parts.formError}
      label={t(kind === 'jv' ? 'ventureJvFormLabel' : 'ventureConstructionFormLabel')}
      submitLabel={editing ? t('saveChanges') : t('ventureSubmit')}
      pending={save.isPending}
      submitTestId="submit-venture"
    >
      <Fieldset legend={t('ventureAboutPost')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {LOOKUP_FIELDS[kind].map((f) => (
              <LookupSelect
                key={f.field}
                lookup={ventureQueries.lookup(f.lookup)}
                label={t(f.label)}
                required={f.missing !== null}
                clearable={f.missing === null}
                {...form.getInputProps(f.field)}
                // An unchosen required list names itself in the reader's language; a server refusal stays as sent.
                error={
                  f.missing && form.errors[f.field] && !form.getValues()[f.field] ? t(f.missing) : form.errors[f.field]
                }
                data-testid={`field-${f.field}`}
              />
            ))}
          </SimpleGrid>
          <TextInput label={t('formTitle')} required dir="auto" {...form.getInputProps('title')} />
          <Textarea label={t('formDescription')} required rows={4} dir="auto" {...form.getInputProps('description')} />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('details')}>
        {kind === 'jv' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('ventureLandSize')} dir="auto" {...form.getInputProps('land_size')} />
            <TextInput label={t('ventureBrokerage')} dir="auto" {...form.getInputProps('brokerage')} />
            <TextInput label={t('ventureOwnership')} dir="auto" {...form.getInputProps('ownership_status')} />
            <TextInput label={t('ventureExpectedDate')} type="date" {...form.getInputProps('expected_date')} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('ventureNumberOfProjects')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('number_of_project')}
            />
            <TextInput label={t('ventureArea')} dir="auto" {...form.getInputProps('area')} />
            <TextInput label={t('ventureStartDate')} type="date" {...form.getInputProps('start_date')} />
          </SimpleGrid>
        )}
      </Fieldset>

      <ContactFieldset
        posting={parts}
        fields={['company_name', 'contact_name', 'phone', 'whatsapp_number', 'email', 'website_link']}
      />
      <LocationFieldset posting={parts} testId="venture-location" />
      <MediaFieldset posting={parts} documentField="file_upload" />
    </PostingFormFrame>
  );
}
