// The add/edit form of a service or a repair work (spec §3): the service type (a repair work: its category, then
// one of that category's sub-categories), title, description, price, timing, since; a repair work's date and
// where the issue is; then the fieldsets every posting form here shares (components/posting/PostingForm.tsx): the
// contact, the location and the photos and documents. One multipart post-service / post-repairworks
// (`?slug_id=` when editing). A new listing waits for an admin's review: the owner is taken to their list, which
// says so.
import { PostingFormFrame } from '@abode/shared/forms/posting';
import { Fieldset, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LookupSelect } from '../components/LookupSelect.tsx';
import { mineHref } from '../components/listing-links.ts';
import {
  ContactFieldset,
  LocationFieldset,
  MediaFieldset,
  usePostingForm,
} from '../components/posting/PostingForm.tsx';
import { useT } from '../i18n.ts';
import type { ListingDetail, ListingKind } from '../listing.ts';
import { REPAIR_ROOT, repairQueries, saveRepairWork } from '../repair.queries.ts';
import { SERVICES_ROOT, saveService, serviceQueries } from '../service.queries.ts';
import {
  buildListingBody,
  emptyListingValues,
  mediaFromListing,
  validateListing,
  valuesFromListing,
} from './listing-form.ts';

/** The router state a new listing's owner arrives with on their list. */
export interface PostedState {
  posted: ListingKind;
}

/** The form of a new listing of `kind`, or of an edit of `listing`. */
export function ListingForm({ kind, listing }: { kind: ListingKind; listing?: ListingDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const editing = listing !== undefined;
  const root = kind === 'service' ? SERVICES_ROOT : REPAIR_ROOT;
  const save = useMutation({
    mutationKey: [...root, editing ? 'update' : 'post'],
    meta: { invalidates: [root] },
    mutationFn: (body: FormData) =>
      kind === 'service' ? saveService(body, listing?.slug_id) : saveRepairWork(body, listing?.slug_id),
  });
  const { form, parts } = usePostingForm({
    name: 'listing',
    initialValues: listing ? valuesFromListing(listing) : emptyListingValues(),
    initialMedia: listing ? mediaFromListing(listing) : undefined,
    validate: (values, media) => validateListing(kind, values, media),
    save: (values, media) => save.mutateAsync(buildListingBody(kind, values, media, editing)),
    onSaved: () => navigate(mineHref(kind), editing ? undefined : { state: { posted: kind } satisfies PostedState }),
  });
  const values = form.getValues();

  return (
    <PostingFormFrame
      name={parts.name}
      onSubmit={parts.submit}
      formError={parts.formError}
      label={t(kind === 'service' ? 'serviceFormLabel' : 'repairFormLabel')}
      submitLabel={editing ? t('saveChanges') : t(kind === 'service' ? 'serviceSubmit' : 'repairSubmit')}
      pending={save.isPending}
      submitTestId="submit-listing"
    >
      <Fieldset legend={t('formDetails')}>
        <Stack gap="sm">
          {kind === 'service' ? (
            <LookupSelect
              lookup={serviceQueries.types()}
              label={t('serviceType')}
              required
              {...form.getInputProps('service_type_id')}
              data-testid="field-service-type"
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LookupSelect
                lookup={repairQueries.categories()}
                label={t('repairCategory')}
                required
                {...form.getInputProps('category_id')}
                onChange={(v) => {
                  form.setFieldValue('category_id', v);
                  form.setFieldValue('sub_category_id', null);
                  form.clearFieldError('category_id');
                }}
                data-testid="field-category"
              />
              <LookupSelect
                lookup={repairQueries.subCategories(values.category_id ?? '')}
                label={t('repairSubCategory')}
                clearable
                disabled={!values.category_id}
                {...form.getInputProps('sub_category_id')}
                data-testid="field-sub-category"
              />
            </SimpleGrid>
          )}
          <TextInput label={t('formTitle')} required dir="auto" {...form.getInputProps('title')} />
          <Textarea label={t('formDescription')} required rows={5} dir="auto" {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t('price')}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              allowNegative={false}
              {...form.getInputProps('price')}
            />
            <TextInput label={t('timing')} placeholder={t('timingHint')} dir="auto" {...form.getInputProps('timing')} />
            <TextInput label={t('since')} placeholder={t('sinceHint')} dir="auto" {...form.getInputProps('since')} />
          </SimpleGrid>
          {kind === 'repair' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('serviceDate')} type="date" {...form.getInputProps('service_date')} />
              <TextInput label={t('locationOfIssue')} dir="auto" {...form.getInputProps('location_of_issue')} />
            </SimpleGrid>
          )}
        </Stack>
      </Fieldset>
      <ContactFieldset
        posting={parts}
        fields={
          kind === 'service'
            ? ['company_name', 'phone', 'whatsapp_number', 'email', 'website_link']
            : ['company_name', 'contact_name', 'phone', 'whatsapp_number', 'email', 'website_link']
        }
      />
      <LocationFieldset posting={parts} testId="listing-location" />
      <MediaFieldset posting={parts} documentField="documents" />
    </PostingFormFrame>
  );
}
