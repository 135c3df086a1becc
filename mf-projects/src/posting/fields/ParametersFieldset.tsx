// The chosen category's parameters: one field per parameter, by its type; a file-type parameter takes a new file
// or (edit) keeps the stored one, which a new file replaces.
import type { Category, ParameterDef } from '@abode/shared/wire';
import {
  Fieldset,
  FileInput,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useT } from '../../i18n.ts';
import { keptParameterFile } from '../project-form.ts';
import { errorsOf, type MediaState, type ProjectFormApi, setValue, testId } from './form-api.ts';
import { StoredFile } from './StoredFile.tsx';

/** What the API takes for a file parameter: a photo or a document. */
const PARAMETER_FILE_TYPES = 'image/jpeg,image/png,application/pdf,.doc,.docx,.txt';

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

/** The parameters fieldset of `category` (nothing when it has none). */
export function ParametersFieldset({
  form,
  category,
  media,
  setMedia,
}: { form: ProjectFormApi; category: Category | undefined } & MediaState) {
  const t = useT();
  if (!category || category.parameter_types.length === 0) return null;
  const values = form.getValues();
  const errors = errorsOf(form);
  return (
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
                  setValue(form, 'parameterFiles', { ...form.getValues().parameterFiles, [key]: file });
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
              onChange={(v) => setValue(form, 'parameters', { ...form.getValues().parameters, [key]: v })}
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
