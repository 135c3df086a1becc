// The media fieldset of a posting form: its file fields, each a file input (which files it takes, whether one or
// several, its hint), what stands before it (the stored picture) and after it (a preview, a link to the stored
// file), and its files with a remove button each: stored ones an edit will delete, chosen ones not yet sent.
// Which fields a kind has, their limits and labels are the section's; checking a chosen photo stays with the form,
// which knows the field's value (photoProblem).
import {
  Anchor,
  CloseButton,
  Fieldset,
  FileInput,
  Group,
  Image,
  type MantineSpacing,
  Stack,
  Text,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';

/** Props of {@link MediaFieldset}. */
export interface MediaFieldsetProps {
  legend: string;
  gap?: MantineSpacing;
  /** Its file fields ({@link FileField}, or a section's own). */
  children: ReactNode;
}

/** The fieldset around a posting form's files. */
export function MediaFieldset({ legend, gap = 'sm', children }: MediaFieldsetProps) {
  return (
    <Fieldset legend={legend}>
      <Stack gap={gap}>{children}</Stack>
    </Fieldset>
  );
}

/** Props of {@link RemovableFile}. */
export interface RemovableFileProps {
  /** The file's name as shown. */
  name: string;
  /** A stored file's address (a link); absent for a chosen one. */
  url?: string;
  /** The remove button's label, followed by the file's name. */
  label: string;
  onRemove: () => void;
  testId?: string;
}

/** A file with a remove button: a stored one (a link) or a newly chosen one (its name). */
export function RemovableFile({ name, url, label, onRemove, testId }: RemovableFileProps) {
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
export function PhotoPreview({ file, alt }: { file: File; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src ? <Image src={src} alt={alt} w={160} h={110} fit="cover" radius="sm" /> : null;
}

/** A file of {@link FileField}'s list: its key and what {@link RemovableFile} shows. */
export type ListedFile = RemovableFileProps & { key: string | number };

/** Props of {@link FileField}. */
export interface FileFieldProps {
  /** The field's name as the post calls send it: its hidden input's test id is `input-<field>`. */
  field: string;
  label: string;
  description?: string;
  /** The types it takes (the input's `accept`). */
  accept?: string;
  multiple?: boolean;
  required?: boolean;
  /** A clear (×) button, labelled `removeLabel`. */
  clearable?: boolean;
  removeLabel: string;
  /** Its value, change handler and error (Mantine's `form.getInputProps`, or the form's own checks). */
  input: GetInputPropsReturnType;
  /** Shown before the input (the stored picture). */
  before?: ReactNode;
  /** Shown after the input (a preview, a link to the stored file). */
  after?: ReactNode;
  /** Its files, each removable, in one row after the input (absent or empty: none). */
  files?: ListedFile[];
  filesTestId?: string;
}

/** One file field of a posting form. */
export function FileField({
  field,
  label,
  description,
  accept,
  multiple = false,
  required,
  clearable = false,
  removeLabel,
  input,
  before,
  after,
  files = [],
  filesTestId,
}: FileFieldProps) {
  return (
    <>
      {before}
      <FileInput
        label={label}
        description={description}
        required={required}
        accept={accept}
        multiple={multiple}
        clearable={clearable}
        clearButtonProps={clearable ? { 'aria-label': removeLabel } : undefined}
        {...input}
        fileInputProps={{ 'data-testid': `input-${field}` } as ComponentProps<'input'>}
      />
      {after}
      {files.length > 0 && (
        <Group gap="xs" data-testid={filesTestId}>
          {files.map(({ key, ...file }) => (
            <RemovableFile key={key} {...file} />
          ))}
        </Group>
      )}
    </>
  );
}
