// The profile photo: the current picture (or a preview of the chosen file), a file input limited to JPEG and
// PNG, and the spec's rule checked in the browser before upload; the server checks the content again.

import { Avatar, FileInput, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n.ts';
import { photoProblem } from '../../profile.schema.ts';

/** Props of {@link PhotoField}. */
export interface PhotoFieldProps {
  /** URL of the current photo ('' when there is none). */
  current: string;
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** Picks a photo and previews it; a photo that breaks the rule is not kept. */
export function PhotoField({ current, name, file, onChange }: PhotoFieldProps) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = async (next: File | null) => {
    setError(null);
    if (!next) {
      onChange(null);
      return;
    }
    const problem = await photoProblem(next);
    if (problem) {
      setError(problem);
      onChange(null);
      return;
    }
    onChange(next);
  };

  return (
    <Group align="flex-start" wrap="nowrap">
      <Avatar
        src={preview ?? (current || null)}
        alt={t('profilePhotoPreview')}
        size={96}
        radius={96}
        name={name}
        color="initials"
        data-testid="profile-photo-preview"
      />
      <Stack gap={4} flex={1}>
        <FileInput
          label={t('profilePhoto')}
          description={t('profilePhotoHint')}
          accept="image/jpeg,image/png"
          value={file}
          onChange={(next) => void choose(next)}
          clearable
          error={error ?? undefined}
          aria-invalid={Boolean(error)}
          data-testid="profile-photo-input"
        />
        {file && (
          <Text size="xs" c="dimmed">
            {file.name}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
