// Pictures and documents of a listing: a single photo (title image, 3D image, meta image) with its preview,
// the gallery (several photos, previews, remove), and documents. Photos are checked in the browser before
// upload (JPEG or PNG, at least 120×120 once decoded); a photo that breaks the rule is not kept.

import { ActionIcon, Anchor, Button, FileInput, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n.ts';
import { photoChecker, photoProblem } from '../photo.ts';

/** An object URL for a file while it is shown; revoked afterwards. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The first photo of a list that breaks the rule, with its message; null when all may be sent. */
async function firstProblem(files: File[]): Promise<string | null> {
  for (const file of files) {
    const problem = await photoProblem(file, photoChecker.readSize);
    if (problem) return problem;
  }
  return null;
}

/** Props of {@link PhotoField}. */
export interface PhotoFieldProps {
  name: string;
  label: string;
  description?: string;
  required?: boolean;
  file: File | null;
  onChange: (file: File | null) => void;
  /** URL of the stored photo ('' when none). */
  current?: string;
  /** Offers to remove the stored photo (the 3D image); `removed` says it is marked for removal. */
  onRemoveCurrent?: () => void;
  removed?: boolean;
  error?: string;
}

/** One photo with a preview of the chosen file or the stored one. */
export function PhotoField({
  name,
  label,
  description,
  required,
  file,
  onChange,
  current = '',
  onRemoveCurrent,
  removed = false,
  error,
}: PhotoFieldProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(file);
  const shown = preview ?? (removed ? '' : current);

  const choose = async (next: File | null) => {
    setProblem(null);
    if (!next) return onChange(null);
    const message = await photoProblem(next, photoChecker.readSize);
    if (message) {
      setProblem(message);
      onChange(null);
      return;
    }
    onChange(next);
  };

  return (
    <Stack gap={6} data-testid={`photo-${name}`}>
      <FileInput
        label={label}
        description={description ?? t('postPhotoHint')}
        required={required}
        accept="image/jpeg,image/png"
        value={file}
        onChange={(next) => void choose(next)}
        clearable
        clearButtonProps={{ 'aria-label': `${t('postRemove')} ${label}` }}
        error={problem ?? error}
        aria-invalid={Boolean(problem ?? error)}
        fileInputProps={{ 'data-testid': `input-${name}` } as React.ComponentProps<'input'>}
      />
      {shown && (
        <Group align="flex-end" gap="xs">
          <Image src={shown} alt={`${label}: ${t('postPreview')}`} w={160} h={110} fit="cover" radius="sm" />
          {!preview && current && onRemoveCurrent && (
            <Button size="xs" variant="default" onClick={onRemoveCurrent}>
              {t('postRemove')}
            </Button>
          )}
        </Group>
      )}
      {removed && current && !preview && (
        <Text size="xs" c="dimmed" data-testid={`photo-${name}-removed`}>
          {t('postWillBeRemoved')}
        </Text>
      )}
    </Stack>
  );
}

function FilePreview({ file, label, onRemove }: { file: File; label: string; onRemove: () => void }) {
  const t = useT();
  const url = usePreview(file);
  return (
    <Paper withBorder p={4} radius="sm" data-testid="gallery-new">
      {url && <Image src={url} alt={`${label}: ${file.name}`} h={90} fit="cover" radius="sm" />}
      <Group justify="space-between" gap={4} wrap="nowrap" mt={4}>
        <Text size="xs" truncate="end">
          {file.name}
        </Text>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={`${t('postRemove')} ${file.name}`}
        >
          ×
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** Props of {@link GalleryField}. */
export interface GalleryFieldProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** Stored gallery images (edit) and the ids marked for removal. */
  existing: Array<{ id: number; image_url: string }>;
  removed: number[];
  onToggleRemove: (id: number) => void;
}

/** The gallery: stored images (each removable), new photos with previews (each removable), and a picker. */
export function GalleryField({ files, onChange, existing, removed, onToggleRemove }: GalleryFieldProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const add = async (picked: File[]) => {
    setProblem(null);
    const message = await firstProblem(picked);
    if (message) {
      setProblem(message);
      return;
    }
    onChange([...files, ...picked]);
  };
  return (
    <Stack gap="xs" data-testid="gallery-field">
      <FileInput
        multiple
        label={t('postGallery')}
        description={t('postPhotoHint')}
        accept="image/jpeg,image/png"
        value={[]}
        onChange={(picked) => void add(picked)}
        error={problem}
        aria-invalid={Boolean(problem)}
        fileInputProps={{ 'data-testid': 'input-gallery_images' } as React.ComponentProps<'input'>}
      />
      {(existing.length > 0 || files.length > 0) && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {existing.map((img, i) => {
            const isRemoved = removed.includes(img.id);
            const label = `${t('postGalleryImage')} ${i + 1}`;
            return (
              <Paper
                key={img.id}
                withBorder
                p={4}
                radius="sm"
                data-testid="gallery-existing"
                data-removed={isRemoved}
                style={{ opacity: isRemoved ? 0.45 : 1 }}
              >
                <Image src={img.image_url} alt={label} h={90} fit="cover" radius="sm" />
                <Button
                  mt={4}
                  size="compact-xs"
                  fullWidth
                  variant="default"
                  onClick={() => onToggleRemove(img.id)}
                  aria-label={`${isRemoved ? t('postUndoRemove') : t('postRemove')} ${label}`}
                >
                  {isRemoved ? t('postUndoRemove') : t('postRemove')}
                </Button>
              </Paper>
            );
          })}
          {files.map((file, i) => (
            <FilePreview
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice
              key={`${file.name}-${i}`}
              file={file}
              label={t('postGalleryImage')}
              onRemove={() => onChange(files.filter((_, j) => j !== i))}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Props of {@link DocumentsField}. */
export interface DocumentsFieldProps {
  files: File[];
  onChange: (files: File[]) => void;
  existing: Array<{ id: number; file_name: string; file: string }>;
  removed: number[];
  onToggleRemove: (id: number) => void;
  error?: string;
}

/** Documents (PDF, DOC, DOCX, TXT): stored ones removable, new ones listed and removable. */
export function DocumentsField({ files, onChange, existing, removed, onToggleRemove, error }: DocumentsFieldProps) {
  const t = useT();
  return (
    <Stack gap="xs" data-testid="documents-field">
      <FileInput
        multiple
        label={t('postDocuments')}
        description={t('postDocumentsHint')}
        accept=".pdf,.doc,.docx,.txt,application/pdf,text/plain,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        value={[]}
        onChange={(picked) => onChange([...files, ...picked])}
        error={error}
        aria-invalid={Boolean(error)}
        fileInputProps={{ 'data-testid': 'input-documents' } as React.ComponentProps<'input'>}
      />
      {existing.map((doc) => {
        const isRemoved = removed.includes(doc.id);
        return (
          <Group key={doc.id} justify="space-between" data-testid="document-existing" data-removed={isRemoved}>
            <Anchor href={doc.file} target="_blank" rel="noreferrer" td={isRemoved ? 'line-through' : undefined}>
              {doc.file_name}
            </Anchor>
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => onToggleRemove(doc.id)}
              aria-label={`${isRemoved ? t('postUndoRemove') : t('postRemove')} ${doc.file_name}`}
            >
              {isRemoved ? t('postUndoRemove') : t('postRemove')}
            </Button>
          </Group>
        );
      })}
      {files.map((file, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice
        <Group key={`${file.name}-${i}`} justify="space-between" data-testid="document-new">
          <Text size="sm">{file.name}</Text>
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => onChange(files.filter((_, j) => j !== i))}
            aria-label={`${t('postRemove')} ${file.name}`}
          >
            {t('postRemove')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** A file-type parameter: a document or picture, with the stored file linked on edit. */
export function FileParameterField({
  name,
  label,
  required,
  file,
  onChange,
  current,
  error,
}: {
  name: string;
  label: string;
  required?: boolean;
  file: File | null;
  onChange: (file: File | null) => void;
  current?: string;
  error?: string;
}) {
  const t = useT();
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        required={required}
        value={file}
        onChange={onChange}
        clearable
        clearButtonProps={{ 'aria-label': `${t('postRemove')} ${label}` }}
        error={error}
        aria-invalid={Boolean(error)}
        fileInputProps={{ 'data-testid': `input-${name}` } as React.ComponentProps<'input'>}
      />
      {current && !file && (
        <Anchor href={current} target="_blank" rel="noreferrer" size="xs">
          {t('postCurrentFile')}
        </Anchor>
      )}
    </Stack>
  );
}
