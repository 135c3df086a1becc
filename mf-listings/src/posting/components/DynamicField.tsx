// One input for a category parameter or a questionnaire question, by its type: text, number, radio,
// checkbox, dropdown or textarea (file-type parameters use FileField). Every control carries its label.

import { Checkbox, Group, NumberInput, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useT } from '../../i18n.ts';
import type { FieldAnswer } from '../property-form.ts';

/** Props of {@link DynamicField}. */
export interface DynamicFieldProps {
  /** Used for element ids and test ids. */
  name: string;
  label: string;
  type: 'text' | 'number' | 'radio' | 'checkbox' | 'dropdown' | 'textarea';
  options: readonly string[];
  value: FieldAnswer | undefined;
  onChange: (value: FieldAnswer) => void;
  required?: boolean;
  error?: string;
}

/** The input of one parameter or question. */
export function DynamicField({ name, label, type, options, value, onChange, required, error }: DynamicFieldProps) {
  const t = useT();
  const single = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  const common = { label, required, error, 'data-testid': `field-${name}` };
  switch (type) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={single}
          onChange={(v) => onChange(String(v))}
          aria-invalid={Boolean(error)}
          allowNegative={false}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={single}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={Boolean(error)}
          rows={2}
        />
      );
    case 'dropdown':
      return (
        <Select
          {...common}
          value={single || null}
          onChange={(v) => onChange(v ?? '')}
          data={[...options]}
          placeholder={t('postSelectOption')}
          clearable={!required}
          aria-invalid={Boolean(error)}
        />
      );
    case 'radio':
      return (
        <Radio.Group {...common} value={single} onChange={onChange}>
          <Group mt={4}>
            {options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'checkbox': {
      const list = Array.isArray(value) ? value : value ? String(value).split(',').filter(Boolean) : [];
      return (
        <Checkbox.Group {...common} value={list} onChange={onChange}>
          <Stack gap={4} mt={4}>
            {options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    }
    default:
      return (
        <TextInput
          {...common}
          value={single}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={Boolean(error)}
        />
      );
  }
}
