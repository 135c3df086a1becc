// The project's details: category, stage, title, description, price and area, highlights and video link.
import type { Category } from '@abode/shared/wire';
import {
  Fieldset,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../i18n.ts';
import type { ProjectFormApi } from './form-api.ts';

/** The details fieldset; `categories` are the ones offered. */
export function DetailsFieldset({ form, categories }: { form: ProjectFormApi; categories: Category[] }) {
  const t = useT();
  const typeLabelId = useId();
  return (
    <Fieldset legend={t('projectDetails')}>
      <Stack gap="sm">
        <Select
          label={t('category')}
          required
          data={categories.map((c) => ({ value: String(c.id), label: c.category }))}
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
  );
}
